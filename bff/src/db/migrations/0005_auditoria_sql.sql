-- Audit trail (docs/auditoria.md). One generic row trigger records every INSERT/UPDATE/DELETE of an audited
-- table into `auditoria` in the changing transaction, so no write path can skip it and a failed write leaves
-- nothing. Rows changed by a foreign-key action (a deleted user's presets) get their own record, with the same
-- actor. A table joins with one CREATE TRIGGER (arguments below). Re-runnable: CREATE OR REPLACE / DROP IF EXISTS.
--
-- auditoria_registrar(entidad, etiqueta, ignoradas, enmascaradas, columna_id)
--   entidad      'tarjeta', 'usuario', … (domain ENTIDADES_AUDITORIA)
--   etiqueta     readable name of the row, '{columna}' replaced by the row's value: '{color} N°{numero}'
--   ignoradas    comma-separated columns never listed (internal bookkeeping); the id column never is
--   enmascaradas comma-separated columns whose values are never copied (a change shows as '••••')
--   columna_id   the column stored as entidad_id (default 'id')
-- The actor comes from the transaction-local settings portal.actor (JSON: id, nombre, legajo, ip) and
-- portal.accion (the UPDATE's action: 'cerrar', 'planificar', …), set by the BFF's AuditedTx; without them
-- the actor is 'sistema' and an UPDATE is 'editar'.
CREATE OR REPLACE FUNCTION auditoria_registrar() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_entidad text := TG_ARGV[0];
  v_plantilla text := coalesce(TG_ARGV[1], '');
  v_ignoradas text[] := string_to_array(coalesce(TG_ARGV[2], ''), ',');
  v_enmascaradas text[] := string_to_array(coalesce(TG_ARGV[3], ''), ',');
  v_columna_id text := coalesce(nullif(TG_ARGV[4], ''), 'id');
  v_actor jsonb := nullif(current_setting('portal.actor', true), '')::jsonb;
  v_viejo json;
  v_nuevo json;
  v_fila jsonb;
  v_cambios jsonb;
  v_etiqueta text := v_plantilla;
  v_accion text;
  v_clave text;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_viejo := to_json(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_nuevo := to_json(NEW); END IF;
  v_fila := coalesce(v_nuevo, v_viejo)::jsonb;

  -- json (not jsonb) keeps the table's column order, so the changes read in the form's order.
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'campo', c.key,
           'antes', CASE WHEN c.key = ANY (v_enmascaradas) THEN to_jsonb('••••'::text) ELSE (v_viejo -> c.key)::jsonb END,
           'despues', CASE WHEN c.key = ANY (v_enmascaradas) THEN to_jsonb('••••'::text) ELSE (v_nuevo -> c.key)::jsonb END
         ) ORDER BY c.n), '[]'::jsonb)
    INTO v_cambios
    FROM json_each(coalesce(v_nuevo, v_viejo)) WITH ORDINALITY AS c(key, value, n)
   WHERE c.key <> v_columna_id
     AND c.key <> 'id'
     AND NOT c.key = ANY (v_ignoradas)
     AND CASE
           WHEN TG_OP = 'UPDATE' THEN (v_viejo -> c.key)::jsonb IS DISTINCT FROM (v_nuevo -> c.key)::jsonb
           -- A new or deleted row lists its non-empty values; masked ones are left out.
           ELSE NOT c.key = ANY (v_enmascaradas)
                AND c.value::jsonb NOT IN ('null'::jsonb, '""'::jsonb, 'false'::jsonb, '[]'::jsonb, '{}'::jsonb)
         END;

  IF TG_OP = 'UPDATE' AND v_cambios = '[]'::jsonb THEN
    RETURN NULL;
  END IF;

  v_accion := CASE TG_OP
    WHEN 'INSERT' THEN 'crear'
    WHEN 'DELETE' THEN 'eliminar'
    ELSE coalesce(nullif(current_setting('portal.accion', true), ''), 'editar')
  END;

  FOR v_clave IN SELECT DISTINCT m[1] FROM regexp_matches(v_plantilla, '\{([a-z0-9_]+)\}', 'g') AS m LOOP
    v_etiqueta := replace(v_etiqueta, '{' || v_clave || '}', coalesce(v_fila ->> v_clave, ''));
  END LOOP;

  INSERT INTO auditoria (actor_id, actor_nombre, actor_legajo, entidad, entidad_id, etiqueta, accion, cambios, ip)
  VALUES (
    (v_actor ->> 'id')::uuid,
    coalesce(v_actor ->> 'nombre', 'sistema'),
    v_actor ->> 'legajo',
    v_entidad,
    v_fila ->> v_columna_id,
    v_etiqueta,
    v_accion,
    v_cambios,
    v_actor ->> 'ip'
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Append-only: no statement may change or remove audit records (the API has no such endpoint either).
CREATE OR REPLACE FUNCTION auditoria_solo_agregar() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria: solo se pueden agregar registros (% rechazado)', TG_OP USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria_solo_agregar ON auditoria;
--> statement-breakpoint
CREATE TRIGGER auditoria_solo_agregar BEFORE UPDATE OR DELETE OR TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_solo_agregar();
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON tarjetas
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('tarjeta', '{color} N°{numero}', 'creado_por,cerrada_en');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON users;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('usuario', '{name} (legajo {email})', 'created_at', 'password_hash');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON user_hours;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON user_hours
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('horas', 'Horas del {date}', '', '', 'user_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON campos;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON campos
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('campo', '{name}: {value}');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON filtros;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON filtros
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('filtro', '{nombre}', 'user_id,created_at');
