-- Issue 24, memberships: a person (personas: the pin and the session version) works in plants through their users,
-- one per plant, each with its own legajo and role there. An existing user becomes a person (same id) and their
-- membership of plant 1. Legajos repeat across plants: unique per plant. users joins the plant tables' row-level
-- security (as in 0054): a plant's session sees and writes its own members only.
CREATE TABLE "personas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"password_hash" text NOT NULL,
	"sesion_version" integer DEFAULT 0 NOT NULL,
	"debe_cambiar_pin" boolean DEFAULT false NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "personas" ("id", "password_hash", "sesion_version", "debe_cambiar_pin", "creada_en")
  SELECT "id", "password_hash", "sesion_version", "debe_cambiar_pin", "created_at" FROM "users";
--> statement-breakpoint
-- The copy below is no one's edit: the users audit trigger goes first (it is created again at the end).
DROP TRIGGER IF EXISTS auditoria ON users;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_legajo_unique";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "persona_id" uuid;
--> statement-breakpoint
UPDATE "users" SET "persona_id" = "id";
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "persona_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membresia_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_persona_id_idx" ON "users" USING btree ("persona_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_planta_legajo_unique" UNIQUE("planta_id","legajo");
--> statement-breakpoint
-- users is a plant's table now: the read-only role loses the writes 0054 gave it (a person's own columns are in personas).
REVOKE INSERT, UPDATE, DELETE ON "users" FROM portal_lector;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "personas" TO portal_app;
--> statement-breakpoint
GRANT SELECT, UPDATE ON "personas" TO portal_lector;
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lectura ON "users";
--> statement-breakpoint
CREATE POLICY planta_lectura ON "users" FOR SELECT TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_alta ON "users";
--> statement-breakpoint
CREATE POLICY planta_alta ON "users" FOR INSERT TO portal_app WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_cambio ON "users";
--> statement-breakpoint
CREATE POLICY planta_cambio ON "users" FOR UPDATE TO portal_app USING (planta_id = portal_planta_actual()) WITH CHECK (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_baja ON "users";
--> statement-breakpoint
CREATE POLICY planta_baja ON "users" FOR DELETE TO portal_app USING (planta_id = portal_planta_actual());
--> statement-breakpoint
DROP POLICY IF EXISTS planta_lector ON "users";
--> statement-breakpoint
CREATE POLICY planta_lector ON "users" FOR SELECT TO portal_lector USING (planta_id = ANY (portal_lectura()));
--> statement-breakpoint
-- A person is visible and changeable only through a membership the session sees (the subquery is bound by users'
-- policies): a plant's session never reads another plant's people's pin hashes. A person is created just before
-- their first membership, so any session may insert one.
ALTER TABLE "personas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "personas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS miembro_visible ON "personas";
--> statement-breakpoint
CREATE POLICY miembro_visible ON "personas" FOR SELECT TO portal_app, portal_lector
  USING (EXISTS (SELECT 1 FROM users u WHERE u.persona_id = personas.id));
--> statement-breakpoint
DROP POLICY IF EXISTS persona_alta ON "personas";
--> statement-breakpoint
CREATE POLICY persona_alta ON "personas" FOR INSERT TO portal_app WITH CHECK (true);
--> statement-breakpoint
DROP POLICY IF EXISTS miembro_cambio ON "personas";
--> statement-breakpoint
CREATE POLICY miembro_cambio ON "personas" FOR UPDATE TO portal_app, portal_lector
  USING (EXISTS (SELECT 1 FROM users u WHERE u.persona_id = personas.id));
--> statement-breakpoint
-- The person goes with their last membership (whichever plant removes it: hence as the definer, who sees every plant).
CREATE OR REPLACE FUNCTION portal_persona_sin_membresias() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM personas p WHERE p.id = OLD.persona_id AND NOT EXISTS (SELECT 1 FROM users u WHERE u.persona_id = OLD.persona_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_persona_sin_membresias ON users;
--> statement-breakpoint
CREATE TRIGGER users_persona_sin_membresias AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION portal_persona_sin_membresias();
--> statement-breakpoint
-- A person's change (pin, reset) drops every membership of theirs from every instance's session cache (0003's channel).
CREATE OR REPLACE FUNCTION portal_notify_persona_change() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_id uuid;
BEGIN
  FOR v_id IN SELECT u.id FROM users u WHERE u.persona_id = OLD.id LOOP
    PERFORM pg_notify('portal_users', v_id::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS personas_notify_change ON personas;
--> statement-breakpoint
CREATE TRIGGER personas_notify_change AFTER UPDATE OR DELETE ON personas FOR EACH ROW EXECUTE FUNCTION portal_notify_persona_change();
--> statement-breakpoint
-- A pin change or reset is recorded on the user of the session's plant (the person's membership there), as before the
-- pin left users: entity 'usuario', its label, the masked pin and the 'must change' mark. Creating a person is recorded
-- by their membership's creation; removing one by the membership's removal.
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON personas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER UPDATE ON personas FOR EACH ROW EXECUTE FUNCTION auditoria_persona();
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON users;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('usuario', '{name} (legajo {legajo})', 'created_at,persona_id,membresia_version,ultimo_login,ultima_actividad');
