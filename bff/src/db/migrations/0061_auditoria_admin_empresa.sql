-- Issue 24: making a person a company Admin, or no longer one, is recorded like a pin change: on the user of the
-- session's plant (the person's membership there), as a change of 'admin_empresa'.
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
