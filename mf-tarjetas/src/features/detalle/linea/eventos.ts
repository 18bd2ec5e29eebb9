import type { Comentario, RegistroHistorial, Tarjeta } from '@portal/shared/domain';

/**
 * One entry of the card's timeline (issue 22): its opening, planning, close, edits and comments in one list,
 * composed on the client from the card, `GET /api/tarjetas/:id/historial` and its comments.
 */
export type Evento =
  | { tipo: 'apertura'; clave: string; fecha: string; quien: string }
  /** `actual`: the last planning, which shows the card's planning fields; an earlier one shows what it changed. */
  | { tipo: 'planificacion'; clave: string; fecha: string | null; quien: string | null; registro: RegistroHistorial | null; actual: boolean; primera: boolean }
  | { tipo: 'cierre'; clave: string; fecha: string | null; quien: string | null; registro: RegistroHistorial | null }
  | { tipo: 'registro'; clave: string; fecha: string; quien: string; registro: RegistroHistorial }
  | { tipo: 'comentario'; clave: string; fecha: string; quien: string; comentario: Comentario };

type TarjetaLinea = Pick<Tarjeta, '_id' | 'fecha' | 'detecto' | 'estado' | 'planificacion' | 'finReparacion'>;

const instante = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/**
 * Oldest first (the thread's order, its newest entry next to the comment form). The opening comes from the card
 * (its 'Fecha y hora de apertura' and 'Detectó'), so the trail's own 'crear' record is left out. A planned or closed
 * card whose trail has no such record (planned or closed before the trail, imported) still gets its entry: the close
 * at its repair's end, an undated planning right after the opening.
 */
export function componerLinea(tarjeta: TarjetaLinea, historial: readonly RegistroHistorial[], comentarios: readonly Comentario[]): Evento[] {
  const apertura = instante(tarjeta.fecha) ?? 0;
  const conOrden: { orden: number; evento: Evento }[] = [
    { orden: apertura, evento: { tipo: 'apertura', clave: 'apertura', fecha: tarjeta.fecha, quien: tarjeta.detecto } },
  ];
  const registros = historial.filter((r) => r.accion !== 'crear');
  const planificaciones = registros.filter((r) => r.accion === 'planificar');
  const ultimaPlanificacion = planificaciones.reduce<RegistroHistorial | null>((u, r) => (!u || Date.parse(r.fecha) >= Date.parse(u.fecha) ? r : u), null);
  const primeraPlanificacion = planificaciones.reduce<RegistroHistorial | null>((p, r) => (!p || Date.parse(r.fecha) < Date.parse(p.fecha) ? r : p), null);
  let cierre = false;
  for (const r of registros) {
    const orden = instante(r.fecha) ?? apertura;
    const base = { clave: `registro:${r._id}`, fecha: r.fecha, quien: r.usuario.nombre };
    if (r.accion === 'planificar') {
      conOrden.push({
        orden,
        evento: {
          ...base,
          tipo: 'planificacion',
          registro: r,
          actual: r === ultimaPlanificacion && tarjeta.planificacion,
          primera: r === primeraPlanificacion,
        },
      });
    } else if (r.accion === 'cerrar' && tarjeta.estado === 'Cerrada') {
      cierre = true;
      conOrden.push({ orden, evento: { ...base, tipo: 'cierre', registro: r } });
    } else {
      conOrden.push({ orden, evento: { ...base, tipo: 'registro', registro: r } });
    }
  }
  if (tarjeta.planificacion && !ultimaPlanificacion) {
    conOrden.push({
      orden: apertura,
      evento: { tipo: 'planificacion', clave: 'planificacion', fecha: null, quien: null, registro: null, actual: true, primera: true },
    });
  }
  if (tarjeta.estado === 'Cerrada' && !cierre) {
    const fin = instante(tarjeta.finReparacion);
    conOrden.push({
      orden: fin ?? Number.MAX_SAFE_INTEGER,
      evento: { tipo: 'cierre', clave: 'cierre', fecha: fin === null ? null : tarjeta.finReparacion, quien: null, registro: null },
    });
  }
  for (const c of comentarios) {
    conOrden.push({
      orden: instante(c.fecha) ?? Number.MAX_SAFE_INTEGER,
      evento: { tipo: 'comentario', clave: `comentario:${c._id}`, fecha: c.fecha, quien: c.autor.nombre, comentario: c },
    });
  }
  // A stable sort: equal instants keep the order above (opening, trail, comments).
  return conOrden.sort((a, b) => a.orden - b.orden).map((e) => e.evento);
}
