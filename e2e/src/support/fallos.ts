import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Where a failed test leaves what its pages showed (test-all prints the index at the end of the run). */
const RAIZ = resolve(import.meta.dirname, '../../..');
export const CARPETA_FALLOS = join(RAIZ, 'tmp/test-reports/e2e-fallos');

const nombreDeArchivo = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * What hides an element from a role query or a tap, in one line: the open dialogs, a modal's aria-hidden left on the
 * app, backdrops and notices.
 */
function estadoDeLaPagina(): string {
  const visibles = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.getClientRects().length > 0);
  const nombre = (e: Element) => e.getAttribute('aria-label') ?? document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?';
  const partes = [
    `diálogos: [${visibles('[role=dialog]').map(nombre).join(' | ')}]`,
    `aria-hidden en body: ${
      [...document.body.children]
        .filter((e) => e.getAttribute('aria-hidden') === 'true')
        .map((e) => e.id || e.className.toString().slice(0, 30))
        .join(', ') || 'ninguno'
    }`,
    `fondos: ${visibles('.MuiBackdrop-root').length}`,
    `avisos: [${visibles('.MuiSnackbar-root')
      .map((e) => e.textContent)
      .join(' | ')}]`,
    `barra: ${document.querySelector('header') ? 'sí' : 'no'}`,
  ];
  return `(${partes.join('; ')})`;
}

/**
 * A test that failed under load says only "locator.tap: Timeout": this keeps each open page's address, its
 * accessibility tree and a screenshot, so the flake can be read without reproducing it.
 */
export async function guardarFallo(prueba: string, paginas: Page[]): Promise<void> {
  mkdirSync(CARPETA_FALLOS, { recursive: true });
  const base = nombreDeArchivo(prueba);
  const resumen: string[] = [];
  for (const [i, page] of paginas.entries()) {
    if (page.isClosed()) continue;
    const archivo = join(CARPETA_FALLOS, `${base}-${i + 1}`);
    const arbol = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((e: Error) => `(sin árbol: ${e.message.split('\n')[0]})`);
    await page.screenshot({ path: `${archivo}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    const estado = await page.evaluate(estadoDeLaPagina).catch(() => '');
    writeFileSync(`${archivo}.txt`, `${page.url()}\n${estado}\n\n${arbol}\n`);
    resumen.push(`página ${i + 1}: ${new URL(page.url()).pathname} ${estado} (${relative(RAIZ, archivo)}.png)`);
  }
  writeFileSync(join(CARPETA_FALLOS, `${base}.indice.txt`), `${prueba}\n${resumen.map((l) => `  ${l}`).join('\n')}\n`);
}
