-- Issue 10 (account): the users audit trigger leaves out the session bookkeeping. 'Última actividad' and the last
-- login are written by requests and logins (logins have their own records), and the session version moves with
-- every pin change, which the masked password_hash already records. Without this, an activity bump would add an
-- audit record every 5 minutes per user. Re-runnable.
DROP TRIGGER IF EXISTS auditoria ON users;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('usuario', '{name} (legajo {email})', 'created_at,sesion_version,ultimo_login,ultima_actividad', 'password_hash');
