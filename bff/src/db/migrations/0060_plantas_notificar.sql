-- A change to a plant (name, code, zone, alert days) notifies 'portal_plantas' with its id, delivered on commit:
-- every BFF instance drops that plant's settings from memory (AjustesPlantaService), so the next request counts
-- with the new zone and days. A trigger also covers writes made outside the BFF.
CREATE OR REPLACE FUNCTION portal_notify_planta_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_plantas', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS plantas_notify_change ON plantas;
--> statement-breakpoint
CREATE TRIGGER plantas_notify_change AFTER UPDATE OR DELETE ON plantas FOR EACH ROW EXECUTE FUNCTION portal_notify_planta_change();
