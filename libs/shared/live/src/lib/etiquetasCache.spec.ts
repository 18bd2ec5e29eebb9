import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTO_TIPOS, type EventoPortal } from '@portal/shared/domain';
import type { Tag } from '@portal/shared/data-access';

/**
 * Every cache tag has a giver and a taker: each tag an event invalidates is provided by some query (else the event
 * refreshes nothing), and each tag a query provides is invalidated by some event or mutation (else it shows stale
 * data until reloaded). The endpoints are read from every RTK Query api file of the portal as RTK receives them.
 */
const raiz = join(import.meta.dirname, '..', '..', '..', '..', '..');
// The api module itself, not the lib's index (whose own endpoints would be injected on import): its injectEndpoints is
// wrapped first. The same file the lib's index imports, so the same module instance.
const { api, KAIZEN_DETALLE_TAG, TAG_IDS, TAG_TYPES } = (await import(
  /* @vite-ignore */ join(raiz, 'libs/shared/data-access/src/lib/api.ts')
)) as typeof import('@portal/shared/data-access');
const ARG = 'ARG';
/**
 * Stands for any argument or result: its properties are itself, as text it is ARG, and as a list it holds one of
 * itself (so a query giving each listed document's tag is seen giving it).
 */
const muestra: unknown = new Proxy(function () {}, {
  get: (_t, prop) => {
    if (prop === Symbol.toPrimitive) return () => ARG;
    if (prop === Symbol.iterator)
      return function* () {
        yield muestra;
      };
    if (prop === 'then') return undefined;
    const deLista = typeof prop === 'string' ? (Array.prototype as unknown as Record<string, unknown>)[prop] : undefined;
    if (typeof deLista === 'function') return (...args: unknown[]) => (deLista as (...a: unknown[]) => unknown).apply([muestra], args);
    return muestra;
  },
  apply: () => muestra,
});

type Definicion = { type: unknown; providesTags?: unknown; invalidatesTags?: unknown; onQueryStarted?: unknown };
const definiciones = new Map<string, Definicion>();
let tagsDeEvento: (evento: EventoPortal) => Tag[];

function archivosDeApi(dir: string): string[] {
  return readdirSync(join(raiz, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => readFileSync(f, 'utf8').includes('injectEndpoints('));
}

/** The tags a description gives for a result and for none (a query's tags often differ between the two). */
function tagsDe(descripcion: unknown): Tag[] {
  if (typeof descripcion !== 'function') return (descripcion as Tag[] | undefined) ?? [];
  const con = (resultado: unknown): Tag[] => {
    try {
      return descripcion(resultado, undefined, muestra, undefined) ?? [];
    } catch {
      return [];
    }
  };
  return [...con(muestra), ...con(undefined)];
}

/** `Tipo` or `Tipo:id`, with any part that came from an argument written `*`. */
const clave = (tag: Tag) => (typeof tag === 'string' ? tag : tag.id === undefined ? tag.type : `${tag.type}:${String(tag.id).replaceAll(ARG, '*')}`);
const fija = (parte: string) => (TAG_IDS as readonly string[]).includes(parte);
/**
 * RTK's matching: a type alone invalidates every tag of the type; otherwise the ids must be equal. A part taken
 * from an argument (`*`) may equal any value but a fixed id (TAG_IDS): no document or argument is called 'LIST'.
 */
function coincide(invalidada: string, provista: string): boolean {
  const [tipoI, ...idI] = invalidada.split(':');
  const [tipoP, ...idP] = provista.split(':');
  if (tipoI !== tipoP) return false;
  if (idI.length === 0) return true;
  const parte = (i: string, p: string) => i === p || (i === '*' && !fija(p)) || (p === '*' && !fija(i));
  return idI.length === idP.length && idI.every((i, n) => parte(i, idP[n]));
}

function eventos(): EventoPortal[] {
  return EVENTO_TIPOS.flatMap((tipo): EventoPortal[] => {
    if (tipo === 'comentario.agregado')
      return [
        { tipo, id: ARG, tarjetaId: ARG },
        { tipo, id: ARG, kaizenId: ARG },
        { tipo, id: ARG },
      ];
    if (tipo === 'resync')
      return [
        { tipo, id: '', entidad: 'tarjeta' },
        { tipo, id: '', entidad: 'kaizen' },
        { tipo, id: '' },
      ];
    return [{ tipo, id: ARG }];
  });
}

describe('cache tags: every tag has a query that provides it and a change that invalidates it', () => {
  const provistas = new Map<string, string[]>();
  const porMutaciones = new Map<string, string[]>();
  const porEventos = new Map<string, string[]>();
  beforeAll(async () => {
    const inyectar = api.injectEndpoints.bind(api);
    (api as { injectEndpoints: unknown }).injectEndpoints = (opciones: Parameters<typeof api.injectEndpoints>[0]) =>
      inyectar({
        ...opciones,
        endpoints: (build) => {
          const defs = opciones.endpoints(build);
          for (const [nombre, def] of Object.entries(defs)) definiciones.set(nombre, def as Definicion);
          return defs;
        },
      });
    const archivos = ['shell/src', 'mf-tarjetas/src', 'mf-kaizen/src', 'mf-dashboard/src', 'mf-admin/src', 'libs/shared'].flatMap(archivosDeApi);
    for (const archivo of archivos) await import(/* @vite-ignore */ archivo);
    ({ tagsDeEvento } = (await import(
      /* @vite-ignore */ join(raiz, 'libs/shared/data-access/src/lib/tagsDeEvento.ts')
    )) as typeof import('@portal/shared/data-access'));
    const agregar = (mapa: Map<string, string[]>, tags: Tag[], de: string) => {
      for (const tag of tags) mapa.set(clave(tag), [...(mapa.get(clave(tag)) ?? []), de]);
    };
    for (const [nombre, def] of definiciones) {
      if (def.type === 'query' || def.type === 'infinitequery') agregar(provistas, tagsDe(def.providesTags), nombre);
      else agregar(porMutaciones, tagsDe(def.invalidatesTags), nombre);
    }
    for (const evento of eventos()) agregar(porEventos, tagsDeEvento(evento), `${evento.tipo}${evento.entidad ? `(${evento.entidad})` : ''}`);
  });

  it('reads the endpoints of every api file (queries and mutations)', () => {
    expect(definiciones.size).toBeGreaterThan(60);
    expect(provistas.size).toBeGreaterThan(10);
  });

  it('each tag an event invalidates is provided by some query', () => {
    const huerfanas = [...porEventos].filter(([tag]) => ![...provistas.keys()].some((p) => coincide(tag, p))).map(([tag, de]) => `${tag} ← ${de.join(', ')}`);
    expect(huerfanas).toEqual([]);
  });

  it('each tag a mutation invalidates is provided by some query', () => {
    const huerfanas = [...porMutaciones]
      .filter(([tag]) => ![...provistas.keys()].some((p) => coincide(tag, p)))
      .map(([tag, de]) => `${tag} ← ${de.join(', ')}`);
    expect(huerfanas).toEqual([]);
  });

  it('each tag a query provides is invalidated by some event or mutation (a resync of everything does not count)', () => {
    const dirigidas = [...porMutaciones.keys(), ...[...porEventos].filter(([, de]) => de.some((d) => d !== 'resync')).map(([tag]) => tag)];
    const estancadas = [...provistas].filter(([tag]) => !dirigidas.some((i) => coincide(i, tag))).map(([tag, de]) => `${tag} ← ${de.join(', ')}`);
    expect(estancadas).toEqual([]);
  });

  it('every fixed id in use is one of TAG_IDS (a list, a section or a prefix, never a document id)', () => {
    const ids = [...provistas.keys(), ...porMutaciones.keys(), ...porEventos.keys()].flatMap((tag) => tag.split(':').slice(1));
    expect([...new Set(ids.filter((id) => id !== '*' && id === id.toUpperCase() && !fija(id)))]).toEqual([]);
  });

  it('every tag type of the api is provided by some query (a resync refetches them all)', () => {
    expect(TAG_TYPES.filter((tipo) => ![...provistas.keys()].some((p) => p.split(':')[0] === tipo))).toEqual([]);
  });
});

/**
 * The changes made through a mutation, with the events the database announces for them (migration eventos_sql's
 * triggers). The tab that makes a change does not get those events (the BFF skips its own origen): its mutation must
 * invalidate at least what they would, but `alDia`: the card it answers, which it writes into the cache itself
 * (checked: it has an onQueryStarted), and what it is known to leave as it is.
 */
const TARJETA = { type: 'Tarjeta', id: 't1' } as const;
const CAMBIOS: { mutacion: string; arg: unknown; resultado?: unknown; eventos: EventoPortal[]; alDia?: Tag[] }[] = [
  // Planning changes nothing a Kaizen shows of its cards.
  { mutacion: 'planificarTarjeta', arg: { _id: 't1' }, eventos: [{ tipo: 'tarjeta.actualizada', id: 't1' }], alDia: [TARJETA, { type: 'Kaizen', id: 'LIST' }] },
  { mutacion: 'cerrarTarjeta', arg: { _id: 't1' }, eventos: [{ tipo: 'tarjeta.cerrada', id: 't1' }], alDia: [TARJETA] },
  { mutacion: 'cerrarTarjetaAmarilla', arg: { _id: 't1' }, eventos: [{ tipo: 'tarjeta.cerrada', id: 't1' }], alDia: [TARJETA] },
  ...['editarTarjeta', 'editarTarjetaAmarilla', 'agregarImagen', 'agregarImagenAntes', 'agregarImagenDespues'].map((mutacion) => ({
    mutacion,
    arg: { _id: 't1' },
    eventos: [{ tipo: 'tarjeta.actualizada', id: 't1' } as const],
    alDia: [TARJETA],
  })),
  { mutacion: 'eliminarTarjeta', arg: 't1', eventos: [{ tipo: 'tarjeta.eliminada', id: 't1' }] },
  {
    mutacion: 'crearKaizen',
    arg: {},
    resultado: { _id: 'k1', preTarjeta: [{ _id: 't1' }, { _id: null }], tarjetasHacer: [] },
    eventos: [
      { tipo: 'kaizen.creado', id: 'k1' },
      { tipo: 'kaizen.actualizado', id: 'k1' },
      { tipo: 'tarjeta.actualizada', id: 't1' },
    ],
  },
  ...['agregarTarjetaHacer', 'cerrarKaizen'].map((mutacion) => ({
    mutacion,
    arg: { _id: 'k1' },
    resultado: { _id: 'k1', preTarjeta: [{ _id: 't1' }], tarjetasHacer: [{ _id: 't2' }] },
    eventos: [{ tipo: 'kaizen.actualizado', id: 'k1' } as const, { tipo: 'tarjeta.actualizada', id: 't2' } as const],
  })),
  ...['editarKaizen', 'agregarImagenKaizen'].map((mutacion) => ({
    mutacion,
    arg: { _id: 'k1' },
    resultado: { _id: 'k1', preTarjeta: [], tarjetasHacer: [] },
    eventos: [{ tipo: 'kaizen.actualizado', id: 'k1' } as const],
  })),
  // Its cards are not named by the request: any card. The Kaizen details: the only one on screen is the deleted one.
  {
    mutacion: 'eliminarKaizen',
    arg: 'k1',
    eventos: [
      { tipo: 'kaizen.eliminado', id: 'k1' },
      { tipo: 'tarjeta.actualizada', id: 't9' },
    ],
    alDia: [KAIZEN_DETALLE_TAG],
  },
  {
    mutacion: 'crearComentario',
    arg: { destino: 'tarjeta', id: 't1' },
    resultado: { _id: 'c1' },
    eventos: [{ tipo: 'comentario.agregado', id: 'c1', tarjetaId: 't1' }],
  },
  {
    mutacion: 'crearComentario',
    arg: { destino: 'kaizen', id: 'k1' },
    resultado: { _id: 'c1' },
    eventos: [{ tipo: 'comentario.agregado', id: 'c1', kaizenId: 'k1' }],
  },
  { mutacion: 'eliminarComentario', arg: { destino: 'tarjeta', id: 't1', comentarioId: 'c1' }, eventos: [{ tipo: 'tarjeta.actualizada', id: 't1' }] },
  { mutacion: 'eliminarComentario', arg: { destino: 'kaizen', id: 'k1', comentarioId: 'c1' }, eventos: [{ tipo: 'kaizen.actualizado', id: 'k1' }] },
];

describe('one path per change: a mutation invalidates what the events of its change invalidate in the other tabs', () => {
  const invalidadas = (mutacion: string, arg: unknown, resultado: unknown, error?: unknown): string[] => {
    const def = definiciones.get(mutacion);
    if (def?.type !== 'mutation') throw new Error(`${mutacion} is not a mutation of the portal`);
    const tags = typeof def.invalidatesTags === 'function' ? def.invalidatesTags(resultado, error, arg, undefined) : def.invalidatesTags;
    return ((tags as Tag[] | undefined) ?? []).map(clave);
  };

  it.each(CAMBIOS.map((c) => [`${c.mutacion}(${JSON.stringify(c.arg)})`, c] as const))('%s', (_nombre, { mutacion, arg, resultado, eventos, alDia = [] }) => {
    const propias = [...invalidadas(mutacion, arg, resultado ?? {}), ...alDia.map(clave)];
    const faltan = eventos
      .flatMap(tagsDeEvento)
      .map(clave)
      .filter((tag) => !propias.some((p) => coincide(p, tag)));
    expect(faltan).toEqual([]);
    if (alDia.includes(TARJETA)) expect(typeof definiciones.get(mutacion)?.onQueryStarted).toBe('function');
  });

  it('a failed change invalidates no event tag (nothing changed)', () => {
    for (const { mutacion, arg, eventos } of CAMBIOS) {
      const propias = invalidadas(mutacion, arg, undefined, { status: 409 });
      const deEventos = eventos.flatMap(tagsDeEvento).map(clave);
      expect(propias.filter((p) => deEventos.includes(p) && !p.startsWith('Comentario:'))).toEqual([]);
    }
  });
});
