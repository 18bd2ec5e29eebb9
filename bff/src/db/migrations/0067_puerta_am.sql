-- Issue 25 §3: the plant's step-gate thresholds and its per-person setting (null: the domain's defaults).
ALTER TABLE "plantas" ADD COLUMN "programa_am" jsonb;
--> statement-breakpoint
-- A proposal to pass a team's current step: the leader or a Jefe proposes, an Admin approves or turns it down.
CREATE TABLE "propuestas_paso_am" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "equipo_am_id" uuid NOT NULL REFERENCES "equipos_am"("id") ON DELETE CASCADE,
  "paso" integer NOT NULL,
  "estado" text DEFAULT 'pendiente' NOT NULL,
  "comentario" text DEFAULT '' NOT NULL,
  "propuesta_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "propuesta_en" timestamp with time zone DEFAULT now() NOT NULL,
  "resuelta_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "resuelta_en" timestamp with time zone,
  "motivo" text,
  "forzada" boolean DEFAULT false NOT NULL,
  CONSTRAINT "propuestas_paso_am_paso_check" CHECK ("paso" >= 2),
  CONSTRAINT "propuestas_paso_am_estado_check" CHECK ("estado" IN ('pendiente', 'aprobada', 'rechazada', 'sustituida')),
  CONSTRAINT "propuestas_paso_am_resuelta_check" CHECK (("estado" = 'pendiente') = ("resuelta_en" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "propuestas_paso_am_equipo_idx" ON "propuestas_paso_am" ("planta_id", "equipo_am_id", "propuesta_en");
--> statement-breakpoint
CREATE UNIQUE INDEX "propuestas_paso_am_pendiente_unique" ON "propuestas_paso_am" ("equipo_am_id") WHERE "estado" = 'pendiente';
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "propuestas_paso_am" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "propuestas_paso_am" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "propuestas_paso_am" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "propuestas_paso_am" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "propuestas_paso_am" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "propuestas_paso_am" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "propuestas_paso_am" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "propuestas_paso_am" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "propuestas_paso_am" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON propuestas_paso_am
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('propuesta_am', 'Propuesta del paso {paso}', 'propuesta_en');
--> statement-breakpoint
-- The gate and the tag curve count a team's cards by Equipo and date.
CREATE INDEX "tarjetas_equipo_fecha_idx" ON "tarjetas" ("planta_id", "equipo", "fecha");
