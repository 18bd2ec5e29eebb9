import { PC_COMPARTIDA_KEY, ULTIMO_USO_KEY } from '@portal/shared/domain';

/** localStorage may be missing or refuse (private mode): a shared PC then behaves as a personal one. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const esPcCompartida = (): boolean => storage()?.getItem(PC_COMPARTIDA_KEY) === '1';

/** The login's 'PC compartida' choice, kept on this browser (the next user finds it ticked). */
export function recordarPcCompartida(compartida: boolean): void {
  const s = storage();
  if (!s) return;
  if (compartida) {
    s.setItem(PC_COMPARTIDA_KEY, '1');
    s.setItem(ULTIMO_USO_KEY, String(Date.now()));
  } else {
    s.removeItem(PC_COMPARTIDA_KEY);
    s.removeItem(ULTIMO_USO_KEY);
  }
}

export function ultimoUso(): number | null {
  const v = storage()?.getItem(ULTIMO_USO_KEY);
  return v ? Number(v) : null;
}

/** The idle session ended: no use is left to count from (the next login starts a new one). */
export function olvidarUso(): void {
  storage()?.removeItem(ULTIMO_USO_KEY);
}

export function anotarUso(ahora: number): void {
  storage()?.setItem(ULTIMO_USO_KEY, String(ahora));
}
