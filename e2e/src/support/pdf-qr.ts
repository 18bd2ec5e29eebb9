import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const ORIGEN = 'http://pdf-qr.local';

/** Runs in the page, as a module given as text (the test runner would rewrite a dynamic import in a function). */
const LECTOR = `
import * as pdfjs from '${ORIGEN}/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '${ORIGEN}/pdf.worker.mjs';
window.leerQrs = async (columnas, filas) => {
  const doc = await pdfjs.getDocument('${ORIGEN}/doc.pdf').promise;
  const paginas = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const pagina = await doc.getPage(p);
    const viewport = pagina.getViewport({ scale: 2 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    const ctx = canvas.getContext('2d');
    await pagina.render({ canvasContext: ctx, viewport }).promise;
    const w = Math.floor(canvas.width / columnas);
    const h = Math.floor(canvas.height / filas);
    const codigos = [];
    for (let f = 0; f < filas; f++) for (let c = 0; c < columnas; c++) codigos.push(window.jsQR(ctx.getImageData(c * w, f * h, w, h).data, w, h)?.data ?? null);
    paginas.push(codigos);
  }
  return paginas;
};
`;

/**
 * Renders each page of a PDF with pdf.js in Chromium and decodes the QR codes of a grid of
 * `columnas` × `filas` cells with jsQR, as a phone would read the printed labels (null: no QR read).
 */
export async function leerQrsDelPdf(browser: Browser, pdf: Buffer, columnas: number, filas: number): Promise<(string | null)[][]> {
  const archivos: Record<string, { body: Buffer; type: string }> = {
    '/': { body: Buffer.from('<!doctype html><title>pdf</title>'), type: 'text/html' },
    '/pdf.mjs': { body: readFileSync(require.resolve('pdfjs-dist/build/pdf.min.mjs')), type: 'text/javascript' },
    '/pdf.worker.mjs': { body: readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs')), type: 'text/javascript' },
    '/jsqr.js': { body: readFileSync(require.resolve('jsqr/dist/jsQR.js')), type: 'text/javascript' },
    '/doc.pdf': { body: pdf, type: 'application/pdf' },
  };
  const context = await browser.newContext();
  try {
    await context.route(`${ORIGEN}/**`, (route) => {
      const archivo = archivos[new URL(route.request().url()).pathname];
      return archivo ? route.fulfill({ body: archivo.body, contentType: archivo.type }) : route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGEN}/`);
    await page.addScriptTag({ url: `${ORIGEN}/jsqr.js` });
    await page.addScriptTag({ type: 'module', content: LECTOR });
    await page.waitForFunction(() => 'leerQrs' in window);
    return await page.evaluate(
      ({ columnas, filas }) => (window as unknown as { leerQrs: (c: number, f: number) => Promise<(string | null)[][]> }).leerQrs(columnas, filas),
      { columnas, filas },
    );
  } finally {
    await context.close();
  }
}
