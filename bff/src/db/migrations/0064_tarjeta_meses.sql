-- tarjeta_meses: a plant's cards counted per local month (issue 24 §4, the plants comparison of a million cards).
-- 'alta' rows count the cards by the month of their fecha, 'cierre' rows those with a fin_reparacion by its month,
-- both per colour, estado and convertida, with the closing hours (tiempo_empleado) summed: the BFF applies the
-- dashboard's rules (closed, autonomous, MTTR colours) to these rows as it does to the cards. Kept exact by
-- statement triggers in the writing transaction, like tarjeta_totales. The months are those of the zone in
-- tarjeta_meses_zona: the BFF writes a plant's zone there (tarjeta_meses_preparar) at start-up and when the zone
-- changes, since a plant without its own zone follows the configuration's PLANT_TZ, which the database cannot
-- know. A plant without a row, or whose row names another zone than its own, is counted from the cards.
CREATE TABLE "tarjeta_meses_zona" (
	"planta_id" integer PRIMARY KEY DEFAULT portal_planta_actual() NOT NULL,
	"zona" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarjeta_meses" (
	"planta_id" integer DEFAULT portal_planta_actual() NOT NULL,
	"lado" text NOT NULL,
	"mes" timestamp NOT NULL,
	"color" text NOT NULL,
	"estado" text NOT NULL,
	"convertida" boolean NOT NULL,
	"n" integer NOT NULL,
	"con_tiempo" integer NOT NULL,
	"horas" numeric NOT NULL,
	CONSTRAINT "tarjeta_meses_pk" PRIMARY KEY("planta_id","lado","mes","color","estado","convertida")
);
--> statement-breakpoint
ALTER TABLE "tarjeta_meses_zona" ADD CONSTRAINT "tarjeta_meses_zona_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tarjeta_meses" ADD CONSTRAINT "tarjeta_meses_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tarjeta_meses", "tarjeta_meses_zona" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "tarjeta_meses", "tarjeta_meses_zona" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "tarjeta_meses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tarjeta_meses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "tarjeta_meses" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "tarjeta_meses" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "tarjeta_meses" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "tarjeta_meses" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "tarjeta_meses" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
ALTER TABLE "tarjeta_meses_zona" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tarjeta_meses_zona" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "tarjeta_meses_zona" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "tarjeta_meses_zona" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "tarjeta_meses_zona" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "tarjeta_meses_zona" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "tarjeta_meses_zona" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
-- One statement's rows (+1 for the new, -1 for the old) grouped into one delta per key, applied in key order (no
-- deadlock between two writers); an UPDATE that changes none of the counted columns touches no row. One branch per
-- event, as tarjeta_totales: a branch is planned only when it runs (each names the transition tables its event
-- has), and then its plan is kept, so a card's write pays no planning here.
CREATE OR REPLACE FUNCTION tarjeta_meses_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tarjeta_meses AS t (planta_id, lado, mes, color, estado, convertida, n, con_tiempo, horas)
    SELECT c.planta_id, l.lado, date_trunc('month', l.momento AT TIME ZONE z.zona), c.color, c.estado, c.convertida,
           sum(c.d), sum(c.d * (c.tiempo_empleado IS NOT NULL)::int), sum(c.d * coalesce(c.tiempo_empleado, 0)::numeric)
    FROM (SELECT *, 1 AS d FROM tarjetas_nuevas) c
    JOIN tarjeta_meses_zona z ON z.planta_id = c.planta_id
    CROSS JOIN LATERAL (VALUES ('alta', c.fecha), ('cierre', c.fin_reparacion)) AS l (lado, momento)
    WHERE l.momento IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.d) <> 0 OR sum(c.d * (c.tiempo_empleado IS NOT NULL)::int) <> 0 OR sum(c.d * coalesce(c.tiempo_empleado, 0)::numeric) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (planta_id, lado, mes, color, estado, convertida)
    DO UPDATE SET n = t.n + excluded.n, con_tiempo = t.con_tiempo + excluded.con_tiempo, horas = t.horas + excluded.horas;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tarjeta_meses AS t (planta_id, lado, mes, color, estado, convertida, n, con_tiempo, horas)
    SELECT c.planta_id, l.lado, date_trunc('month', l.momento AT TIME ZONE z.zona), c.color, c.estado, c.convertida,
           sum(c.d), sum(c.d * (c.tiempo_empleado IS NOT NULL)::int), sum(c.d * coalesce(c.tiempo_empleado, 0)::numeric)
    FROM (SELECT *, -1 AS d FROM tarjetas_viejas) c
    JOIN tarjeta_meses_zona z ON z.planta_id = c.planta_id
    CROSS JOIN LATERAL (VALUES ('alta', c.fecha), ('cierre', c.fin_reparacion)) AS l (lado, momento)
    WHERE l.momento IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.d) <> 0 OR sum(c.d * (c.tiempo_empleado IS NOT NULL)::int) <> 0 OR sum(c.d * coalesce(c.tiempo_empleado, 0)::numeric) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (planta_id, lado, mes, color, estado, convertida)
    DO UPDATE SET n = t.n + excluded.n, con_tiempo = t.con_tiempo + excluded.con_tiempo, horas = t.horas + excluded.horas;
  ELSE
    INSERT INTO tarjeta_meses AS t (planta_id, lado, mes, color, estado, convertida, n, con_tiempo, horas)
    SELECT c.planta_id, l.lado, date_trunc('month', l.momento AT TIME ZONE z.zona), c.color, c.estado, c.convertida,
           sum(c.d), sum(c.d * (c.tiempo_empleado IS NOT NULL)::int), sum(c.d * coalesce(c.tiempo_empleado, 0)::numeric)
    FROM (SELECT *, 1 AS d FROM tarjetas_nuevas UNION ALL SELECT *, -1 AS d FROM tarjetas_viejas) c
    JOIN tarjeta_meses_zona z ON z.planta_id = c.planta_id
    CROSS JOIN LATERAL (VALUES ('alta', c.fecha), ('cierre', c.fin_reparacion)) AS l (lado, momento)
    WHERE l.momento IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.d) <> 0 OR sum(c.d * (c.tiempo_empleado IS NOT NULL)::int) <> 0 OR sum(c.d * coalesce(c.tiempo_empleado, 0)::numeric) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (planta_id, lado, mes, color, estado, convertida)
    DO UPDATE SET n = t.n + excluded.n, con_tiempo = t.con_tiempo + excluded.con_tiempo, horas = t.horas + excluded.horas;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tarjeta_meses_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tarjeta_meses;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tarjeta_meses_insert AFTER INSERT ON tarjetas
  REFERENCING NEW TABLE AS tarjetas_nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_meses_aplicar();
--> statement-breakpoint
CREATE TRIGGER tarjeta_meses_update AFTER UPDATE ON tarjetas
  REFERENCING OLD TABLE AS tarjetas_viejas NEW TABLE AS tarjetas_nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_meses_aplicar();
--> statement-breakpoint
CREATE TRIGGER tarjeta_meses_delete AFTER DELETE ON tarjetas
  REFERENCING OLD TABLE AS tarjetas_viejas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_meses_aplicar();
--> statement-breakpoint
CREATE TRIGGER tarjeta_meses_truncate AFTER TRUNCATE ON tarjetas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_meses_vaciar();
--> statement-breakpoint
-- Counts a plant's months in `p_zona` from its cards, unless they already are: true when it rebuilt them. The lock
-- waits for the card writes under way and holds new ones until the caller's transaction ends, so the rebuilt
-- counts stay exact.
CREATE OR REPLACE FUNCTION tarjeta_meses_preparar(p_planta integer, p_zona text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM tarjeta_meses_zona WHERE planta_id = p_planta AND zona = p_zona) THEN
    RETURN false;
  END IF;
  LOCK TABLE tarjetas IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM tarjeta_meses WHERE planta_id = p_planta;
  INSERT INTO tarjeta_meses_zona AS z (planta_id, zona) VALUES (p_planta, p_zona)
  ON CONFLICT (planta_id) DO UPDATE SET zona = excluded.zona;
  INSERT INTO tarjeta_meses (planta_id, lado, mes, color, estado, convertida, n, con_tiempo, horas)
  SELECT t.planta_id, l.lado, date_trunc('month', l.momento AT TIME ZONE p_zona), t.color, t.estado, t.convertida,
         count(*), count(t.tiempo_empleado), coalesce(sum(t.tiempo_empleado::numeric), 0)
  FROM tarjetas t
  CROSS JOIN LATERAL (VALUES ('alta', t.fecha), ('cierre', t.fin_reparacion)) AS l (lado, momento)
  WHERE t.planta_id = p_planta AND l.momento IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN true;
END
$$;
--> statement-breakpoint
-- Plants with a zone of their own are counted now; the others when the BFF starts, in the zone it is configured with.
SELECT tarjeta_meses_preparar(id, zona) FROM plantas WHERE zona IS NOT NULL ORDER BY id;
