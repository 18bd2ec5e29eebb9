import { useCallback, useRef, useState } from 'react';
import type { EnvioTarjeta } from '@portal/shared/data-access';
import { nuevaClave } from './clave';

/**
 * The card being entered as an `EnvioTarjeta`: its photo, and one Idempotency-Key kept through every retry of the
 * same card (a new one only after it was sent or queued). An uploaded photo is not uploaded again on a retry.
 */
export function useEnvio() {
  const [foto, setFoto] = useState<Blob | null>(null);
  const clave = useRef<string | null>(null);
  const subida = useRef<{ foto: Blob; url: string } | null>(null);
  /** The queued card reopened from `?pendiente=`: dropped from the queue once sent. */
  const [pendiente, setPendiente] = useState<string | null>(null);

  const armar = useCallback(
    (amarilla: boolean, payload: EnvioTarjeta['payload']): EnvioTarjeta => {
      clave.current ??= nuevaClave();
      const imagenUrl = foto && subida.current?.foto === foto ? subida.current.url : undefined;
      return { key: clave.current, amarilla, payload, ...(foto ? { foto } : {}), ...(imagenUrl ? { imagenUrl } : {}) };
    },
    [foto],
  );

  const subio = useCallback((envio: EnvioTarjeta, url: string) => {
    if (envio.foto) subida.current = { foto: envio.foto, url };
  }, []);

  const cargar = useCallback((envio: EnvioTarjeta) => {
    clave.current = envio.key;
    setFoto(envio.foto ?? null);
    subida.current = envio.foto && envio.imagenUrl ? { foto: envio.foto, url: envio.imagenUrl } : null;
    setPendiente(envio.key);
  }, []);

  /** The key chosen elsewhere (a card raised from a CIL point keeps the point's key). */
  const fijarClave = useCallback((key: string) => {
    clave.current = key;
  }, []);

  const terminar = useCallback(() => {
    clave.current = null;
    subida.current = null;
    setFoto(null);
    setPendiente(null);
  }, []);

  return { foto, setFoto, armar, subio, cargar, terminar, fijarClave, pendiente };
}
