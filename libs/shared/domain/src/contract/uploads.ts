import type { UploadResponse } from '../lib/tarjeta-contract';
import { archivo, json, multipart, ruta } from './ruta';

/** Image uploads: stored in Cloudinary, or on the BFF's disk and served at `/uploads/:file` (outside `/api`). */
export const uploadsContrato = {
  subir: ruta({
    metodo: 'POST',
    path: '/api/uploads',
    acceso: 'authenticated',
    resumen: 'Sube una imagen y devuelve su URL (secure_url) para adjuntarla a una tarjeta o un Kaizen',
    cuerpo: multipart({ file: 'La imagen (JPEG, PNG o WebP, hasta 10 MB)' }),
    respuesta: json<UploadResponse>(),
  }),
  imagen: ruta({
    metodo: 'GET',
    path: '/uploads/:file',
    acceso: 'public',
    resumen: 'Una imagen guardada en el servidor, por su nombre generado exacto',
    respuesta: archivo('image/*'),
  }),
} as const;
