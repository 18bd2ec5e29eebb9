-- The bell's read marker joins the audit trail (docs/auditoria.md); it is written only when it moves.
DROP TRIGGER IF EXISTS auditoria ON notificaciones_lectura;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON notificaciones_lectura
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('notificaciones', 'Notificaciones', '', '', 'user_id');
