import type { TableroMaquina, TableroTag } from '@portal/shared/domain';

/** The board area's size in CSS pixels (measured below the header). */
export interface Area {
  ancho: number;
  alto: number;
}

/**
 * Sizes at scale 1 (a 1920×1080 TV): every tile has the same box, so what fits is arithmetic, and the view draws
 * exactly these boxes (CSS grid of fixed tracks), so nothing it draws lies outside the area.
 */
export const MEDIDAS = { tileAncho: 240, tileAlto: 124, hueco: 14, titulo: 46, entreMaquinas: 40, entreFilas: 20, numero: 40 } as const;
/** Scales tried, largest first: the largest that shows the Equipo on one page; the last (numbers 28 px) pages. */
export const ESCALAS = [1, 0.85, 0.7] as const;

/** One machine's block on a page: its tags (a part when the machine needs several pages) in `columnas` columns. */
export interface Bloque {
  maquina: string;
  tags: TableroTag[];
  columnas: number;
  /** 'continúa': the machine's earlier tags are on the previous page. */
  continua: boolean;
}
/** Blocks side by side form a shelf; shelves stack down the page. */
export type Pagina = Bloque[][];
export interface Disposicion {
  escala: number;
  paginas: Pagina[];
}

const px = (n: number, escala: number) => Math.floor(n * escala);
export const medidas = (escala: number) => ({
  tileAncho: px(MEDIDAS.tileAncho, escala),
  tileAlto: px(MEDIDAS.tileAlto, escala),
  hueco: MEDIDAS.hueco,
  titulo: px(MEDIDAS.titulo, escala),
  entreMaquinas: px(MEDIDAS.entreMaquinas, escala),
  entreFilas: px(MEDIDAS.entreFilas, escala),
});

/** `n` tracks of `track` px separated by `gap`. */
export const largoGrilla = (n: number, track: number, gap: number) => n * track + Math.max(0, n - 1) * gap;

function disponerCon(maquinas: readonly TableroMaquina[], area: Area, escala: number): Pagina[] {
  const m = medidas(escala);
  const maxColumnas = Math.max(1, Math.floor((area.ancho + m.hueco) / (m.tileAncho + m.hueco)));
  const maxFilas = Math.max(1, Math.floor((area.alto - m.titulo + m.hueco) / (m.tileAlto + m.hueco)));
  // A machine larger than a page is cut into page-sized parts.
  const bloques: Bloque[] = maquinas.flatMap((maq) => {
    const porParte = maxColumnas * maxFilas;
    return Array.from({ length: Math.ceil(maq.tags.length / porParte) }, (_, i) => {
      const tags = maq.tags.slice(i * porParte, (i + 1) * porParte);
      return { maquina: maq.maquina, tags, columnas: Math.min(tags.length, maxColumnas), continua: i > 0 };
    });
  });
  const ancho = (b: Bloque) => largoGrilla(b.columnas, m.tileAncho, m.hueco);
  const alto = (b: Bloque) => m.titulo + largoGrilla(Math.ceil(b.tags.length / b.columnas), m.tileAlto, m.hueco);

  const paginas: Pagina[] = [];
  let pagina: Pagina = [];
  let estante: Bloque[] = [];
  let anchoEstante = 0;
  let altoPagina = 0; // the shelves before `estante`, with their gaps
  const cerrarEstante = () => {
    if (estante.length === 0) return;
    const altoEstante = Math.max(...estante.map(alto));
    if (pagina.length > 0 && altoPagina + m.entreFilas + altoEstante > area.alto) {
      paginas.push(pagina);
      pagina = [];
      altoPagina = 0;
    }
    altoPagina += (pagina.length > 0 ? m.entreFilas : 0) + altoEstante;
    pagina.push(estante);
    estante = [];
    anchoEstante = 0;
  };
  for (const b of bloques) {
    const extra = (estante.length > 0 ? m.entreMaquinas : 0) + ancho(b);
    if (estante.length > 0 && anchoEstante + extra > area.ancho) cerrarEstante();
    anchoEstante += (estante.length > 0 ? m.entreMaquinas : 0) + ancho(b);
    estante.push(b);
  }
  cerrarEstante();
  if (pagina.length > 0) paginas.push(pagina);
  return paginas;
}

/**
 * The machines of one Equipo laid out on pages that fit `area`: at the largest scale of ESCALAS that needs one page,
 * else at the smallest, over as many pages as it takes. Without a measured area (not laid out yet) one page at scale 1.
 */
export function disponer(maquinas: readonly TableroMaquina[], area: Area | null): Disposicion {
  if (!area)
    return { escala: 1, paginas: [maquinas.map((maq) => [{ maquina: maq.maquina, tags: maq.tags, columnas: Math.min(maq.tags.length, 4), continua: false }])] };
  let paginas: Pagina[] = [];
  for (const escala of ESCALAS) {
    paginas = disponerCon(maquinas, area, escala);
    if (paginas.length <= 1) return { escala, paginas };
  }
  return { escala: ESCALAS[ESCALAS.length - 1], paginas };
}
