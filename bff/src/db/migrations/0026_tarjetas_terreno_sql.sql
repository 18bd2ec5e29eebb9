-- The files attached before card images had sides are each card's 'imagen'.
UPDATE archivos SET tarjeta_lado = 'imagen' WHERE attached_to IS NOT NULL AND tarjeta_lado IS NULL;
--> statement-breakpoint
ALTER TABLE archivos DROP CONSTRAINT IF EXISTS archivos_tarjeta_lado_check;
--> statement-breakpoint
ALTER TABLE archivos ADD CONSTRAINT archivos_tarjeta_lado_check
  CHECK ((tarjeta_lado IS NULL OR tarjeta_lado IN ('imagen', 'antes', 'despues')) AND (attached_to IS NULL OR tarjeta_lado IS NOT NULL));
--> statement-breakpoint
-- The Idempotency-Key and its body hash are request bookkeeping, not card data: never listed in the trail.
DROP TRIGGER IF EXISTS auditoria ON tarjetas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON tarjetas
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('tarjeta', '{color} N°{numero}', 'creado_por,cerrada_en,idempotency_key,idempotency_hash');
