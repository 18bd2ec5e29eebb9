-- Issue 25: the autonomous-maintenance program. The names of a plant's steps (null: the domain's seven, JIPM's).
ALTER TABLE "plantas" ADD COLUMN "pasos_am" text[];
--> statement-breakpoint
-- An Equipo autónomo in the program: the configured equipo option of that name, its current step and its leader.
CREATE TABLE "equipos_am" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "equipo" text NOT NULL,
  "paso" integer NOT NULL,
  "lider_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "creado_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "equipos_am_planta_equipo_unique" UNIQUE ("planta_id", "equipo"),
  CONSTRAINT "equipos_am_paso_check" CHECK ("paso" >= 1)
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "equipos_am" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "equipos_am" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "equipos_am" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "equipos_am" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "equipos_am" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "equipos_am" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "equipos_am" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "equipos_am" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "equipos_am" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON equipos_am
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('equipo_am', 'Equipo {equipo}', 'creado_en');
--> statement-breakpoint
-- Its stretches at each step, oldest first: one current (hasta null) per team, none ending before it starts.
CREATE TABLE "equipo_am_pasos" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "equipo_am_id" uuid NOT NULL REFERENCES "equipos_am"("id") ON DELETE CASCADE,
  "paso" integer NOT NULL,
  "desde" date NOT NULL,
  "hasta" date,
  "superado" boolean DEFAULT false NOT NULL,
  "motivo" text,
  "registrado_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "creado_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "equipo_am_pasos_paso_check" CHECK ("paso" >= 1),
  CONSTRAINT "equipo_am_pasos_orden" CHECK ("hasta" IS NULL OR "hasta" >= "desde")
);
--> statement-breakpoint
CREATE INDEX "equipo_am_pasos_equipo_idx" ON "equipo_am_pasos" ("planta_id", "equipo_am_id", "desde");
--> statement-breakpoint
CREATE UNIQUE INDEX "equipo_am_pasos_actual_unique" ON "equipo_am_pasos" ("equipo_am_id") WHERE "hasta" IS NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "equipo_am_pasos" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "equipo_am_pasos" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "equipo_am_pasos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "equipo_am_pasos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "equipo_am_pasos" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "equipo_am_pasos" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "equipo_am_pasos" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "equipo_am_pasos" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "equipo_am_pasos" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON equipo_am_pasos
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('paso_am', 'Paso {paso} desde {desde}', 'creado_en');
