import { PANTALLA_STORAGE_KEY } from '@portal/shared/domain';

/** The TV's pantalla token, kept in localStorage so the board keeps working after the TV reboots. */
export function leerPantalla(): string | null {
  try {
    return localStorage.getItem(PANTALLA_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function guardarPantalla(token: string): void {
  try {
    localStorage.setItem(PANTALLA_STORAGE_KEY, token);
  } catch {
    // Private mode or storage full: the board still works until the page is reloaded.
  }
}

/** A revoked pantalla's token is dropped: the next load pairs the TV again. */
export function olvidarPantalla(): void {
  try {
    localStorage.removeItem(PANTALLA_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
