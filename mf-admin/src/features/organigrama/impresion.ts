/** Marks the chart (what prints) and what never prints (buttons, the edit bar). */
export const ATRIBUTO_ORGANIGRAMA = 'data-organigrama';
export const ATRIBUTO_NO_IMPRIMIR = 'data-organigrama-no-imprimir';

/** Lines of the compact print layout that fit one A4 landscape page under the title (190 mm at 10 pt). */
export const FILAS_POR_PAGINA = 34;

/** How much the chart is scaled on paper so that `filas` positions fit one page (never enlarged). */
export const escalaImpresion = (filas: number): number => Math.min(1, FILAS_POR_PAGINA / Math.max(filas, 1));

/**
 * Paper: one A4 landscape page with the title and the chart only — no navbar, drawer, buttons or
 * snackbars; one compact line per position, the branches' guide lines kept; scaled down when long.
 */
export const CSS_IMPRESION = `
@page { size: A4 landscape; margin: 10mm; }
@media print {
  header, .MuiDrawer-root, .MuiSnackbar-root, [${ATRIBUTO_NO_IMPRIMIR}] { display: none !important; }
  html, body { background: #fff !important; }
  main { padding: 0 !important; max-width: none !important; }
  main h1 { font-size: 16pt !important; margin: 0 0 3mm !important; }
  [${ATRIBUTO_ORGANIGRAMA}] { zoom: var(--organigrama-escala, 1); border: none !important; box-shadow: none !important; padding: 0 !important;
    color: #000; font-size: 10pt; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  [${ATRIBUTO_ORGANIGRAMA}] .MuiTreeItem-content { padding-top: 0 !important; padding-bottom: 0 !important; min-height: 0 !important; background: none !important; }
  [${ATRIBUTO_ORGANIGRAMA}] .MuiTreeItem-iconContainer { display: none !important; }
  [${ATRIBUTO_ORGANIGRAMA}] .organigrama-etiqueta { padding: 0.5mm 0 !important; flex-wrap: nowrap !important; }
  [${ATRIBUTO_ORGANIGRAMA}] .organigrama-etiqueta * { font-size: 10pt !important; line-height: 1.35 !important; color: #000 !important; }
  [${ATRIBUTO_ORGANIGRAMA}] li { break-inside: avoid; }
}
`;
