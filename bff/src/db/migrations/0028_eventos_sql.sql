-- Live events (issue 12). The DATABASE announces what changed on the channel 'portal_eventos', so every BFF
-- instance hears writes made through any instance (or outside the BFF: an import, a DBA). Payload: an
-- EventoPortal's JSON (kind and id, never the document), delivered on commit, dropped on rollback.
-- Statement-level triggers with transition tables: a statement that changes more than 50 rows sends ONE
-- 'resync' (with its entidad) instead of one notification per row. PostgreSQL allows a single event per
-- trigger when transition tables are used, hence one trigger per INSERT / UPDATE / DELETE. Identical
-- notifications in one transaction are delivered once (PostgreSQL folds them). Re-runnable.
ALTER TABLE event_tickets DROP CONSTRAINT IF EXISTS event_tickets_un_titular_check;
--> statement-breakpoint
ALTER TABLE event_tickets ADD CONSTRAINT event_tickets_un_titular_check CHECK (num_nonnulls(user_id, pantalla_id) = 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_evento(tipo text, id text, extra jsonb DEFAULT '{}'::jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('portal_eventos', (jsonb_build_object('tipo', tipo, 'id', coalesce(id, '')) || jsonb_strip_nulls(extra))::text);
$$;
--> statement-breakpoint
-- Cards (TG_ARGV[0] = 'tarjeta') and Kaizens ('kaizen'). A card closed is estado Abierta -> Cerrada. An UPDATE
-- that changes nothing announces nothing.
CREATE OR REPLACE FUNCTION portal_eventos_documento() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entidad text := TG_ARGV[0];
  filas bigint;
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO filas FROM nuevas;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO filas FROM viejas;
  ELSE
    SELECT count(*) INTO filas FROM nuevas n JOIN viejas o ON o.id = n.id WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
  END IF;
  IF filas = 0 THEN
    RETURN NULL;
  END IF;
  IF filas > 50 THEN
    PERFORM portal_evento('resync', '', jsonb_build_object('entidad', entidad));
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT id FROM nuevas LOOP
      PERFORM portal_evento(CASE entidad WHEN 'tarjeta' THEN 'tarjeta.creada' ELSE 'kaizen.creado' END, r.id::text);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT id FROM viejas LOOP
      PERFORM portal_evento(CASE entidad WHEN 'tarjeta' THEN 'tarjeta.eliminada' ELSE 'kaizen.eliminado' END, r.id::text);
    END LOOP;
  ELSE
    FOR r IN
      SELECT n.id, (entidad = 'tarjeta' AND o.estado = 'Abierta' AND n.estado = 'Cerrada') AS cerrada
      FROM nuevas n JOIN viejas o ON o.id = n.id
      WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)
    LOOP
      PERFORM portal_evento(
        CASE WHEN r.cerrada THEN 'tarjeta.cerrada' WHEN entidad = 'tarjeta' THEN 'tarjeta.actualizada' ELSE 'kaizen.actualizado' END,
        r.id::text);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Comments: a new one is 'comentario.agregado' (its id, and its card's or Kaizen's); a comment deleted (or
-- changed) announces its card or Kaizen as updated, unless that went too (a cascade from its deletion).
-- (A transition table exists only for the events that have it: each branch reads its own.)
CREATE OR REPLACE FUNCTION portal_eventos_comentarios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filas bigint;
  tarjeta_ids uuid[];
  kaizen_ids uuid[];
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO filas FROM nuevas;
    IF filas > 50 THEN
      PERFORM portal_evento('resync', '');
      RETURN NULL;
    END IF;
    FOR r IN SELECT id, tarjeta_id, kaizen_id FROM nuevas LOOP
      PERFORM portal_evento('comentario.agregado', r.id::text, jsonb_build_object('tarjetaId', r.tarjeta_id, 'kaizenId', r.kaizen_id));
    END LOOP;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), array_agg(tarjeta_id), array_agg(kaizen_id) INTO filas, tarjeta_ids, kaizen_ids FROM viejas;
  ELSE
    SELECT count(*), array_agg(n.tarjeta_id) || array_agg(o.tarjeta_id), array_agg(n.kaizen_id) || array_agg(o.kaizen_id)
      INTO filas, tarjeta_ids, kaizen_ids
      FROM nuevas n JOIN viejas o ON o.id = n.id WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
  END IF;
  PERFORM portal_eventos_padres(filas, tarjeta_ids, kaizen_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A Kaizen's cards (kaizen_tarjetas): the Kaizen and each linked card changed (a card shows its Kaizens).
-- Links removed with their Kaizen, or a card's link cleared by the card's deletion, name only what still exists.
CREATE OR REPLACE FUNCTION portal_eventos_kaizen_tarjetas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filas bigint;
  tarjeta_ids uuid[];
  kaizen_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), array_agg(tarjeta_id), array_agg(kaizen_id) INTO filas, tarjeta_ids, kaizen_ids FROM nuevas;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), array_agg(tarjeta_id), array_agg(kaizen_id) INTO filas, tarjeta_ids, kaizen_ids FROM viejas;
  ELSE
    SELECT count(*), array_agg(n.tarjeta_id) || array_agg(o.tarjeta_id), array_agg(n.kaizen_id) || array_agg(o.kaizen_id)
      INTO filas, tarjeta_ids, kaizen_ids
      FROM nuevas n JOIN viejas o ON o.id = n.id WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
  END IF;
  PERFORM portal_eventos_padres(filas, tarjeta_ids, kaizen_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 'tarjeta.actualizada' / 'kaizen.actualizado' for each distinct card / Kaizen that still exists; one resync
-- instead when more than 50 rows changed.
CREATE OR REPLACE FUNCTION portal_eventos_padres(filas bigint, tarjeta_ids uuid[], kaizen_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF coalesce(filas, 0) = 0 THEN
    RETURN;
  END IF;
  IF filas > 50 THEN
    PERFORM portal_evento('resync', '');
    RETURN;
  END IF;
  FOR r IN SELECT DISTINCT t.id FROM unnest(tarjeta_ids) AS u(id) JOIN tarjetas t ON t.id = u.id LOOP
    PERFORM portal_evento('tarjeta.actualizada', r.id::text);
  END LOOP;
  FOR r IN SELECT DISTINCT k.id FROM unnest(kaizen_ids) AS u(id) JOIN kaizens k ON k.id = u.id LOOP
    PERFORM portal_evento('kaizen.actualizado', r.id::text);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_eventos_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_evento('resync', '', jsonb_build_object('entidad', TG_ARGV[0]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_insert ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_insert AFTER INSERT ON tarjetas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_documento('tarjeta');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_update ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_update AFTER UPDATE ON tarjetas REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_documento('tarjeta');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_delete ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_delete AFTER DELETE ON tarjetas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_documento('tarjeta');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_truncate ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_truncate AFTER TRUNCATE ON tarjetas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_truncate('tarjeta');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_insert ON kaizens;
--> statement-breakpoint
CREATE TRIGGER eventos_insert AFTER INSERT ON kaizens REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_documento('kaizen');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_update ON kaizens;
--> statement-breakpoint
CREATE TRIGGER eventos_update AFTER UPDATE ON kaizens REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_documento('kaizen');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_delete ON kaizens;
--> statement-breakpoint
CREATE TRIGGER eventos_delete AFTER DELETE ON kaizens REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_documento('kaizen');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_truncate ON kaizens;
--> statement-breakpoint
CREATE TRIGGER eventos_truncate AFTER TRUNCATE ON kaizens FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_truncate('kaizen');
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_insert ON comentarios;
--> statement-breakpoint
CREATE TRIGGER eventos_insert AFTER INSERT ON comentarios REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_comentarios();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_update ON comentarios;
--> statement-breakpoint
CREATE TRIGGER eventos_update AFTER UPDATE ON comentarios REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_comentarios();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_delete ON comentarios;
--> statement-breakpoint
CREATE TRIGGER eventos_delete AFTER DELETE ON comentarios REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_comentarios();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_truncate ON comentarios;
--> statement-breakpoint
CREATE TRIGGER eventos_truncate AFTER TRUNCATE ON comentarios FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_truncate();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_insert ON kaizen_tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_insert AFTER INSERT ON kaizen_tarjetas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_kaizen_tarjetas();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_update ON kaizen_tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_update AFTER UPDATE ON kaizen_tarjetas REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_kaizen_tarjetas();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_delete ON kaizen_tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_delete AFTER DELETE ON kaizen_tarjetas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_kaizen_tarjetas();
--> statement-breakpoint
DROP TRIGGER IF EXISTS eventos_truncate ON kaizen_tarjetas;
--> statement-breakpoint
CREATE TRIGGER eventos_truncate AFTER TRUNCATE ON kaizen_tarjetas FOR EACH STATEMENT EXECUTE FUNCTION portal_eventos_truncate();
