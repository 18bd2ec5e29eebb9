/** This device's plant at the login (issue 24): a shared phone or PC of a plant keeps offering it. */
export const PLANTA_INGRESO_KEY = 'planta-ingreso';
/** `?planta=<código>` in the portal's address preselects a plant (a link or a bookmark per plant). */
export const PLANTA_PARAM = 'planta';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const plantaRecordada = (): string => storage()?.getItem(PLANTA_INGRESO_KEY) ?? '';

export function recordarPlanta(codigo: string | undefined): void {
  try {
    if (codigo) storage()?.setItem(PLANTA_INGRESO_KEY, codigo);
  } catch {
    /* storage full or refused: the choice is asked again next time */
  }
}

/** The plant to offer first: the address's code, else this device's, when it is one of `codigos`; else none. */
export function plantaInicial(codigos: readonly string[], deLaDireccion: string | null): string {
  const pedida = deLaDireccion?.trim().toUpperCase();
  if (pedida && codigos.includes(pedida)) return pedida;
  const recordada = plantaRecordada();
  return codigos.includes(recordada) ? recordada : '';
}
