/** Marks the chart (what prints) and what never prints (buttons, the edit bar). */
export const ATRIBUTO_ORGANIGRAMA = 'data-organigrama';
export const ATRIBUTO_NO_IMPRIMIR = 'data-organigrama-no-imprimir';

/**
 * Lines of the compact print layout (10 pt, ~19 px each) that fit one A4 landscape page under the title:
 * 190 mm ≈ 718 px, less the title, with a margin for long names that wrap.
 */
export const FILAS_POR_PAGINA = 30;

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
  main { padding: 0 !important; max-width: none !important; flex-grow: 0 !important; }
  /* The shell's full-height column would add a blank second page. */
  :has(> main) { min-height: 0 !important; }
  main h1 { font-size: 16pt !important; margin: 0 0 3mm !important; }
  [${ATRIBUTO_ORGANIGRAMA}] { zoom: var(--organigrama-escala, 1); border: none !important; box-shadow: none !important; padding: 0 !important;
    color: #000; font-size: 10pt; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  [${ATRIBUTO_ORGANIGRAMA}] .MuiTreeItem-content { padding-top: 0 !important; padding-bottom: 0 !important; min-height: 0 !important; background: none !important; break-inside: avoid; }
  [${ATRIBUTO_ORGANIGRAMA}] .MuiTreeItem-iconContainer { display: none !important; }
  /* A branch opened for printing may still be mid-transition, with a height measured on screen. */
  [${ATRIBUTO_ORGANIGRAMA}] .MuiCollapse-root { height: auto !important; min-height: 0 !important; visibility: visible !important; transition: none !important; }
  [${ATRIBUTO_ORGANIGRAMA}] .organigrama-etiqueta { padding: 0.3mm 0 !important; flex-wrap: nowrap !important; }
  [${ATRIBUTO_ORGANIGRAMA}] .organigrama-etiqueta * { font-size: 10pt !important; line-height: 1.25 !important; color: #000 !important; }
}
`;
