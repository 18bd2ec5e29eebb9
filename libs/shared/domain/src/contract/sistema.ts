import type { RemotesManifest } from '../lib/types';
import { json, ruta } from './ruta';

/** The BFF's health: `busy` while a transaction holds the embedded database; `error` comes with a 503. */
export type Salud = { status: 'ok'; db: 'pglite' | 'postgres'; busy?: true } | { status: 'error'; db: 'down'; msg: string };

/** The portal's own routes: its health check and the shell's remotes manifest (served at the root, outside `/api`). */
export const sistemaContrato = {
  salud: ruta({
    metodo: 'GET',
    path: '/api/health',
    acceso: 'public',
    resumen: 'Estado del servidor y de su base de datos (503 mientras la base no responde)',
    respuesta: json<Salud>(),
  }),
  // Nothing (a 304) when If-None-Match carries the manifest's ETag.
  remotos: ruta({
    metodo: 'GET',
    path: '/mf-remotes.json',
    acceso: 'public',
    resumen: 'Dónde cargar cada micro-frontend (nombre → URL de su mf-manifest.json); 304 si no cambió',
    respuesta: json<RemotesManifest | undefined>(),
  }),
} as const;
