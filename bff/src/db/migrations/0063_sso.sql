-- Issue 24 §3: single sign-on with OpenID Connect.
-- The person a provider account is (issuer and subject), set at its first single sign-on.
ALTER TABLE "personas" ADD COLUMN "sso_sujeto" text;
--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_sso_sujeto_unique" UNIQUE ("sso_sujeto");
--> statement-breakpoint
-- A membership the provider's groups govern (given, changed, taken at each single sign-on), and since when its group no
-- longer gives it access: the row stays (its cards, hours and history), its sessions and logins are refused.
ALTER TABLE "users" ADD COLUMN "sso" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_baja" timestamp with time zone;
--> statement-breakpoint
-- Which provider group gives which role in a plant: the plant's Admin edits them.
CREATE TABLE "sso_grupos" (
  "planta_id" integer DEFAULT portal_planta_actual() NOT NULL REFERENCES "plantas"("id"),
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "grupo" text NOT NULL,
  "role" text NOT NULL,
  "creado_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sso_grupos_planta_grupo_unique" UNIQUE ("planta_id", "grupo")
);
--> statement-breakpoint
CREATE INDEX "sso_grupos_grupo_idx" ON "sso_grupos" ("grupo");
--> statement-breakpoint
ALTER TABLE "sso_grupos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sso_grupos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY planta_lectura ON "sso_grupos" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_alta ON "sso_grupos" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_cambio ON "sso_grupos" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY planta_baja ON "sso_grupos" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
CREATE POLICY plantas_lectura ON "sso_grupos" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON sso_grupos
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('grupo_sso', 'Grupo {grupo}', 'creado_en');
--> statement-breakpoint
-- One sign-in on its way through the provider: state, nonce and PKCE verifier until the return (minutes), then the
-- one-time code the login page trades for the session. Nobody's plant; rows older than a few minutes are worthless.
CREATE TABLE "sso_ingresos" (
  "state" text PRIMARY KEY NOT NULL,
  "nonce" text NOT NULL,
  "verificador" text NOT NULL,
  "planta_codigo" text,
  "codigo" text,
  "user_id" uuid,
  "planta_id" integer,
  "creado_en" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sso_ingresos_codigo_unique" UNIQUE ("codigo")
);
--> statement-breakpoint
CREATE INDEX "sso_ingresos_creado_en_idx" ON "sso_ingresos" ("creado_en");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_ingresos TO portal_lector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auditoria_persona() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_actor jsonb := nullif(current_setting('portal.actor', true), '')::jsonb;
  v_user record;
  v_cambios jsonb := '[]'::jsonb;
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    v_cambios := v_cambios || jsonb_build_object('campo', 'password_hash', 'antes', '••••', 'despues', '••••');
  END IF;
  IF NEW.debe_cambiar_pin IS DISTINCT FROM OLD.debe_cambiar_pin THEN
    v_cambios := v_cambios || jsonb_build_object('campo', 'debe_cambiar_pin', 'antes', OLD.debe_cambiar_pin, 'despues', NEW.debe_cambiar_pin);
  END IF;
  IF NEW.admin_empresa IS DISTINCT FROM OLD.admin_empresa THEN
    v_cambios := v_cambios || jsonb_build_object('campo', 'admin_empresa', 'antes', OLD.admin_empresa, 'despues', NEW.admin_empresa);
  END IF;
  IF NEW.sso_sujeto IS DISTINCT FROM OLD.sso_sujeto THEN
    v_cambios := v_cambios || jsonb_build_object('campo', 'sso_sujeto', 'antes', OLD.sso_sujeto, 'despues', NEW.sso_sujeto);
  END IF;
  IF v_cambios = '[]'::jsonb THEN
    RETURN NULL;
  END IF;
  SELECT u.id, u.planta_id, u.name, u.legajo INTO v_user FROM users u WHERE u.persona_id = NEW.id
   ORDER BY (u.planta_id = portal_planta_actual()) DESC NULLS LAST, u.planta_id LIMIT 1;
  IF v_user.id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO auditoria (planta_id, actor_id, actor_nombre, actor_legajo, entidad, entidad_id, etiqueta, accion, cambios, ip)
  VALUES (
    v_user.planta_id,
    (v_actor ->> 'id')::uuid,
    coalesce(v_actor ->> 'nombre', 'sistema'),
    v_actor ->> 'legajo',
    'usuario',
    v_user.id::text,
    v_user.name || ' (legajo ' || v_user.legajo || ')',
    coalesce(nullif(current_setting('portal.accion', true), ''), 'editar'),
    v_cambios,
    v_actor ->> 'ip'
  );
  RETURN NULL;
END
$$;
