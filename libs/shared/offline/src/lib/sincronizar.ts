import { enviarTarjeta, type ResultadoEnvio } from '@portal/shared/data-access';
import type { Tarjeta } from '@portal/shared/domain';
import { actualizarPendiente, listarPendientes, quitarPendiente, type TarjetaPendiente } from './cola';

export interface SincronizarOpciones {
  token: string;
  userId: string;
  /** Only this card, even if it was refused ('Enviar ahora' after fixing it). */
  key?: string;
  fetchFn?: typeof fetch;
}

export interface ResultadoSincronizacion {
  enviadas: Tarjeta[];
  rechazadas: number;
}

type Paso = { tipo: 'enviada'; tarjeta: Tarjeta } | { tipo: 'rechazada' | 'red' | 'sesion' | 'omitida' };

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

/**
 * Sends the user's queued cards, oldest first, with the user's token; other users' cards wait for them.
 * A network failure keeps a card for the next run, an expired session stops the run (every card waits for the
 * next login), a refusal keeps the card as 'rechazada' with the server's message.
 */
export async function sincronizarPendientes(opciones: SincronizarOpciones): Promise<ResultadoSincronizacion> {
  const resultado: ResultadoSincronizacion = { enviadas: [], rechazadas: 0 };
  const lista = await listarPendientes(opciones.userId);
  const aEnviar = opciones.key ? lista.filter((p) => p.key === opciones.key) : lista.filter((p) => p.estado !== 'rechazada');
  for (const { key } of aEnviar) {
    const paso = await conCandado(key, () => enviarUna(key, opciones, Boolean(opciones.key)));
    if (paso.tipo === 'enviada') resultado.enviadas.push(paso.tarjeta);
    if (paso.tipo === 'rechazada') resultado.rechazadas += 1;
    if (paso.tipo === 'sesion') break;
  }
  return resultado;
}
