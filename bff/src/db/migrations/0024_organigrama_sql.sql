-- Org chart: value checks, a guard against cycles, the audit trail (docs/auditoria.md) and the spec's chart
-- (section 2, Org chart) with placeholder names, stored once. Re-runnable.
ALTER TABLE organigrama DROP CONSTRAINT IF EXISTS organigrama_persona_check;
--> statement-breakpoint
-- A position holds a user or a free name, never both; titles and names are never blank.
ALTER TABLE organigrama ADD CONSTRAINT organigrama_persona_check CHECK (
  NOT (user_id IS NOT NULL AND nombre IS NOT NULL)
  AND btrim(titulo) <> ''
  AND (nombre IS NULL OR btrim(nombre) <> '')
  AND orden >= 0
  AND parent_id IS DISTINCT FROM id
);
--> statement-breakpoint
-- Defence in depth under the service's check (which gives the Spanish message): a position never ends up
-- under itself or under one of its descendants. UNION (not ALL) ends even on a stored cycle.
CREATE OR REPLACE FUNCTION organigrama_sin_ciclos() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (
    WITH RECURSIVE arriba(id, parent_id) AS (
      SELECT o.id, o.parent_id FROM organigrama o WHERE o.id = NEW.parent_id
      UNION
      SELECT o.id, o.parent_id FROM organigrama o JOIN arriba a ON o.id = a.parent_id
    )
    SELECT 1 FROM arriba WHERE arriba.id = NEW.id
  ) THEN
    RAISE EXCEPTION 'organigrama: un puesto no puede depender de sí mismo ni de sus dependientes' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS organigrama_sin_ciclos ON organigrama;
--> statement-breakpoint
CREATE TRIGGER organigrama_sin_ciclos BEFORE UPDATE OF parent_id ON organigrama
  FOR EACH ROW EXECUTE FUNCTION organigrama_sin_ciclos();
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON organigrama;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON organigrama
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('organigrama', '{titulo}');
--> statement-breakpoint
-- The spec's chart, in every database (new or upgraded, demo seed or not), only while the table is empty:
-- the Admin then picks the people. Recorded in the audit trail as 'sistema'.
WITH lider AS (
  INSERT INTO organigrama (titulo, nombre, orden)
  SELECT 'Líder del Comité Central', 'A designar', 0 WHERE NOT EXISTS (SELECT 1 FROM organigrama)
  RETURNING id
), coordinador AS (
  INSERT INTO organigrama (parent_id, titulo, nombre, orden)
  SELECT id, 'Coordinador', 'A designar', 0 FROM lider
  RETURNING id
)
INSERT INTO organigrama (parent_id, titulo, nombre, orden)
SELECT c.id, g.titulo, 'A designar', g.n - 1
  FROM coordinador c,
       unnest(ARRAY['Alimentación y Extrusión', 'Mantenimiento autónomo', 'Mantenimiento planificado', 'Mejoras enfocadas',
                    'Seguridad y Medio Ambiente', 'Capacitación y Entrenamiento']) WITH ORDINALITY AS g(titulo, n);
