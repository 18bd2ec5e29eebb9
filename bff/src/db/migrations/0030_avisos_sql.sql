-- Overdue notices, their e-mail outbox and the weekly report (issue 12): value checks and the audit trail
-- (docs/auditoria.md). The outbox's and the report's delivery bookkeeping (claims, attempts, last error) is
-- left out of the trail: a record says a notice or report was queued and when it was sent or given up. Re-runnable.
ALTER TABLE avisos DROP CONSTRAINT IF EXISTS avisos_nivel_check;
--> statement-breakpoint
ALTER TABLE avisos ADD CONSTRAINT avisos_nivel_check CHECK (nivel IN ('vencida', 'escalada'));
--> statement-breakpoint
ALTER TABLE correos_aviso DROP CONSTRAINT IF EXISTS correos_aviso_estado_check;
--> statement-breakpoint
ALTER TABLE correos_aviso ADD CONSTRAINT correos_aviso_estado_check CHECK (estado IN ('pendiente', 'enviado', 'omitido', 'fallido') AND intentos >= 0);
--> statement-breakpoint
ALTER TABLE reportes_semanales DROP CONSTRAINT IF EXISTS reportes_semanales_estado_check;
--> statement-breakpoint
ALTER TABLE reportes_semanales ADD CONSTRAINT reportes_semanales_estado_check CHECK (estado IN ('pendiente', 'enviado', 'fallido') AND intentos >= 0);
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON avisos;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON avisos
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('aviso', 'Aviso {nivel}');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON aviso_usuarios;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON aviso_usuarios
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('aviso_usuario', 'Aviso a usuario');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON correos_aviso;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON correos_aviso
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('correo', 'E-mail de aviso', 'intentos,proximo_intento,reclamado_en,ultimo_error');
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON reportes_semanales;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON reportes_semanales
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('reporte_semanal', 'Reporte semanal {semana}', 'intentos,proximo_intento,reclamado_en,ultimo_error', '', 'semana');
