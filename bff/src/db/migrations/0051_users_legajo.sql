-- Issue 23 §3: the legajo leaves the column named `email` (the original documents' name; the API keeps that
-- field name for compatibility). The unique constraint (and its index) follow the column's name, and the users
-- audit trigger's label reads the new column (its arguments otherwise as in 0022). A backup taken before this
-- migration restores into the schema of its own version, then this migration runs on it.
ALTER TABLE "users" RENAME COLUMN "email" TO "legajo";
--> statement-breakpoint
ALTER TABLE "users" RENAME CONSTRAINT "users_email_unique" TO "users_legajo_unique";
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON users;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('usuario', '{name} (legajo {legajo})', 'created_at,sesion_version,ultimo_login,ultima_actividad', 'password_hash');
