-- Issue 22 (following a card): the kinds of novedad and the audit trail of the table (docs/auditoria.md). Re-runnable.
ALTER TABLE novedades DROP CONSTRAINT IF EXISTS novedades_tipo_check;
--> statement-breakpoint
ALTER TABLE novedades ADD CONSTRAINT novedades_tipo_check CHECK (tipo IN ('planificada', 'cerrada', 'comentario'));
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON novedades;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON novedades
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('novedad', 'Novedad {tipo}');
