import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { leerBorradorCil, marcarTarjetaCil } from '@portal/shared/offline';
import { nuevaClave } from './clave';
import { leerOrigenCil } from './volver';

interface EnvioConClave {
  setFoto: (foto: Blob | null) => void;
  fijarClave: (key: string) => void;
}

/**
 * A card raised from a CIL routine's No OK point (`?cil=<point>&maquina=<machine>`): the point's photo from the routine
 * under way on this device fills the form's, and the card's Idempotency-Key is the one the point already linked (a
 * second 'Levantar tarjeta' answers the same card) or a new one. Once the card is sent or queued, `vincular` links it
 * to the point, whose run carries the key to the server.
 */
export function useOrigenCil(envio: EnvioConClave, userId: string | undefined) {
  const [searchParams] = useSearchParams();
  const origen = useMemo(() => leerOrigenCil(searchParams), [searchParams]);
  const hecho = useRef(false);
  const { setFoto, fijarClave } = envio;

  useEffect(() => {
    if (!origen || !userId || hecho.current) return;
    hecho.current = true;
    void leerBorradorCil(userId, origen.maquinaId)
      .then((b) => {
        const r = b?.resultados[origen.punto];
        fijarClave(r?.tarjetaKey ?? nuevaClave());
        if (r?.foto) setFoto(r.foto);
      })
      .catch(() => fijarClave(nuevaClave()));
  }, [origen, userId, setFoto, fijarClave]);

  return {
    origen,
    vincular: async (key: string) => {
      if (origen && userId) await marcarTarjetaCil(userId, origen.maquinaId, origen.punto, key).catch(() => false);
    },
  };
}
