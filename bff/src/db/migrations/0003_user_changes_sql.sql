-- Every change to a user (role, name, deletion) or to their hours notifies 'portal_users' with the
-- user's id, from the changing transaction (delivered on commit): each BFF instance drops that user
-- from its session cache. A trigger also covers writes made outside the BFF.
CREATE OR REPLACE FUNCTION portal_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_users', OLD.id::text);
  IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
    PERFORM pg_notify('portal_users', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_user_hours_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_users', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_users', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_hours_notify_change ON user_hours;
--> statement-breakpoint
CREATE TRIGGER user_hours_notify_change AFTER INSERT OR UPDATE OR DELETE ON user_hours FOR EACH ROW EXECUTE FUNCTION portal_notify_user_hours_change();
