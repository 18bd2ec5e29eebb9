-- Every statement that writes cards notifies 'portal_tarjetas' (payload: the operation), delivered on commit:
-- each BFF instance drops the dashboard figures it keeps in memory. One notification per statement, so a
-- bulk import sends one, not thousands. A trigger also covers writes made outside the BFF.
CREATE OR REPLACE FUNCTION portal_notify_tarjetas_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_tarjetas', lower(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tarjetas_notify_change ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER tarjetas_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tarjetas FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_tarjetas_change();
