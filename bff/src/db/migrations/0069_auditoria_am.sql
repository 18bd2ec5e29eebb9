-- Issue 25 §2: a step's audit template as the plant edited it (a step without one uses the domain's seed).
CREATE TABLE "plantillas_auditoria_am" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "paso" integer NOT NULL,
  "contenido" jsonb NOT NULL,
  "actualizada_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "plantillas_auditoria_am_planta_paso_unique" UNIQUE("planta_id","paso"),
  CONSTRAINT "plantillas_auditoria_am_paso_check" CHECK ("paso" >= 1)
);
--> statement-breakpoint
-- A team's step audit: asked for (due by a plant day), started by an auditor (the template copied), signed and locked.
CREATE TABLE "auditorias_paso_am" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "equipo_am_id" uuid NOT NULL REFERENCES "equipos_am"("id") ON DELETE CASCADE,
  "paso" integer NOT NULL,
  "estado" text DEFAULT 'solicitada' NOT NULL,
  "solicitada_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "solicitada_en" timestamp with time zone DEFAULT now() NOT NULL,
  "vence" date NOT NULL,
  "comentario" text DEFAULT '' NOT NULL,
  "auditor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "iniciada_en" timestamp with time zone,
  "plantilla" jsonb,
  "porcentaje" integer,
  "aprobada" boolean,
  "observaciones" text DEFAULT '' NOT NULL,
  "firmada_en" timestamp with time zone,
  "anulada_motivo" text,
  CONSTRAINT "auditorias_paso_am_paso_check" CHECK ("paso" >= 1),
  CONSTRAINT "auditorias_paso_am_estado_check" CHECK ("estado" IN ('solicitada', 'en_curso', 'firmada', 'anulada')),
  CONSTRAINT "auditorias_paso_am_firmada_check" CHECK (("estado" = 'firmada') = ("firmada_en" IS NOT NULL AND "aprobada" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "auditorias_paso_am_equipo_idx" ON "auditorias_paso_am" ("planta_id", "equipo_am_id", "solicitada_en");
--> statement-breakpoint
CREATE INDEX "auditorias_paso_am_pendientes_idx" ON "auditorias_paso_am" ("planta_id", "vence") WHERE "estado" in ('solicitada', 'en_curso');
--> statement-breakpoint
CREATE UNIQUE INDEX "auditorias_paso_am_abierta_unique" ON "auditorias_paso_am" ("equipo_am_id") WHERE "estado" in ('solicitada', 'en_curso');
--> statement-breakpoint
-- One requirement's answer, saved as the auditor gives it (a row each: the audit trail records one answer per change).
CREATE TABLE "respuestas_auditoria_am" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "auditoria_id" uuid NOT NULL REFERENCES "auditorias_paso_am"("id") ON DELETE CASCADE,
  "requisito" text NOT NULL,
  "puntaje" integer,
  "comentario" text DEFAULT '' NOT NULL,
  "foto" text,
  "accion" text DEFAULT '' NOT NULL,
  "respondida_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "respondida_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "respuestas_auditoria_am_pkey" PRIMARY KEY("auditoria_id","requisito"),
  CONSTRAINT "respuestas_auditoria_am_puntaje_check" CHECK ("puntaje" is null or "puntaje" between 0 and 4)
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "plantillas_auditoria_am" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "plantillas_auditoria_am" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "plantillas_auditoria_am" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "plantillas_auditoria_am" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "plantillas_auditoria_am" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "plantillas_auditoria_am" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "plantillas_auditoria_am" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "plantillas_auditoria_am" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "plantillas_auditoria_am" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "auditorias_paso_am" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "auditorias_paso_am" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "auditorias_paso_am" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "auditorias_paso_am" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "auditorias_paso_am" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "auditorias_paso_am" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "auditorias_paso_am" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "auditorias_paso_am" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "auditorias_paso_am" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "respuestas_auditoria_am" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "respuestas_auditoria_am" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "respuestas_auditoria_am" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "respuestas_auditoria_am" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "respuestas_auditoria_am" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "respuestas_auditoria_am" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "respuestas_auditoria_am" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "respuestas_auditoria_am" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "respuestas_auditoria_am" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON plantillas_auditoria_am
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('plantilla_am', 'Plantilla de auditoría del paso {paso}', 'actualizada_en');
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON auditorias_paso_am
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('auditoria_am', 'Auditoría del paso {paso}', 'solicitada_en');
--> statement-breakpoint
-- The answer's record is the audit's (entidad_id = auditoria_id): its history reads with the audit's.
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON respuestas_auditoria_am
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('respuesta_am', 'Requisito {requisito}', 'respondida_en', '', 'auditoria_id');
