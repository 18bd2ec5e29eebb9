import { useEffect, useRef } from 'react';
import { useGetAvisosVencidasQuery, useGetNovedadesQuery, useLeerNovedadesDeTarjetaMutation } from '@portal/shared/data-access';

/**
 * Opening a card reads what the bell said about it (issue 22): its novedades and overdue notices, on the server,
 * once per card shown, and only while the bell has something unread (its queries, shared with the navbar).
 */
export function useLeerAlAbrir(tarjetaId: string | undefined): void {
  const { noLeidas: novedades = 0 } = useGetNovedadesQuery(undefined, { selectFromResult: ({ data }) => ({ noLeidas: data?.noLeidas }) });
  const { noLeidas: vencidas = 0 } = useGetAvisosVencidasQuery(undefined, { selectFromResult: ({ data }) => ({ noLeidas: data?.noLeidas }) });
  const [leer] = useLeerNovedadesDeTarjetaMutation();
  const leida = useRef<string | undefined>(undefined);
  const pendientes = novedades + vencidas > 0;
  useEffect(() => {
    if (!tarjetaId || !pendientes || leida.current === tarjetaId) return;
    leida.current = tarjetaId;
    void leer(tarjetaId);
  }, [tarjetaId, pendientes, leer]);
}
