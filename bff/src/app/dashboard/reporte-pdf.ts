import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CHART_COLORS, cortarPorcentaje, porcentajeDosDecimales, textoSinFechaCierre, type Color } from '@portal/shared/domain';
import type { Reporte } from './reporte';

/** DejaVu Sans covers every character a plant may type (pdfkit's built-in Helvetica is WinAnsi only). */
const require = createRequire(import.meta.url);
const FUENTE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FUENTE_NEGRITA = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Doc = InstanceType<typeof PDFDocument>;
type Alineacion = 'left' | 'right' | 'center';

const MARGEN = 40;
const ANCHO = 595.28 - 2 * MARGEN;
const FILA = 18;
const GRIS = '#5f6368';
const LINEA = '#d0d4d9';
const ROJO = '#b3261e';

export const tituloReporte = (equipo: string | null) => `Reporte de avance - ${equipo ?? 'Todos'}`;

/** `texto` shortened with '…' until it fits `ancho` in the current font. */
function recortar(doc: Doc, texto: string, ancho: number): string {
  const limpio = texto.replace(/\s+/g, ' ').trim();
  if (doc.widthOfString(limpio) <= ancho) return limpio;
  // The longest prefix that fits, by bisection: measuring a string costs a text layout.
  let [cabe, noCabe] = [0, limpio.length];
  while (noCabe - cabe > 1) {
    const medio = (cabe + noCabe) >> 1;
    if (doc.widthOfString(`${limpio.slice(0, medio)}…`) <= ancho) cabe = medio;
    else noCabe = medio;
  }
  return `${limpio.slice(0, cabe).trimEnd()}…`;
}

/** One line of text in a cell, never wrapped (so the page never grows). */
function celda(
  doc: Doc,
  texto: string,
  x: number,
  y: number,
  ancho: number,
  opciones: { alinear?: Alineacion; negrita?: boolean; tamano?: number; color?: string } = {},
) {
  doc
    .font(opciones.negrita ? FUENTE_NEGRITA : FUENTE)
    .fontSize(opciones.tamano ?? 9)
    .fillColor(opciones.color ?? '#000000');
  const t = recortar(doc, texto, ancho);
  const w = doc.widthOfString(t);
  const dx = opciones.alinear === 'right' ? ancho - w : opciones.alinear === 'center' ? (ancho - w) / 2 : 0;
  doc.text(t, x + dx, y, { lineBreak: false });
}

function seccion(doc: Doc, titulo: string, y: number): number {
  celda(doc, titulo, MARGEN, y, ANCHO, { negrita: true, tamano: 12 });
  doc
    .moveTo(MARGEN, y + 17)
    .lineTo(MARGEN + ANCHO, y + 17)
    .lineWidth(0.5)
    .strokeColor(LINEA)
    .stroke();
  return y + 24;
}

/** Boxes side by side: a small grey label over a big figure. */
function cifras(doc: Doc, items: { etiqueta: string; valor: string; color?: string }[], y: number): number {
  const sep = 10;
  const w = (ANCHO - sep * (items.length - 1)) / items.length;
  items.forEach((item, i) => {
    const x = MARGEN + i * (w + sep);
    doc.roundedRect(x, y, w, 50, 4).lineWidth(0.75).strokeColor(LINEA).stroke();
    celda(doc, item.etiqueta, x + 8, y + 7, w - 16, { color: GRIS, tamano: 8.5 });
    celda(doc, item.valor, x + 8, y + 21, w - 16, { negrita: true, tamano: 18, color: item.color });
  });
  return y + 50 + 16;
}

function muestraColor(doc: Doc, color: Color, x: number, y: number) {
  doc
    .rect(x, y + 0.5, 9, 9)
    .lineWidth(0.5)
    .fillColor(CHART_COLORS[color])
    .strokeColor('#80868b')
    .fillAndStroke();
}

interface Columna {
  titulo: string;
  ancho: number;
  alinear?: Alineacion;
}

/** Where each column starts. */
function posiciones(columnas: Columna[]): number[] {
  let x = MARGEN;
  return columnas.map((c) => {
    const inicio = x;
    x += c.ancho;
    return inicio;
  });
}

/** A header row on a grey band; `x` of each column is returned for the body. */
function encabezado(doc: Doc, columnas: Columna[], y: number): number[] {
  const xs = posiciones(columnas);
  doc
    .rect(MARGEN, y - 4, ANCHO, FILA)
    .fillColor('#eef1f4')
    .fill();
  columnas.forEach((c, i) => celda(doc, c.titulo, xs[i] + 4, y, c.ancho - 8, { negrita: true, alinear: c.alinear, tamano: 8.5 }));
  return xs;
}

const fondoFila = (doc: Doc, y: number, i: number) => {
  if (i % 2 === 1)
    doc
      .rect(MARGEN, y - 4, ANCHO, FILA)
      .fillColor('#f8f9fa')
      .fill();
};

function tablaPorColor(doc: Doc, r: Reporte, y: number): number {
  const num = (ancho: number, titulo: string): Columna => ({ titulo, ancho, alinear: 'right' });
  const columnas: Columna[] = [
    { titulo: 'Color', ancho: ANCHO - 6 * 70 },
    ...['Tarjetas', 'Abiertas', 'Abiertas', 'Cerradas', 'Abiertas', 'Cerradas'].map((t) => num(70, t)),
  ];
  // Each group's title over its two columns: what 'Abiertas' means there.
  const grupos = posiciones(columnas);
  ['Estado actual', 'Últimos 7 días', 'Últimos 30 días'].forEach((titulo, i) => {
    const x = grupos[1 + 2 * i];
    celda(doc, titulo, x, y, 140, { alinear: 'center', tamano: 8.5, color: GRIS });
    doc
      .moveTo(x + 8, y + 12)
      .lineTo(x + 132, y + 12)
      .lineWidth(0.5)
      .strokeColor(LINEA)
      .stroke();
  });
  y += 16;
  const xs = encabezado(doc, columnas, y);
  y += FILA;
  r.porColor.forEach((fila, i) => {
    const total = fila.color === null;
    fondoFila(doc, y, i);
    if (total)
      doc
        .moveTo(MARGEN, y - 4)
        .lineTo(MARGEN + ANCHO, y - 4)
        .lineWidth(0.75)
        .strokeColor('#9aa0a6')
        .stroke();
    if (fila.color) muestraColor(doc, fila.color, xs[0] + 4, y);
    celda(doc, fila.color ?? 'Total', xs[0] + (total ? 4 : 18), y, columnas[0].ancho - 22, { negrita: total });
    const valores = [fila.tarjetas, fila.tarjetas - fila.cerradas, fila.nuevas7, fila.cerradas7, fila.nuevas30, fila.cerradas30];
    valores.forEach((v, j) => celda(doc, String(v), xs[j + 1] + 4, y, columnas[j + 1].ancho - 8, { alinear: 'right', negrita: total }));
    y += FILA;
  });
  return y + 12;
}

function tablaAntiguas(doc: Doc, r: Reporte, y: number): number {
  if (!r.masAntiguas.length) {
    celda(doc, 'No hay tarjetas abiertas.', MARGEN, y, ANCHO, { color: GRIS });
    return y + FILA;
  }
  const conEquipo = r.equipo === null;
  const columnas: Columna[] = [
    { titulo: 'Color', ancho: 70 },
    { titulo: 'N°', ancho: 36, alinear: 'right' },
    ...(conEquipo ? [{ titulo: 'Equipo', ancho: 110 }] : []),
    { titulo: 'Máquina', ancho: 80 },
    { titulo: 'Descripción', ancho: 0 },
    { titulo: 'Días', ancho: 36, alinear: 'right' },
    { titulo: 'Plazo', ancho: 58 },
  ];
  const descripcion = columnas.find((c) => c.titulo === 'Descripción')!;
  descripcion.ancho = ANCHO - columnas.reduce((s, c) => s + c.ancho, 0);
  const xs = encabezado(doc, columnas, y);
  y += FILA;
  r.masAntiguas.forEach((t, i) => {
    fondoFila(doc, y, i);
    muestraColor(doc, t.color, xs[0] + 4, y);
    const textos = [t.color, String(t.numero), ...(conEquipo ? [t.equipo] : []), t.maquina, t.descripcion, String(t.dias)];
    textos.forEach((texto, j) => celda(doc, texto, xs[j] + (j === 0 ? 18 : 4), y, columnas[j].ancho - (j === 0 ? 22 : 8), { alinear: columnas[j].alinear }));
    const ultima = columnas.length - 1;
    celda(
      doc,
      t.excedido ? 'Excedido' : 'En plazo',
      xs[ultima] + 4,
      y,
      columnas[ultima].ancho - 8,
      t.excedido ? { negrita: true, color: ROJO } : { color: GRIS },
    );
    y += FILA;
  });
  return y;
}

/** The 'Reporte de avance' on one A4 page (layout only: every figure comes computed in `r`). */
export function dibujarReporte(r: Reporte): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGEN, font: FUENTE, info: { Title: tituloReporte(r.equipo), Author: 'Portal de Mejora Continua' } });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  let y = MARGEN;
  celda(doc, 'Reporte de avance', MARGEN, y, ANCHO, { negrita: true, tamano: 22 });
  y += 32;
  celda(doc, r.equipo ?? 'Todos los equipos', MARGEN, y, ANCHO, { negrita: true, tamano: 14 });
  y += 20;
  celda(doc, `${r.planta} · Generado el ${r.generado}`, MARGEN, y, ANCHO, { color: GRIS });
  y += 24;

  y = seccion(doc, 'Totales', y);
  const pct = cortarPorcentaje(r.totales.porcentajeCerradas);
  y = cifras(
    doc,
    [
      { etiqueta: 'Tarjetas', valor: String(r.totales.tarjetas) },
      { etiqueta: 'Abiertas', valor: String(r.totales.abiertas) },
      { etiqueta: 'Cerradas', valor: String(r.totales.cerradas) },
      { etiqueta: '% cerradas', valor: pct === '—' ? pct : `${pct} %` },
    ],
    y,
  );

  y = seccion(doc, 'Por color: abiertas y cerradas en los últimos 7 y 30 días', y);
  y = tablaPorColor(doc, r, y);
  if (r.totales.sinFechaCierre > 0) {
    celda(doc, `${textoSinFechaCierre(r.totales.sinFechaCierre)} (cuentan como cerradas, no en los últimos 7 ni 30 días).`, MARGEN, y - 6, ANCHO, {
      color: GRIS,
      tamano: 8,
    });
    y += 12;
  }

  y = seccion(doc, 'Reducción de riesgo', y);
  const reduccion = porcentajeDosDecimales(r.riesgo.reduccion);
  y = cifras(
    doc,
    [
      { etiqueta: 'Nivel Riesgo Inicial', valor: String(r.riesgo.riesgoInicial) },
      { etiqueta: 'Nivel Riesgo Final', valor: String(r.riesgo.riesgoFinal) },
      { etiqueta: '% de Reducción de Riesgo', valor: reduccion === '—' ? reduccion : `${reduccion} %` },
    ],
    y,
  );

  y = seccion(doc, 'Tarjetas abiertas más antiguas', y);
  tablaAntiguas(doc, r, y);

  const pie = 841.89 - MARGEN - 4;
  celda(doc, `${tituloReporte(r.equipo)} · Generado el ${r.generado}`, MARGEN, pie, ANCHO, { color: GRIS, tamano: 7.5 });
  doc.end();
  return listo;
}
