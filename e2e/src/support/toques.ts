import type { Locator } from 'playwright-core';
import { elegir, type Opcion } from './formulario';

/**
 * Counts what a user does on the way through a loop — each tap, click, typed field, chosen option or file —
 * so an e2e can hold the loop to its budget (docs/ui-conventions.md, "count the taps").
 */
export function contadorDeToques() {
  let toques = 0;
  const contar = <T>(p: Promise<T>) => (toques++, p);
  return {
    tap: (l: Locator) => contar(l.tap()),
    click: (l: Locator) => contar(l.click()),
    check: (l: Locator) => contar(l.check()),
    fill: (l: Locator, v: string) => contar(l.fill(v)),
    /** A list costs two taps on a phone (open it, pick), a chip one. */
    elegir: async (scope: Locator, label: string, opcion: Opcion) => {
      toques += (await elegir(scope, label, opcion)) === 'lista' ? 2 : 1;
    },
    archivo: (l: Locator, archivo: { name: string; mimeType: string; buffer: Buffer }) => contar(l.setInputFiles(archivo)),
    get toques() {
      return toques;
    },
  };
}
export type ContadorDeToques = ReturnType<typeof contadorDeToques>;
