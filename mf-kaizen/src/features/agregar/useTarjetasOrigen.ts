import { useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import { kaizenTarjetaParSchema, tarjetaInexistente, type KaizenTarjetaPar, type Tarjeta } from '@portal/shared/domain';
import { useLazyBuscarTarjetaQuery } from '../kaizen/kaizenApi';

/**
 * Checks a source card against the server as it is added (`GET /api/tarjetas?color&numero`): answers the
 * card, or null with the inline `error` set (malformed pair, unknown card, failed call).
 */
export function useVerificarTarjeta() {
  const [buscar] = useLazyBuscarTarjetaQuery();
  const [verificando, setVerificando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verificar = async (par: { color: string; numero: string | number }): Promise<{ par: KaizenTarjetaPar; tarjeta: Tarjeta } | null> => {
    setError(null);
    const leido = kaizenTarjetaParSchema.safeParse(par);
    if (!leido.success) {
      setError(leido.error.issues[0]?.message ?? null);
      return null;
    }
    const { color, numero } = leido.data;
    setVerificando(true);
    try {
      const pagina = await buscar({ color, numero }).unwrap();
      const tarjeta = pagina.items.find((t) => t.color === color && t.numero === numero);
      if (!tarjeta) {
        setError(tarjetaInexistente(color, numero));
        return null;
      }
      return { par: { color, numero }, tarjeta };
    } catch (e) {
      setError(getErrorMessage(e));
      return null;
    } finally {
      setVerificando(false);
    }
  };

  return { verificar, verificando, error, limpiarError: () => setError(null) };
}
