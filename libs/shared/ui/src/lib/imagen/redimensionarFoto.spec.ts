import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOTO_CALIDAD } from '@portal/shared/domain';
import { redimensionarFoto } from './redimensionarFoto';

/** jsdom decodes no image and draws no canvas: the browser's parts are stubbed, the e2e checks a real photo. */
function stubNavegador(ancho: number, alto: number) {
  const close = vi.fn();
  const decodificar = vi.fn(async () => ({ width: ancho, height: alto, close }));
  vi.stubGlobal('createImageBitmap', decodificar);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb, type) {
    cb(new Blob([`${this.width}x${this.height}`], { type }));
  });
  return { decodificar, drawImage, toBlob, close };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('redimensionarFoto', () => {
  it('decodes with the EXIF orientation, draws the long side at 1,600 px and encodes a JPEG', async () => {
    const { decodificar, drawImage, toBlob, close } = stubNavegador(3024, 4032);
    const original = new Blob(['raw'], { type: 'image/heic' });
    const foto = await redimensionarFoto(original);
    expect(decodificar).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1200, 1600);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', FOTO_CALIDAD);
    expect(foto.type).toBe('image/jpeg');
    expect(await foto.text()).toBe('1200x1600');
    expect(close).toHaveBeenCalled();
  });

  it('never enlarges a small photo', async () => {
    const { drawImage } = stubNavegador(800, 600);
    expect(await (await redimensionarFoto(new Blob(['raw']))).text()).toBe('800x600');
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 800, 600);
  });

  it('rejects what the browser cannot decode or encode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))),
    );
    await expect(redimensionarFoto(new Blob(['no es una imagen']))).rejects.toThrow();
    const { toBlob, close } = stubNavegador(100, 100);
    toBlob.mockImplementation((cb) => cb(null));
    await expect(redimensionarFoto(new Blob(['raw']))).rejects.toThrow('La foto no se puede codificar');
    expect(close).toHaveBeenCalled();
  });
});
