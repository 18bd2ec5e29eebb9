import { FOTO_CALIDAD, FOTO_TIPO, tamanoFoto } from '@portal/shared/domain';

/**
 * The photo as it is uploaded: decoded with its EXIF orientation applied (a phone's portrait photo stays upright),
 * drawn at most FOTO_MAX_PX on its long side (never enlarged) and encoded as JPEG. Rejects what the browser cannot decode.
 */
export async function redimensionarFoto(archivo: Blob): Promise<Blob> {
  const imagen = await createImageBitmap(archivo, { imageOrientation: 'from-image' });
  try {
    const { width, height } = tamanoFoto(imagen.width, imagen.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const contexto = canvas.getContext('2d');
    if (!contexto || width === 0) throw new Error('La foto no se puede dibujar');
    contexto.drawImage(imagen, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('La foto no se puede codificar'))), FOTO_TIPO, FOTO_CALIDAD),
    );
  } finally {
    imagen.close();
  }
}
