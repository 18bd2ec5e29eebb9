import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import jsQR from 'jsqr';
import { elegirOpcion, renderDetalle } from '../detalleTestSetup';
import { imprimirEtiqueta } from './imprimirEtiqueta';

interface Png {
  width: number;
  height: number;
  data: Uint8Array;
}
// pngjs is qrcode's own PNG encoder; resolved from qrcode so the test reads what qrcode wrote.
const requireFromQrcode = createRequire(createRequire(import.meta.url).resolve('qrcode'));
const { PNG } = requireFromQrcode('pngjs') as { PNG: { sync: { read: (buffer: Buffer) => Png } } };

/** Decodes a PNG data URL QR code back to its text. */
function leerQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('Mostrar QR', () => {
  it("is titled 'Tarjeta {color} N°{numero}' and its QR encodes the full card URL", async () => {
    const { user } = await renderDetalle({ _id: 'abc-123', color: 'Verde', numero: 7 });
    const dialog = await elegirOpcion(user, 'Mostrar QR');
    expect(within(dialog).getByRole('heading', { name: 'Tarjeta Verde N°7' })).toBeInTheDocument();
    const img = await within(dialog).findByRole('img', { name: 'QR de la Tarjeta Verde N°7' });
    const src = img.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect(leerQr(src)).toBe(`${window.location.origin}/tarjeta/abc-123`);
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  });

  it('Imprimir prints a hidden frame holding only the title and the QR, then removes it', async () => {
    const print = vi.fn();
    const append = document.body.appendChild.bind(document.body);
    vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      const added = append(node);
      if (node instanceof HTMLIFrameElement && node.contentWindow) Object.assign(node.contentWindow, { print, focus: vi.fn() });
      return added;
    });
    const iframe = imprimirEtiqueta('Tarjeta Roja N°1', 'data:image/png;base64,AAAA');
    const doc = iframe.contentDocument as Document;
    expect(doc.querySelector('h1')?.textContent).toBe('Tarjeta Roja N°1');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(doc.body.children).toHaveLength(2);
    doc.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(iframe.style.width).toBe('0px');
    iframe.contentWindow?.dispatchEvent(new Event('afterprint'));
    expect(iframe.isConnected).toBe(false);
  });
});
