import { enviarEjecucionCil, enviarTarjeta, type ResultadoEnvio, type ResultadoEnvioEjecucion } from '@portal/shared/data-access';
import type { EjecucionCil, Tarjeta } from '@portal/shared/domain';
import { actualizarPendiente, listarPendientes, quitarPendiente, type EjecucionCilPendiente, type TarjetaPendiente } from './cola';
import { actualizarRutinaPendiente, listarRutinasPendientes, quitarRutinaPendiente } from './colaCil';

export interface SincronizarOpciones {
  token: string;
  userId: string;
  /** Only this card, even if it was refused ('Enviar ahora' after fixing it). */
  key?: string;
  fetchFn?: typeof fetch;
}

export interface ResultadoSincronizacion {
  enviadas: Tarjeta[];
  /** CIL routine runs recorded (issue 26 §1). */
  rutinas: EjecucionCil[];
  rechazadas: number;
}

type Paso = { tipo: 'enviada'; tarjeta: Tarjeta } | { tipo: 'rutina'; ejecucion: EjecucionCil } | { tipo: 'rechazada' | 'red' | 'sesion' | 'omitida' };

/** Cards held by a run of this tab, for browsers without the Web Locks API (and jsdom). */
const enCurso = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` while holding the card's lock: one tab (Web Locks) and one run of this tab at a time. A run that
 * finds the card held skips it (`ifAvailable`): the holder is already sending it.
 */
async function conCandado(key: string, fn: () => Promise<Paso>): Promise<Paso> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    return locks.request(`portal-pendiente:${key}`, { ifAvailable: true }, (lock) => (lock ? fn() : { tipo: 'omitida' as const }));
  }
  if (enCurso.has(key)) return { tipo: 'omitida' };
  const run = fn();
  enCurso.set(key, run);
  try {
    return await run;
  } finally {
    enCurso.delete(key);
  }
}

async function enviarUna(key: string, { token, userId, fetchFn }: SincronizarOpciones, incluirRechazada: boolean): Promise<Paso> {
  // Read again under the lock: another run may have sent (removed) or refused it meanwhile.
  let tomada = false;
  const pendiente = await actualizarPendiente(key, (p) => {
    if (p.userId !== userId || (p.estado === 'rechazada' && !incluirRechazada)) return p;
    tomada = true;
    return { ...p, estado: 'enviando', msg: undefined, intentos: p.intentos + 1 };
  });
  if (!pendiente || !tomada) return { tipo: 'omitida' };
  let resultado: ResultadoEnvio;
  try {
    resultado = await enviarTarjeta(pendiente, {
      token,
      fetchFn,
      onImagenSubida: async (imagenUrl) => {
        await actualizarPendiente(key, (p) => ({ ...p, imagenUrl }));
      },
    });
  } catch {
    resultado = { ok: false, tipo: 'red', msg: '' };
  }
  if (resultado.ok) {
    await quitarPendiente(key);
    return { tipo: 'enviada', tarjeta: resultado.tarjeta };
  }
  const { tipo, msg } = resultado;
  await actualizarPendiente(key, (p): TarjetaPendiente => (tipo === 'rechazada' ? { ...p, estado: 'rechazada', msg } : { ...p, estado: 'pendiente' }));
  return { tipo };
}

async function enviarRutina(key: string, { token, userId, fetchFn }: SincronizarOpciones, incluirRechazada: boolean): Promise<Paso> {
  let tomada = false;
  const pendiente = await actualizarRutinaPendiente(key, (p) => {
    if (p.userId !== userId || (p.estado === 'rechazada' && !incluirRechazada)) return p;
    tomada = true;
    return { ...p, estado: 'enviando', msg: undefined, intentos: p.intentos + 1 };
  });
  if (!pendiente || !tomada) return { tipo: 'omitida' };
  let resultado: ResultadoEnvioEjecucion;
  try {
    resultado = await enviarEjecucionCil(pendiente, {
      token,
      fetchFn,
      onFotoSubida: async (punto, url) => {
        await actualizarRutinaPendiente(key, (p) => ({ ...p, resultados: p.resultados.map((r) => (r.punto === punto ? { ...r, fotoUrl: url } : r)) }));
      },
    });
  } catch {
    resultado = { ok: false, tipo: 'red', msg: '' };
  }
  if (resultado.ok) {
    await quitarRutinaPendiente(key);
    return { tipo: 'rutina', ejecucion: resultado.ejecucion };
  }
  const { tipo, msg } = resultado;
  await actualizarRutinaPendiente(key, (p): EjecucionCilPendiente =>
    tipo === 'rechazada' ? { ...p, estado: 'rechazada', msg } : { ...p, estado: 'pendiente' },
  );
  return { tipo };
}

/**
 * Sends the user's queued cards, then the queued CIL routine runs, oldest first, with the user's token; other users' cards wait for them.
 * A network failure keeps a card for the next run, an expired session stops the run (every card waits for the
 * next login), a refusal keeps the card as 'rechazada' with the server's message.
 */
export async function sincronizarPendientes(opciones: SincronizarOpciones): Promise<ResultadoSincronizacion> {
  const resultado: ResultadoSincronizacion = { enviadas: [], rutinas: [], rechazadas: 0 };
  const elegir = <T extends { key: string; estado: string }>(lista: T[]) =>
    opciones.key ? lista.filter((p) => p.key === opciones.key) : lista.filter((p) => p.estado !== 'rechazada');
  // Cards first: a card raised from a routine's No OK point is then linked as soon as its run arrives.
  const pasos = [
    ...elegir(await listarPendientes(opciones.userId)).map(({ key }) => ({ key, enviar: () => enviarUna(key, opciones, Boolean(opciones.key)) })),
    ...elegir(await listarRutinasPendientes(opciones.userId)).map(({ key }) => ({ key, enviar: () => enviarRutina(key, opciones, Boolean(opciones.key)) })),
  ];
  for (const { key, enviar } of pasos) {
    const paso = await conCandado(key, enviar);
    if (paso.tipo === 'enviada') resultado.enviadas.push(paso.tarjeta);
    if (paso.tipo === 'rutina') resultado.rutinas.push(paso.ejecucion);
    if (paso.tipo === 'rechazada') resultado.rechazadas += 1;
    if (paso.tipo === 'sesion') break;
  }
  return resultado;
}
