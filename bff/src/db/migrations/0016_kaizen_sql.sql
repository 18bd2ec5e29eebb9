-- Quick Kaizen: value checks, the numbering row, and the audit trail (docs/auditoria.md) for Kaizens and
-- their linked cards. Re-runnable.
ALTER TABLE kaizens DROP CONSTRAINT IF EXISTS kaizens_estado_check;
--> statement-breakpoint
ALTER TABLE kaizens ADD CONSTRAINT kaizens_estado_check CHECK (estado IN ('Abierta', 'Cerrada') AND NOT (estado = 'Cerrada' AND implementacion));
--> statement-breakpoint
ALTER TABLE kaizen_tarjetas DROP CONSTRAINT IF EXISTS kaizen_tarjetas_rol_check;
--> statement-breakpoint
ALTER TABLE kaizen_tarjetas ADD CONSTRAINT kaizen_tarjetas_rol_check CHECK (rol IN ('origen', 'hacer'));
--> statement-breakpoint
-- An image belongs to one card or one side of one Kaizen, never both.
ALTER TABLE archivos DROP CONSTRAINT IF EXISTS archivos_un_destino_check;
--> statement-breakpoint
ALTER TABLE archivos ADD CONSTRAINT archivos_un_destino_check CHECK (
  (kaizen_id IS NULL OR attached_to IS NULL)
  AND (kaizen_id IS NULL OR kaizen_lado IN ('antes', 'despues'))
);
--> statement-breakpoint
-- The next number is last + 1, whatever was deleted since: numbers are never reused.
INSERT INTO kaizen_contador (id, last) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS auditoria ON kaizens;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON kaizens
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('kaizen', 'Kaizen N°{numero}', 'creado_por,cerrada_en,costo_importe,beneficio_importe');
--> statement-breakpoint
-- A linked card is recorded on its Kaizen (entidad_id = kaizen_id), named by the card.
DROP TRIGGER IF EXISTS auditoria ON kaizen_tarjetas;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON kaizen_tarjetas
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('kaizen', 'Tarjeta {color} N°{numero} ({rol})', 'tarjeta_id', '', 'kaizen_id');
