-- Comments: one target each (a card or a Kaizen), a non-empty text within the API's limit, and the audit
-- trail (docs/auditoria.md). Re-runnable.
ALTER TABLE comentarios DROP CONSTRAINT IF EXISTS comentarios_un_destino_check;
--> statement-breakpoint
ALTER TABLE comentarios ADD CONSTRAINT comentarios_un_destino_check CHECK (num_nonnulls(tarjeta_id, kaizen_id) = 1);
--> statement-breakpoint
ALTER TABLE comentarios DROP CONSTRAINT IF EXISTS comentarios_texto_check;
--> statement-breakpoint
ALTER TABLE comentarios ADD CONSTRAINT comentarios_texto_check CHECK (btrim(texto) <> '' AND char_length(texto) <= 2000);
--> statement-breakpoint
-- Recorded as entity 'comentario' under the comment's id; the changes name its card or Kaizen and its text.
DROP TRIGGER IF EXISTS auditoria ON comentarios;
--> statement-breakpoint
CREATE TRIGGER auditoria AFTER INSERT OR UPDATE OR DELETE ON comentarios
  FOR EACH ROW EXECUTE FUNCTION auditoria_registrar('comentario', 'Comentario de {autor_nombre}', 'autor_id,fecha');
