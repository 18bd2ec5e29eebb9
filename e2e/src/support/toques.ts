import type { Locator } from 'playwright-core';

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
    select: (l: Locator, v: string | { index: number }) => contar(l.selectOption(v)),
    archivo: (l: Locator, archivo: { name: string; mimeType: string; buffer: Buffer }) => contar(l.setInputFiles(archivo)),
    get toques() {
      return toques;
    },
  };
}
export type ContadorDeToques = ReturnType<typeof contadorDeToques>;
