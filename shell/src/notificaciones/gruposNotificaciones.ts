import {
  calcularAlerta,
  detallePath,
  GRUPO_NOVEDAD,
  NIVEL_AVISO_LABEL,
  plural,
  rutinaCilPath,
  textoNovedad,
  unirConPunto,
  type AvisoVencida,
  type Color,
  type DiasAlerta,
  type MaquinaCilPendiente,
  type Novedad,
} from '@portal/shared/domain';

/** One line of the bell: a card (or a machine's CIL routine), what happened, read or not, and where it leads. */
export interface ItemCampana {
  key: string;
  to: string;
  /** The card's colour; null for what is not a card (a CIL routine). */
  color: Color | null;
  titulo: string;
  detalle: string;
  leida: boolean;
}

export interface GrupoCampana {
  key: string;
  titulo: string;
  /** What the badge counts of it: its unread items, or for 'pendientes' every item. */
  noLeidas: number;
  /**
   * 'sinLeer': news, read by opening them or 'Marcar todas como leídas'. 'pendientes': things still to do (overdue
   * CIL routines), which leave the bell when done, never when read.
   */
  cuenta: 'sinLeer' | 'pendientes';
  items: ItemCampana[];
}

export const SIN_EQUIPO = 'Sin equipo';

const tituloTarjeta = (t: { color: Color; numero: number; maquina: string }) => unirConPunto(`Tarjeta ${t.color} N°${t.numero}`, t.maquina);

/** 'Excedido 3 días · Vencida' (the days as the card's own alert counts them, now, with the plant's days). */
export const avisoSecundario = (a: AvisoVencida, dias: DiasAlerta, ahora: Date = new Date()) =>
  `${calcularAlerta(a.fecha, a.prioridad, dias, ahora).texto} · ${NIVEL_AVISO_LABEL[a.nivel]}`;

const grupo = (key: string, titulo: string, items: ItemCampana[]): GrupoCampana => ({
  key,
  titulo,
  noLeidas: items.filter((i) => !i.leida).length,
  cuenta: 'sinLeer',
  items,
});

/**
 * The bell's groups (issue 22): 'Mis tarjetas' (my cards planned or closed by others), 'Comentarios' (on my cards),
 * then 'Vencidas · <equipo>' per equipo, alphabetical, each oldest card first. Empty groups are left out.
 */
export function gruposCampana(
  novedades: readonly Novedad[],
  vencidas: readonly AvisoVencida[],
  fecha: (d: string) => string,
  dias: DiasAlerta,
  ahora = new Date(),
): GrupoCampana[] {
  const deNovedad = (n: Novedad): ItemCampana => ({
    key: n._id,
    to: detallePath(n.tarjetaId),
    color: n.color,
    titulo: tituloTarjeta(n),
    detalle: n.tipo === 'planificada' ? textoNovedad(n, n.detalle ? fecha(n.detalle) : undefined) : textoNovedad(n),
    leida: n.leida,
  });
  const grupos: GrupoCampana[] = [
    grupo('misTarjetas', 'Mis tarjetas', novedades.filter((n) => GRUPO_NOVEDAD[n.tipo] === 'misTarjetas').map(deNovedad)),
    grupo('comentarios', 'Comentarios', novedades.filter((n) => GRUPO_NOVEDAD[n.tipo] === 'comentarios').map(deNovedad)),
  ];
  const porEquipo = new Map<string, AvisoVencida[]>();
  for (const a of vencidas) porEquipo.set(a.equipo || SIN_EQUIPO, [...(porEquipo.get(a.equipo || SIN_EQUIPO) ?? []), a]);
  for (const equipo of [...porEquipo.keys()].sort((x, y) => x.localeCompare(y, 'es'))) {
    const avisos = [...porEquipo.get(equipo)!].sort((x, y) => x.fecha.localeCompare(y.fecha));
    grupos.push(
      grupo(
        `vencidas:${equipo}`,
        `Vencidas · ${equipo}`,
        avisos.map((a) => ({
          key: a._id,
          to: detallePath(a.tarjetaId),
          color: a.color,
          titulo: tituloTarjeta(a),
          detalle: avisoSecundario(a, dias, ahora),
          leida: a.leida,
        })),
      ),
    );
  }
  return grupos.filter((g) => g.items.length > 0);
}

export const GRUPO_CIL = 'rutinasCil';
export const TITULO_CIL = 'Rutinas CIL atrasadas';

/** Machines with overdue CIL points only: a point merely due today is the inbox's, not an alert. */
export const conCilAtrasada = (maquinas: readonly MaquinaCilPendiente[]): MaquinaCilPendiente[] => maquinas.filter((m) => m.atrasados > 0);

/**
 * 'Rutinas CIL atrasadas' (issue 26 §1): the machines of my teams with points overdue (pending, and their previous
 * window missed too), most overdue first as the server sends them, each to its routine. Every one counts in the badge
 * until the routine is run: there is nothing to read. Empty when none.
 */
export function grupoRutinasCil(maquinas: readonly MaquinaCilPendiente[]): GrupoCampana[] {
  const atrasadas = conCilAtrasada(maquinas);
  if (!atrasadas.length) return [];
  return [
    {
      key: GRUPO_CIL,
      titulo: TITULO_CIL,
      noLeidas: atrasadas.length,
      cuenta: 'pendientes',
      items: atrasadas.map((m) => ({
        key: `cil:${m.maquinaId}`,
        to: rutinaCilPath(m.maquinaId),
        color: null,
        titulo: m.maquina,
        detalle: unirConPunto(`${plural(m.atrasados, 'punto atrasado', 'puntos atrasados')} de ${m.pendientes} por hacer`, m.equipo),
        leida: false,
      })),
    },
  ];
}
