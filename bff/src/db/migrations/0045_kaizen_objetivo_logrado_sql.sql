-- Issue 22 (Quick Kaizen): '¿Se logró el objetivo?' is answered Sí / No / Parcialmente (objetivo_logrado); the
-- original's free text (objetivo_completado) stays as its comment, so every stored Kaizen reads as before.
-- A stored text that starts with its answer ('Sí, sin fugas', 'no', 'Parcialmente: …') gives the answer, as the
-- domain's objetivoLogradoDeTexto reads an old client's text. Re-runnable.
ALTER TABLE kaizens DROP CONSTRAINT IF EXISTS kaizens_objetivo_logrado_check;
--> statement-breakpoint
ALTER TABLE kaizens ADD CONSTRAINT kaizens_objetivo_logrado_check CHECK (objetivo_logrado IS NULL OR objetivo_logrado IN ('Sí', 'No', 'Parcialmente'));
--> statement-breakpoint
UPDATE kaizens SET objetivo_logrado = CASE
    WHEN objetivo_completado ~ '^\s*[sS][iíIÍ]([^a-zA-ZáéíóúñÁÉÍÓÚÑ]|$)' THEN 'Sí'
    WHEN objetivo_completado ~ '^\s*[nN][oO]([^a-zA-ZáéíóúñÁÉÍÓÚÑ]|$)' THEN 'No'
    WHEN objetivo_completado ~ '^\s*[pP][aA][rR][cC][iI][aA][lL]' THEN 'Parcialmente'
  END
  WHERE objetivo_logrado IS NULL AND objetivo_completado <> '';
