-- Issue 24: the plants join the audit trail (renaming a plant or changing its code, zone or alert days is an Admin's
-- settings change). The label names the plant by its name and code; the creation stamp is left out. Re-runnable.
-- A plant's record belongs to the plant of the session that made it (an Admin editing their plant: that plant); one
-- made with no session plant (a plant created as the tables' owner) belongs to the plant itself, where the 0054
-- function had no plant to give it (auditoria.planta_id is NOT NULL). Otherwise the function is the one of 0054.
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
     AND c.key <> 'planta_id'
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

  INSERT INTO auditoria (planta_id, actor_id, actor_nombre, actor_legajo, entidad, entidad_id, etiqueta, accion, cambios, ip)
  VALUES (
    coalesce((v_fila ->> 'planta_id')::integer, portal_planta_actual(), CASE WHEN TG_TABLE_NAME = 'plantas' THEN (v_fila ->> 'id')::integer END),
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
DROP TRIGGER IF EXISTS auditoria ON plantas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON plantas
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('planta', '{nombre} ({codigo})', 'creada_en');
