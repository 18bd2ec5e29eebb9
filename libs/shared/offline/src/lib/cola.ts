import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { EnvioEjecucionCil, EnvioTarjeta } from '@portal/shared/data-access';

/** A card captured without a connection, waiting in this browser until it reaches the server. */
export interface TarjetaPendiente extends EnvioTarjeta {
  /** Whose card it is: only that user's session sends it (plant PCs are shared). */
  userId: string;
  /** ISO instant of the capture. */
  creadaEn: string;
  estado: 'pendiente' | 'enviando' | 'rechazada';
  /** The server's refusal, for `rechazada`. */
  msg?: string;
  intentos: number;
}

/** A CIL routine run finished without a connection (issue 26 §1): sent like a queued card, with its Idempotency-Key. */
export interface EjecucionCilPendiente extends EnvioEjecucionCil {
  userId: string;
  creadaEn: string;
  estado: 'pendiente' | 'enviando' | 'rechazada';
  msg?: string;
  intentos: number;
}

/** A routine under way on this device: what each point got so far (it survives a reload, a lost connection, a login). */
export interface BorradorCil {
  /** `${userId}:${maquinaId}`. */
  id: string;
  userId: string;
  maquinaId: string;
  maquina: string;
  /** The run's Idempotency-Key, chosen when it starts. */
  key: string;
  iniciadaEn: string;
  resultados: Record<string, ResultadoBorradorCil>;
}

export interface ResultadoBorradorCil {
  resultado: 'ok' | 'no_ok' | 'no_realizado';
  comentario: string;
  motivo: string;
  foto?: Blob;
  /** The Idempotency-Key of the card raised from this point (set once the card was sent or queued). */
  tarjetaKey?: string;
}

interface ColaDB extends DBSchema {
  pendientes: { key: string; value: TarjetaPendiente; indexes: { userId: string } };
  rutinas: { key: string; value: EjecucionCilPendiente; indexes: { userId: string } };
  borradoresCil: { key: string; value: BorradorCil };
}

export const DB_NAME = 'portal-offline';
const STORE = 'pendientes';
/** Every tab hears every change of the queue (the badge of another tab, the page listing it). */
export const CANAL_PENDIENTES = 'portal-pendientes';

let db: { factory: IDBFactory; conexion: Promise<IDBPDatabase<ColaDB>> } | null = null;

/** The queue's database: version 2 added the CIL runs and drafts (a device keeps its queued cards through the upgrade). */
export function abrir(): Promise<IDBPDatabase<ColaDB>> {
  // Opened again if the IDBFactory changed (each test gets a new, empty one).
  if (db?.factory !== indexedDB) {
    const conexion = openDB<ColaDB>(DB_NAME, 2, {
      upgrade(d, anterior) {
        if (anterior < 1) d.createObjectStore(STORE, { keyPath: 'key' }).createIndex('userId', 'userId');
        if (anterior < 2) {
          d.createObjectStore('rutinas', { keyPath: 'key' }).createIndex('userId', 'userId');
          d.createObjectStore('borradoresCil', { keyPath: 'id' });
        }
      },
    });
    db = { factory: indexedDB, conexion };
  }
  return db.conexion;
}

const locales = new EventTarget();
let canal: BroadcastChannel | null | undefined;

function canalPendientes(): BroadcastChannel | null {
  if (canal === undefined) canal = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CANAL_PENDIENTES);
  return canal;
}

export function avisarCambio(): void {
  locales.dispatchEvent(new Event('cambio'));
  canalPendientes()?.postMessage('cambio');
}

/** Calls `listener` after every change of the queue, in this tab or another; answers the unsubscribe. */
export function suscribirCambios(listener: () => void): () => void {
  // A channel never hears its own messages: this tab's changes arrive through `locales`, the others' here.
  const deOtra = () => listener();
  canalPendientes()?.addEventListener('message', deOtra);
  locales.addEventListener('cambio', listener);
  return () => {
    locales.removeEventListener('cambio', listener);
    canalPendientes()?.removeEventListener('message', deOtra);
  };
}

export async function encolarTarjeta(envio: EnvioTarjeta, userId: string): Promise<void> {
  const pendiente: TarjetaPendiente = { ...envio, userId, creadaEn: new Date().toISOString(), estado: 'pendiente', intentos: 0 };
  await (await abrir()).put(STORE, pendiente);
  avisarCambio();
}

export async function obtenerPendiente(key: string): Promise<TarjetaPendiente | undefined> {
  return (await abrir()).get(STORE, key);
}

export async function quitarPendiente(key: string): Promise<void> {
  await (await abrir()).delete(STORE, key);
  avisarCambio();
}

/** The user's queued cards, oldest first. */
export async function listarPendientes(userId: string): Promise<TarjetaPendiente[]> {
  const lista = await (await abrir()).getAllFromIndex(STORE, 'userId', userId);
  return lista.sort((a, b) => a.creadaEn.localeCompare(b.creadaEn));
}

/**
 * Applies `cambio` to a queued item of `store` in one transaction (returning the same object writes nothing); answers
 * the value (undefined if it is gone).
 */
export async function actualizarEn<S extends 'pendientes' | 'rutinas'>(
  store: S,
  key: string,
  cambio: (p: ColaDB[S]['value']) => ColaDB[S]['value'],
): Promise<ColaDB[S]['value'] | undefined> {
  const tx = (await abrir()).transaction(store, 'readwrite');
  const actual = (await tx.store.get(key)) as ColaDB[S]['value'] | undefined;
  const nuevo = actual && cambio(actual);
  const cambiado = nuevo !== undefined && nuevo !== actual;
  if (cambiado) await tx.store.put(nuevo);
  await tx.done;
  if (cambiado) avisarCambio();
  return nuevo;
}

/** Applies `cambio` to a stored card (see `actualizarEn`). */
export const actualizarPendiente = (key: string, cambio: (p: TarjetaPendiente) => TarjetaPendiente): Promise<TarjetaPendiente | undefined> =>
  actualizarEn('pendientes', key, cambio);
