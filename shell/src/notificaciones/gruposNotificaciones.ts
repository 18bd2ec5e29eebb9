import {
  calcularAlerta,
  GRUPO_NOVEDAD,
  NIVEL_AVISO_LABEL,
  textoNovedad,
  unirConPunto,
  type AvisoVencida,
  type Color,
  type DiasAlerta,
  type Novedad,
} from '@portal/shared/domain';

/** One line of the bell: a card, what happened, read or not. */
export interface ItemCampana {
  key: string;
  tarjetaId: string;
  color: Color;
  titulo: string;
  detalle: string;
  leida: boolean;
}

export interface GrupoCampana {
  key: string;
  titulo: string;
  noLeidas: number;
  items: ItemCampana[];
}

export const SIN_EQUIPO = 'Sin equipo';

const tituloTarjeta = (t: { color: Color; numero: number; maquina: string }) => unirConPunto(`Tarjeta ${t.color} N°${t.numero}`, t.maquina);

/** 'Excedido 3 días · Vencida' (the days as the card's own alert counts them, now, with the plant's days). */
export const avisoSecundario = (a: AvisoVencida, dias: DiasAlerta, ahora: Date = new Date()) =>
  `${calcularAlerta(a.fecha, a.prioridad, dias, ahora).texto} · ${NIVEL_AVISO_LABEL[a.nivel]}`;

const grupo = (key: string, titulo: string, items: ItemCampana[]): GrupoCampana => ({ key, titulo, noLeidas: items.filter((i) => !i.leida).length, items });

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
    tarjetaId: n.tarjetaId,
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
          tarjetaId: a.tarjetaId,
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
