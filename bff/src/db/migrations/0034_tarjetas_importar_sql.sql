-- Card import (issue 13): the per-card audit record costs about nine times the insert itself (10,000 rows:
-- 4.0 s vs 0.45 s on PGlite, 1.7 s vs 0.2 s on PostgreSQL), so the import's transaction sets portal.importacion
-- = 'on' around its card INSERTs and writes one 'importar' record instead (ImportarRepository). Every other write
-- of tarjetas is recorded per row exactly as before (same arguments as migration 0026).
DROP TRIGGER IF EXISTS auditoria ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON tarjetas
  FOR EACH ROW WHEN (coalesce(current_setting('portal.importacion', true), '') <> 'on')
  EXECUTE FUNCTION auditoria_registrar('tarjeta', '{color} N°{numero}', 'creado_por,cerrada_en,idempotency_key,idempotency_hash');
