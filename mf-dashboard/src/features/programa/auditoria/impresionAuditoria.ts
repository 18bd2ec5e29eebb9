import type { ContenidoPlantillaAm, RespuestaAuditoriaAm } from '@portal/shared/domain';

/** The printed sheet's root, a direct child of <body> (see HojaAuditoria). */
export const ATRIBUTO_HOJA_AUDITORIA = 'data-auditoria-hoja';

const HOJA = `[${ATRIBUTO_HOJA_AUDITORIA}]`;

// The requirements' table at 7.5 pt, by its columns' widths on A4 (190 mm): characters per line, on the short side.
const CARACTERES = { requisito: 60, comentario: 34, accion: 29 } as const;
const MM_LINEA = 3.35;
const MM_BORDES = 0.9;
/** The page's 277 mm less the header, the remarks, the signature and the gaps between them. */
const PAGINA_MM = 277 - 22 - 12 - 14 - 10;
/** The radar (200 px) beside the sections' table (one row of 8 pt each, and its head). */
const resumenMm = (secciones: number) => Math.max(55, 4.7 * (secciones + 1));
const MINIMA = 0.45;
const lineas = (texto: string, caracteres: number) => Math.min(2, Math.max(1, Math.ceil(texto.length / caracteres)));

/**
 * How much the requirements' table shrinks so every row fits the one page: its height at full size estimated from
 * the texts (each cell two lines at most), never enlarged. Shrinking also widens the lines, so the estimate errs on
 * the safe side. Under 45 % it would not be read: it stays there, cut at the page's end (`completa` false).
 */
export function escalaHoja(
  c: ContenidoPlantillaAm,
  respuestas: Readonly<Record<string, RespuestaAuditoriaAm | undefined>>,
): { escala: number; completa: boolean } {
  const fila = (n: number) => n * MM_LINEA + MM_BORDES;
  const alto = c.secciones.reduce(
    (mm, s) =>
      mm +
      fila(1) +
      s.requisitos.reduce((m, r) => {
        const x = respuestas[r.id];
        return (
          m +
          fila(Math.max(lineas(r.texto, CARACTERES.requisito), lineas(x?.comentario ?? '', CARACTERES.comentario), lineas(x?.accion ?? '', CARACTERES.accion)))
        );
      }, 0),
    fila(1),
  );
  const escala = (PAGINA_MM - resumenMm(c.secciones.length)) / alto;
  return { escala: Math.max(MINIMA, Math.min(1, escala)), completa: escala >= MINIMA };
}

/** At most `n` lines of a long text, cut with '…' (the sheet is one page: the screen has the rest). */
const recorte = (n: number) => `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${n}; line-clamp: ${n}; overflow: hidden;`;

/**
 * Paper: one A4 portrait page with the sheet only (no navbar, buttons, dialogs or photos), black on white, compact.
 * Its height is the page's and what would overflow is cut, so it never spills onto a second page.
 */
export const CSS_HOJA_AUDITORIA = `
@page { size: A4 portrait; margin: 10mm; }
@media screen { ${HOJA} { display: none !important; } }
@media print {
  body > :not(${HOJA}) { display: none !important; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  ${HOJA} { display: block !important; color: #000; font-family: Roboto, Arial, sans-serif; font-size: 8pt; line-height: 1.25;
    print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  ${HOJA} .aud-hoja { height: 277mm; overflow: hidden; display: flex; flex-direction: column; gap: 2.5mm; }
  ${HOJA} .aud-hoja > * { flex-shrink: 0; }
  /* Only the table gives way if the estimate falls short: the remarks and the signature always print. */
  ${HOJA} .aud-hoja > .aud-tabla { flex: 0 1 auto; min-height: 0; overflow: hidden; }
  ${HOJA} h1 { font-size: 14pt; margin: 0 0 1mm; }
  ${HOJA} p { margin: 0; overflow-wrap: anywhere; }
  ${HOJA} .aud-veredicto { font-size: 11pt; font-weight: 700; }
  ${HOJA} .aud-resumen { display: grid; grid-template-columns: 58mm minmax(0, 1fr); gap: 4mm; align-items: start; }
  ${HOJA} table { width: 100%; border-collapse: collapse; }
  ${HOJA} th, ${HOJA} td { border: 0.5pt solid #000; padding: 0.4mm 1.2mm; text-align: left; vertical-align: top; }
  ${HOJA} td div { ${recorte(2)} overflow-wrap: anywhere; }
  ${HOJA} .aud-num { text-align: right; white-space: nowrap; width: 1%; }
  ${HOJA} .aud-requisitos { font-size: calc(7.5pt * var(--aud-escala, 1)); table-layout: fixed; }
  ${HOJA} .aud-requisitos col.aud-c-req { width: 44%; } ${HOJA} .aud-requisitos col.aud-c-pts { width: 8%; }
  ${HOJA} .aud-requisitos col.aud-c-com { width: 26%; } ${HOJA} .aud-requisitos col.aud-c-acc { width: 22%; }
  ${HOJA} .aud-requisitos th[scope='colgroup'] { background: #eee; }
  ${HOJA} .aud-bajo { font-weight: 700; }
  ${HOJA} .aud-observaciones { ${recorte(3)} }
  ${HOJA} .aud-firma { margin-top: auto; display: flex; justify-content: space-between; gap: 6mm; padding-top: 6mm; }
  ${HOJA} .aud-firma span { flex: 1; border-top: 0.5pt solid #000; padding-top: 1mm; }
}
`;
