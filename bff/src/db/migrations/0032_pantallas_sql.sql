-- TV board pantallas (issue 12): value checks and the audit trail (docs/auditoria.md). Re-runnable.
-- The token's hash, the creation bookkeeping and the once-a-minute `ultimo_uso` bump are not recorded
-- (a bump writes no record); creating, renaming and revoking (`revocada_en`) are.
ALTER TABLE pantallas DROP CONSTRAINT IF EXISTS pantallas_valores_check;
--> statement-breakpoint
ALTER TABLE pantallas ADD CONSTRAINT pantallas_valores_check CHECK (
  btrim(nombre) <> '' AND char_length(nombre) <= 60 AND token_hash ~ '^[0-9a-f]{64}$'
);
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON pantallas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON pantallas
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('pantalla', 'Pantalla {nombre}', 'token_hash,creada_por,fecha_creacion,ultimo_uso');
