/** The attribute that marks the sheet's root (a direct child of <body>, see KaizenA3). */
export const ATRIBUTO_HOJA = 'data-kaizen-a3';
/** What the sheet's preview shows on screen but never prints (its toolbar). */
export const ATRIBUTO_NO_IMPRIMIR = 'data-a3-no-imprimir';

const HOJA = `[${ATRIBUTO_HOJA}]`;
/** At most `lineas` lines of a long text, cut with '…' (the sheet is one page: the detail has the rest). */
const recorte = (lineas: number) =>
  `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${lineas}; line-clamp: ${lineas}; overflow: hidden;`;
/** Everything of the portal but the sheet: the shell's root, dialogs, snackbars. */
const RESTO = `body > :not(${HOJA})`;

/** The sheet itself, on paper and in the preview: black on white, the PDCA quadrants in a grid. */
const HOJA_CSS = `
${HOJA} { color: #000; background: #fff; font-family: Roboto, Arial, sans-serif; }
${HOJA} .a3-hoja { display: grid; gap: 3mm; grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-template-areas: "cab cab cab" "plan hacer img" "est cheq seg"; grid-template-rows: auto minmax(0, 1fr) minmax(0, 1fr); }
${HOJA} .a3-cabecera { grid-area: cab; border: 2px solid #000; padding: 2mm 3mm; }
${HOJA} .a3-cabecera h1 { margin: 0 0 1mm; font-size: 1.6em; }
${HOJA} .a3-tema { margin: 0 0 2mm; font-size: 1.1em; font-weight: 500; overflow-wrap: anywhere; ${recorte(2)} }
${HOJA} .a3-datos { display: grid; grid-template-columns: repeat(auto-fit, minmax(38mm, 1fr)); gap: 1mm 4mm; margin: 0; }
${HOJA} .a3-datos div { min-width: 0; }
${HOJA} dt { font-weight: 700; font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.02em; }
${HOJA} dd { margin: 0 0 1.5mm; white-space: pre-wrap; overflow-wrap: anywhere; }
${HOJA} .a3-cuadrante dd { ${recorte(5)} }
${HOJA} .a3-cuadrante { border: 1.5px solid #000; padding: 2mm 3mm; overflow: hidden; min-width: 0; }
${HOJA} .a3-cuadrante h2 { margin: 0 0 1.5mm; padding-bottom: 1mm; border-bottom: 1px solid #000; font-size: 1.2em; }
${HOJA} .a3-plan { grid-area: plan; } ${HOJA} .a3-hacer { grid-area: hacer; } ${HOJA} .a3-est { grid-area: est; }
${HOJA} .a3-cheq { grid-area: cheq; } ${HOJA} .a3-img { grid-area: img; } ${HOJA} .a3-seg { grid-area: seg; }
${HOJA} table { width: 100%; border-collapse: collapse; font-size: 0.9em; }
${HOJA} th, ${HOJA} td { border: 1px solid #000; padding: 0.5mm 1.5mm; text-align: left; vertical-align: top; white-space: nowrap; }
${HOJA} td.a3-descripcion { white-space: normal; overflow-wrap: anywhere; width: 100%; }
${HOJA} td.a3-descripcion div { ${recorte(2)} }
${HOJA} .a3-vacio { font-style: italic; }
${HOJA} .a3-imagenes { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; height: calc(100% - 9mm); }
${HOJA} figure { margin: 0; display: flex; flex-direction: column; min-height: 0; }
${HOJA} figcaption { font-weight: 700; margin-bottom: 1mm; }
${HOJA} figure img { width: 100%; height: 100%; min-height: 0; max-height: 100mm; object-fit: contain; border: 1px solid #000; }
${HOJA} .a3-sin-imagen { flex: 1; min-height: 20mm; border: 1px dashed #000; display: flex; align-items: center; justify-content: center; font-style: italic; }
`;

/** Paper: A3 landscape, only the sheet, one page (the sheet's height is the page's, what overflows is cut). */
const IMPRESION_CSS = `
@page { size: A3 landscape; margin: 10mm; }
@media print {
  ${RESTO} { display: none !important; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  ${HOJA} { display: block !important; font-size: 10pt; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  ${HOJA} .a3-hoja { height: 274mm; overflow: hidden; break-inside: avoid; }
  [${ATRIBUTO_NO_IMPRIMIR}] { display: none !important; }
}
`;

/** On screen the sheet is not shown: the detail page is the screen view. */
export const CSS_OCULTA = `${HOJA_CSS}${IMPRESION_CSS}@media screen { ${HOJA} { display: none; } }`;

/**
 * The preview (`?vista=a3`): only the sheet, on a white page, with its toolbar; the quadrants stack on
 * narrow screens so a phone never scrolls sideways.
 */
export const CSS_VISTA_PREVIA = `${HOJA_CSS}${IMPRESION_CSS}
@media screen {
  ${RESTO} { display: none !important; }
  ${HOJA} { padding: 16px; font-size: 14px; }
  ${HOJA} .a3-hoja { max-width: 1600px; margin: 0 auto; }
  ${HOJA} .a3-barra { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; align-items: center; max-width: 1600px; margin: 0 auto 12px; }
}
@media screen and (max-width: 899.95px) {
  ${HOJA} .a3-hoja { grid-template-columns: minmax(0, 1fr); grid-template-areas: "cab" "plan" "hacer" "est" "cheq" "img" "seg"; grid-template-rows: none; }
  ${HOJA} .a3-imagenes { height: auto; }
}
`;
