import { vi } from 'vitest';

/**
 * jsdom has no layout and no matchMedia: this one answers like a phone, matching MUI's
 * `breakpoints.down(…)` (max-width) queries, so `usePhone()` lists render as cards. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
