import type { EnvioEjecucionCil } from '@portal/shared/data-access';
import { abrir, actualizarEn, avisarCambio, type BorradorCil, type EjecucionCilPendiente, type ResultadoBorradorCil } from './cola';

/**
 * The CIL side of the device's queue (issue 26 §1): finished runs waiting to be sent, and the run under way of each
 * machine (its draft). Both belong to a user: a shared plant phone never sends or shows another person's.
 */

export async function encolarEjecucionCil(envio: EnvioEjecucionCil, userId: string): Promise<void> {
  const pendiente: EjecucionCilPendiente = { ...envio, userId, creadaEn: new Date().toISOString(), estado: 'pendiente', intentos: 0 };
  await (await abrir()).put('rutinas', pendiente);
  avisarCambio();
}

/** The user's queued runs, oldest first. */
export async function listarRutinasPendientes(userId: string): Promise<EjecucionCilPendiente[]> {
  const lista = await (await abrir()).getAllFromIndex('rutinas', 'userId', userId);
  return lista.sort((a, b) => a.creadaEn.localeCompare(b.creadaEn));
}

export async function quitarRutinaPendiente(key: string): Promise<void> {
  await (await abrir()).delete('rutinas', key);
  avisarCambio();
}

/** Applies `cambio` to a queued run (see `actualizarEn`). */
export const actualizarRutinaPendiente = (
  key: string,
  cambio: (p: EjecucionCilPendiente) => EjecucionCilPendiente,
): Promise<EjecucionCilPendiente | undefined> => actualizarEn('rutinas', key, cambio);

const idBorrador = (userId: string, maquinaId: string) => `${userId}:${maquinaId}`;

export async function leerBorradorCil(userId: string, maquinaId: string): Promise<BorradorCil | undefined> {
  return (await abrir()).get('borradoresCil', idBorrador(userId, maquinaId));
}

export async function guardarBorradorCil(borrador: Omit<BorradorCil, 'id'>): Promise<BorradorCil> {
  const completo = { ...borrador, id: idBorrador(borrador.userId, borrador.maquinaId) };
  await (await abrir()).put('borradoresCil', completo);
  return completo;
}

export async function borrarBorradorCil(userId: string, maquinaId: string): Promise<void> {
  await (await abrir()).delete('borradoresCil', idBorrador(userId, maquinaId));
}

/**
 * The card raised from a No OK point was sent or queued with `tarjetaKey`: the run under way links it (in one
 * transaction with whatever the routine's page saves meanwhile). Answers false when no run of that machine is under way.
 */
export async function marcarTarjetaCil(userId: string, maquinaId: string, punto: string, tarjetaKey: string): Promise<boolean> {
  const tx = (await abrir()).transaction('borradoresCil', 'readwrite');
  const b = await tx.store.get(idBorrador(userId, maquinaId));
  const r: ResultadoBorradorCil | undefined = b?.resultados[punto];
  if (b && r) await tx.store.put({ ...b, resultados: { ...b.resultados, [punto]: { ...r, tarjetaKey } } });
  await tx.done;
  return Boolean(b && r);
}
