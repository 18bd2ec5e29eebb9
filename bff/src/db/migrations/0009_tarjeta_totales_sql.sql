-- tarjeta_totales: card counts per (color, estado, equipo, prioridad), kept exact by statement triggers
-- on tarjetas in the writing transaction. Each statement's rows are grouped into one delta per key and
-- applied in key order, so two transactions never take the counter rows in opposite orders (no
-- deadlock) and an UPDATE that changes none of the four columns touches no counter at all.
CREATE OR REPLACE FUNCTION tarjeta_totales_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tarjeta_totales AS t (color, estado, equipo, prioridad, n)
    SELECT color, estado, equipo, prioridad, count(*) FROM tarjetas_nuevas
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (color, estado, equipo, prioridad) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tarjeta_totales AS t (color, estado, equipo, prioridad, n)
    SELECT color, estado, equipo, prioridad, -count(*) FROM tarjetas_viejas
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (color, estado, equipo, prioridad) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO tarjeta_totales AS t (color, estado, equipo, prioridad, n)
    SELECT color, estado, equipo, prioridad, sum(d) FROM (
      SELECT color, estado, equipo, prioridad, 1 AS d FROM tarjetas_nuevas
      UNION ALL
      SELECT color, estado, equipo, prioridad, -1 AS d FROM tarjetas_viejas
    ) cambios
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (color, estado, equipo, prioridad) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tarjeta_totales_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tarjeta_totales;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tarjeta_totales_insert ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER tarjeta_totales_insert AFTER INSERT ON tarjetas
  REFERENCING NEW TABLE AS tarjetas_nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_totales_aplicar();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tarjeta_totales_update ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER tarjeta_totales_update AFTER UPDATE ON tarjetas
  REFERENCING OLD TABLE AS tarjetas_viejas NEW TABLE AS tarjetas_nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_totales_aplicar();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tarjeta_totales_delete ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER tarjeta_totales_delete AFTER DELETE ON tarjetas
  REFERENCING OLD TABLE AS tarjetas_viejas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_totales_aplicar();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tarjeta_totales_truncate ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER tarjeta_totales_truncate AFTER TRUNCATE ON tarjetas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_totales_vaciar();
--> statement-breakpoint
-- The triggers above hold a lock that blocks writes to tarjetas until this transaction commits, so the
-- counts taken here stay exact for cards that already exist.
DELETE FROM tarjeta_totales;
--> statement-breakpoint
INSERT INTO tarjeta_totales (color, estado, equipo, prioridad, n)
SELECT color, estado, equipo, prioridad, count(*) FROM tarjetas GROUP BY 1, 2, 3, 4;
