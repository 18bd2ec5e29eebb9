import {
  ESTADO_TARJETA_ELIMINADA,
  estadoActualKaizen,
  type Color,
  type EstadoKaizen,
  type EstadoTarjeta,
  type Kaizen,
  type KaizenResumen,
  type KaizenTarjetaRef,
  type Pilar,
  type RolTarjetaKaizen,
} from '@portal/shared/domain';
import type { KaizenRow } from '../../db/schema';

/** A stored link joined with its card's live state (card columns null once the card was deleted). */
export interface KaizenTarjetaLink {
  kaizenId: string;
  rol: RolTarjetaKaizen;
  tarjetaId: string | null;
  color: string;
  numero: number;
  estado: string | null;
  descripcion: string | null;
}

/** The Kaizen's source and Hacer cards, each in the order added. */
export interface KaizenRefs {
  origen: KaizenTarjetaRef[];
  hacer: KaizenTarjetaRef[];
}

export const SIN_REFS: KaizenRefs = { origen: [], hacer: [] };

/** A link as the API answers it: a deleted card keeps its colour and number, as 'eliminada'. */
export const toTarjetaRef = (l: Pick<KaizenTarjetaLink, 'tarjetaId' | 'color' | 'numero' | 'estado' | 'descripcion'>): KaizenTarjetaRef =>
  l.tarjetaId && l.estado !== null
    ? { _id: l.tarjetaId, color: l.color as Color, numero: l.numero, estado: l.estado as EstadoTarjeta, descripcion: l.descripcion ?? '' }
    : { _id: null, color: l.color as Color, numero: l.numero, estado: ESTADO_TARJETA_ELIMINADA, descripcion: '' };

/** Groups links (already in order) by Kaizen and role. */
export function agruparRefs(links: readonly KaizenTarjetaLink[]): Map<string, KaizenRefs> {
  const porKaizen = new Map<string, KaizenRefs>();
  for (const l of links) {
    let refs = porKaizen.get(l.kaizenId);
    if (!refs) porKaizen.set(l.kaizenId, (refs = { origen: [], hacer: [] }));
    refs[l.rol].push(toTarjetaRef(l));
  }
  return porKaizen;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toKaizenDto = (r: KaizenRow, refs: KaizenRefs = SIN_REFS): Kaizen => {
  const estado = r.estado as EstadoKaizen;
  return {
    _id: r.id,
    numero: r.numero,
    estado,
    implementacion: r.implementacion,
    estadoActual: estadoActualKaizen({ estado, implementacion: r.implementacion }),
    codigo: r.codigo,
    linea: r.linea,
    maquina: r.maquina,
    tema: r.tema,
    perdidaAtacada: r.perdidaAtacada,
    pilar: r.pilar as Pilar,
    lider: r.lider,
    fecha: r.fecha.toISOString(),
    preTarjeta: refs.origen,
    tarjetasHacer: refs.hacer,
    descripcionProblema: r.descripcionProblema,
    objetivo: r.objetivo,
    causas: r.causas,
    acciones: r.acciones,
    objetivoLogrado: r.objetivoLogrado ?? null,
    objectivoCompletado: r.objetivoCompletado,
    objetivoCompletado: r.objetivoCompletado,
    documentos: r.documentos,
    otraMaquina: r.otraMaquina,
    responsableSeguimiento: r.responsableSeguimiento,
    fechaFinalizacionMejora: r.fechaFinalizacionMejora ?? null,
    costo: r.costo,
    beneficio: r.beneficio,
    costoImporte: r.costoImporte ?? null,
    beneficioImporte: r.beneficioImporte ?? null,
    verificacion: r.verificacion,
    imagenFrontUrl: r.imagenFrontUrl,
    imagenBackUrl: r.imagenBackUrl,
    cerradaEn: iso(r.cerradaEn),
  };
};

/** A row of the /kaizen list. */
export const toKaizenResumen = (r: KaizenRow): KaizenResumen => {
  const { _id, numero, codigo, maquina, fecha, tema, estado, implementacion, estadoActual, lider, pilar, costo, beneficio } = toKaizenDto(r);
  return { _id, numero, codigo, maquina, fecha, tema, estado, implementacion, estadoActual, lider, pilar, costo, beneficio };
};
