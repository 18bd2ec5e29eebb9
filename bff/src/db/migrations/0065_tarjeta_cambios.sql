-- tarjeta_cambios: a stamp per plant that changes with every committed change to its cards (issue 24 §4). The BFF
-- keeps pages of the card list in memory and serves one again only while its plant's stamp is the one it read before
-- loading the page, so a change committed by any replica (or by hand in SQL) is seen by the next request, with no
-- notification to wait for. Stamps come from one sequence and never repeat. A trigger writes it in the writing
-- transaction, at its commit.
CREATE SEQUENCE "tarjeta_cambios_sello";
--> statement-breakpoint
CREATE TABLE "tarjeta_cambios" (
	"planta_id" integer PRIMARY KEY DEFAULT portal_planta_actual() NOT NULL,
	"sello" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarjeta_cambios" ADD CONSTRAINT "tarjeta_cambios_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "tarjeta_cambios" ("planta_id", "sello") SELECT "id", nextval('tarjeta_cambios_sello') FROM "plantas" ORDER BY "id";
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tarjeta_cambios" TO portal_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE "tarjeta_cambios_sello" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "tarjeta_cambios" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "tarjeta_cambios" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tarjeta_cambios" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "tarjeta_cambios" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "tarjeta_cambios" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "tarjeta_cambios" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "tarjeta_cambios" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "tarjeta_cambios" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
-- Deferred to the commit, once per plant and transaction (the first row's call stamps and marks the transaction): a
-- writer takes its plant's row only while it commits, so an import's long transaction never holds back the plant's
-- other card writes, and no writer waits for this row while it holds anything another writer needs.
CREATE OR REPLACE FUNCTION tarjeta_cambios_sellar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.planta_id ELSE NEW.planta_id END;
BEGIN
  IF current_setting('portal.sellada_' || p, true) IS DISTINCT FROM 'si' THEN
    INSERT INTO tarjeta_cambios AS t (planta_id, sello) VALUES (p, nextval('tarjeta_cambios_sello'))
    ON CONFLICT (planta_id) DO UPDATE SET sello = excluded.sello;
    PERFORM set_config('portal.sellada_' || p, 'si', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A TRUNCATE (tests, storage-wide maintenance as the owner) empties every plant: every plant gets a new stamp.
CREATE OR REPLACE FUNCTION tarjeta_cambios_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tarjeta_cambios AS t (planta_id, sello)
  SELECT p.id, nextval('tarjeta_cambios_sello') FROM (SELECT id FROM plantas ORDER BY id) p
  ON CONFLICT (planta_id) DO UPDATE SET sello = excluded.sello;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tarjeta_cambios AFTER INSERT OR UPDATE OR DELETE ON tarjetas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tarjeta_cambios_sellar();
--> statement-breakpoint
CREATE TRIGGER tarjeta_cambios_truncate AFTER TRUNCATE ON tarjetas
  FOR EACH STATEMENT EXECUTE FUNCTION tarjeta_cambios_vaciar();
