-- Issue 26 §1: the plant's shifts (null = the domain's three: 06:00, 14:00, 22:00).
ALTER TABLE "plantas" ADD COLUMN "turnos" jsonb;
--> statement-breakpoint
-- A machine's photo or diagram its CIL points are marked on.
CREATE TABLE "cil_maquinas" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "maquina_id" uuid PRIMARY KEY NOT NULL REFERENCES "campos"("id") ON DELETE CASCADE,
  "imagen" text,
  "actualizada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A CIL point of a machine's standard, in force from `desde` until `hasta` (a frequency change starts a new one);
-- a shift point from shift `desde_turno` of `desde` (the shift in force when it was created).
-- `ultima_*`: the latest window a run fulfilled (the due list compares it with the window under way).
CREATE TABLE "cil_puntos" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "maquina_id" uuid NOT NULL REFERENCES "campos"("id") ON DELETE CASCADE,
  "numero" integer NOT NULL,
  "tipo" text NOT NULL,
  "parte" text NOT NULL,
  "tarea" text NOT NULL,
  "estandar" text DEFAULT '' NOT NULL,
  "metodo" text DEFAULT '' NOT NULL,
  "minutos" integer NOT NULL,
  "frecuencia" text NOT NULL,
  "cada_dias" integer,
  "foto" text,
  "marcador_x" double precision,
  "marcador_y" double precision,
  "desde" date NOT NULL,
  "desde_turno" smallint DEFAULT 0 NOT NULL,
  "hasta" date,
  "anterior_id" uuid REFERENCES "cil_puntos"("id") ON DELETE SET NULL,
  "ultima_dia" date,
  "ultima_turno" smallint,
  "creado_por" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "creado_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cil_puntos_tipo_check" CHECK ("tipo" IN ('limpieza', 'inspeccion', 'lubricacion', 'ajuste')),
  CONSTRAINT "cil_puntos_frecuencia_check" CHECK ("frecuencia" IN ('turno', 'diaria', 'semanal', 'mensual', 'dias')),
  CONSTRAINT "cil_puntos_cada_dias_check" CHECK (("frecuencia" = 'dias') = ("cada_dias" IS NOT NULL) AND ("cada_dias" IS NULL OR "cada_dias" BETWEEN 2 AND 365)),
  CONSTRAINT "cil_puntos_minutos_check" CHECK ("minutos" BETWEEN 1 AND 480),
  CONSTRAINT "cil_puntos_marcador_check" CHECK (("marcador_x" IS NULL) = ("marcador_y" IS NULL) AND coalesce("marcador_x" BETWEEN 0 AND 1 AND "marcador_y" BETWEEN 0 AND 1, true)),
  CONSTRAINT "cil_puntos_vigencia_check" CHECK ("hasta" IS NULL OR "hasta" >= "desde")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cil_puntos_numero_unique" ON "cil_puntos" ("maquina_id", "numero") WHERE "hasta" IS NULL;
--> statement-breakpoint
CREATE INDEX "cil_puntos_vigentes_idx" ON "cil_puntos" ("planta_id", "maquina_id") WHERE "hasta" IS NULL;
--> statement-breakpoint
-- A routine run as the phone recorded it (its instants are the phone's: an offline run arrives later).
CREATE TABLE "cil_ejecuciones" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "maquina_id" uuid NOT NULL REFERENCES "campos"("id") ON DELETE CASCADE,
  "operario_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "operario_nombre" text NOT NULL,
  "iniciada_en" timestamp with time zone NOT NULL,
  "terminada_en" timestamp with time zone NOT NULL,
  "minutos" integer NOT NULL,
  "idempotency_key" text,
  "registrada_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cil_ejecuciones_idempotency_unique" UNIQUE("operario_id","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "cil_ejecuciones_maquina_idx" ON "cil_ejecuciones" ("planta_id", "maquina_id", "terminada_en");
--> statement-breakpoint
-- One point of a run, with the window it fell in.
CREATE TABLE "cil_resultados" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "ejecucion_id" uuid NOT NULL REFERENCES "cil_ejecuciones"("id") ON DELETE CASCADE,
  "punto_id" uuid NOT NULL REFERENCES "cil_puntos"("id") ON DELETE CASCADE,
  "resultado" text NOT NULL,
  "comentario" text DEFAULT '' NOT NULL,
  "motivo" text DEFAULT '' NOT NULL,
  "foto" text,
  "tarjeta_key" text,
  "en" timestamp with time zone NOT NULL,
  "ventana_dia" date NOT NULL,
  "ventana_turno" smallint NOT NULL,
  CONSTRAINT "cil_resultados_pkey" PRIMARY KEY("ejecucion_id","punto_id"),
  CONSTRAINT "cil_resultados_resultado_check" CHECK ("resultado" IN ('ok', 'no_ok', 'no_realizado'))
);
--> statement-breakpoint
CREATE INDEX "cil_resultados_punto_idx" ON "cil_resultados" ("punto_id", "en");
--> statement-breakpoint
-- Derived from cil_resultados (each window fulfilled once, by its first OK or No OK) and kept by the run's
-- transaction: the due list and the compliance read these instead of every result.
CREATE TABLE "cil_ventanas_cumplidas" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "punto_id" uuid NOT NULL REFERENCES "cil_puntos"("id") ON DELETE CASCADE,
  "dia" date NOT NULL,
  "turno" smallint NOT NULL,
  "ejecucion_id" uuid NOT NULL REFERENCES "cil_ejecuciones"("id") ON DELETE CASCADE,
  CONSTRAINT "cil_ventanas_cumplidas_pkey" PRIMARY KEY("punto_id","dia","turno")
);
--> statement-breakpoint
-- Windows fulfilled per machine and per person, by the week (its Monday) the window started in.
CREATE TABLE "cil_cumplimiento_maquina" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "maquina_id" uuid NOT NULL REFERENCES "campos"("id") ON DELETE CASCADE,
  "semana" date NOT NULL,
  "cumplidas" integer NOT NULL,
  CONSTRAINT "cil_cumplimiento_maquina_pkey" PRIMARY KEY("maquina_id","semana")
);
--> statement-breakpoint
CREATE INDEX "cil_cumplimiento_maquina_semana_idx" ON "cil_cumplimiento_maquina" ("planta_id", "semana");
--> statement-breakpoint
CREATE TABLE "cil_cumplimiento_persona" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "operario_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "semana" date NOT NULL,
  "cumplidas" integer NOT NULL,
  CONSTRAINT "cil_cumplimiento_persona_pkey" PRIMARY KEY("planta_id","operario_id","semana")
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_maquinas" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_maquinas" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_maquinas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_maquinas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_maquinas" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_maquinas" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_maquinas" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_maquinas" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_maquinas" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_puntos" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_puntos" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_puntos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_puntos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_puntos" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_puntos" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_puntos" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_puntos" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_puntos" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_ejecuciones" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_ejecuciones" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_ejecuciones" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_ejecuciones" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_ejecuciones" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_ejecuciones" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_ejecuciones" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_ejecuciones" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_ejecuciones" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_resultados" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_resultados" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_resultados" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_resultados" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_resultados" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_resultados" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_resultados" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_resultados" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_resultados" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_ventanas_cumplidas" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_ventanas_cumplidas" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_ventanas_cumplidas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_ventanas_cumplidas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_ventanas_cumplidas" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_ventanas_cumplidas" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_ventanas_cumplidas" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_ventanas_cumplidas" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_ventanas_cumplidas" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_cumplimiento_maquina" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_cumplimiento_maquina" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_cumplimiento_maquina" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_cumplimiento_maquina" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_cumplimiento_maquina" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_cumplimiento_maquina" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_cumplimiento_maquina" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_cumplimiento_maquina" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_cumplimiento_maquina" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cil_cumplimiento_persona" TO portal_app;
--> statement-breakpoint
GRANT SELECT ON "cil_cumplimiento_persona" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "cil_cumplimiento_persona" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cil_cumplimiento_persona" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "cil_cumplimiento_persona" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "cil_cumplimiento_persona" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "cil_cumplimiento_persona" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "cil_cumplimiento_persona" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "cil_cumplimiento_persona" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON cil_maquinas
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('cil_maquina', 'Imagen CIL de la máquina', 'actualizada_en', '', 'maquina_id');
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON cil_puntos
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('cil_punto', 'Punto CIL {numero}: {parte}', 'creado_en,ultima_dia,ultima_turno');
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON cil_ejecuciones
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('cil_ejecucion', 'Rutina CIL', 'registrada_en,idempotency_key');
--> statement-breakpoint
-- A result's record is its run's (entidad_id = ejecucion_id).
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON cil_resultados
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('cil_resultado', 'Resultado de un punto CIL', 'en,ventana_dia,ventana_turno', '', 'ejecucion_id');
--> statement-breakpoint
-- The uploads cleanup keeps a photo while any record shows it: these let it look one up by URL.
CREATE INDEX "cil_puntos_foto_idx" ON "cil_puntos" ("foto") WHERE "foto" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "cil_maquinas_imagen_idx" ON "cil_maquinas" ("imagen") WHERE "imagen" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "cil_resultados_foto_idx" ON "cil_resultados" ("foto") WHERE "foto" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "respuestas_auditoria_am_foto_idx" ON "respuestas_auditoria_am" ("foto") WHERE "foto" IS NOT NULL;
