-- Issue 22 §3 (pairing a TV by code, a pantalla's settings): value checks and the audit trail of the codes
-- (docs/auditoria.md). Re-runnable. The secret's hash is never recorded.
ALTER TABLE pantallas DROP CONSTRAINT IF EXISTS pantallas_ajustes_check;
--> statement-breakpoint
ALTER TABLE pantallas ADD CONSTRAINT pantallas_ajustes_check CHECK (segundos BETWEEN 5 AND 3600 AND (equipo IS NULL OR char_length(equipo) <= 200));
--> statement-breakpoint
ALTER TABLE pantalla_codigos DROP CONSTRAINT IF EXISTS pantalla_codigos_valores_check;
--> statement-breakpoint
ALTER TABLE pantalla_codigos ADD CONSTRAINT pantalla_codigos_valores_check CHECK (
  codigo ~ '^[ACDEFGHJKMNPQRTUVWXY34679]{6}$' AND secreto_hash ~ '^[0-9a-f]{64}$'
);
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON pantalla_codigos;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON pantalla_codigos
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('pantalla_codigo', 'Código de TV {codigo}', 'secreto_hash');
