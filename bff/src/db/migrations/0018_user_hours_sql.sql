-- Hours entries (issue 10): value checks and the audit trail without the bookkeeping columns. Re-runnable.
-- NOT VALID: rows logged before these rules stay readable; every new or changed row is checked.
ALTER TABLE user_hours DROP CONSTRAINT IF EXISTS user_hours_quantity_check;
--> statement-breakpoint
ALTER TABLE user_hours ADD CONSTRAINT user_hours_quantity_check CHECK (quantity > 0 AND quantity <= 24) NOT VALID;
--> statement-breakpoint
ALTER TABLE user_hours DROP CONSTRAINT IF EXISTS user_hours_type_of_check;
--> statement-breakpoint
ALTER TABLE user_hours ADD CONSTRAINT user_hours_type_of_check
  CHECK (type_of IN ('Horas de actividades autonomas', 'Horas recibidas de capacitacion', 'Horas dadas de capacitacion')) NOT VALID;
--> statement-breakpoint
-- Recorded on the user (entidad_id = user_id) as before; who logged it is the record's actor.
DROP TRIGGER IF EXISTS auditoria ON user_hours;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON user_hours
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('horas', 'Horas del {date}', 'created_by,created_at', '', 'user_id');
--> statement-breakpoint
-- 'Horas por equipo autonomo' groups users by equipo.
CREATE INDEX IF NOT EXISTS users_equipo_idx ON users (equipo);
