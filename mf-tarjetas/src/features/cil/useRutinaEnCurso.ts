import { useCallback, useEffect, useRef, useState } from 'react';
import { borrarBorradorCil, guardarBorradorCil, leerBorradorCil, type BorradorCil, type ResultadoBorradorCil } from '@portal/shared/offline';
import { nuevaClave } from '../agregar/clave';

/**
 * The routine under way of a machine on this device (IndexedDB, per user): it starts with the first answer (its
 * Idempotency-Key and start time are chosen then) and survives leaving for a card, a reload, a lost connection or an
 * expired session. Each change reads the stored draft first, so a card linked meanwhile by the add form is kept.
 */
export function useRutinaEnCurso(userId: string | undefined, maquina: { id: string; nombre: string } | undefined) {
  const [borrador, setBorrador] = useState<BorradorCil | null>(null);
  const [cargado, setCargado] = useState(false);
  const maquinaId = maquina?.id;

  useEffect(() => {
    if (!userId || !maquinaId) return;
    let vigente = true;
    leerBorradorCil(userId, maquinaId)
      .then((b) => vigente && setBorrador(b ?? null))
      .catch(() => vigente && setBorrador(null))
      .finally(() => vigente && setCargado(true));
    return () => {
      vigente = false;
    };
  }, [userId, maquinaId]);

  // Writes go one after another: a field's blur and the tap that follows it (Terminar, Levantar tarjeta) see its text.
  const escrituras = useRef<Promise<unknown>>(Promise.resolve());

  const escribir = useCallback(
    async (punto: string, cambio: Partial<ResultadoBorradorCil> | null) => {
      if (!userId || !maquina) return;
      const actual = (await leerBorradorCil(userId, maquina.id).catch(() => undefined)) ?? {
        userId,
        maquinaId: maquina.id,
        maquina: maquina.nombre,
        key: nuevaClave(),
        iniciadaEn: new Date().toISOString(),
        resultados: {},
      };
      const resultados = { ...actual.resultados };
      if (cambio === null) delete resultados[punto];
      else {
        const previo: ResultadoBorradorCil = resultados[punto] ?? { resultado: 'ok', comentario: '', motivo: '' };
        resultados[punto] = { ...previo, ...cambio };
      }
      const guardado = await guardarBorradorCil({ ...actual, resultados });
      setBorrador(guardado);
    },
    [userId, maquina],
  );

  const responder = useCallback(
    (punto: string, cambio: Partial<ResultadoBorradorCil> | null): Promise<void> => {
      const escritura = escrituras.current.then(() => escribir(punto, cambio));
      escrituras.current = escritura.catch(() => undefined);
      return escritura;
    },
    [escribir],
  );

  /** The stored draft once every write asked for so far is done. */
  const actual = useCallback(async (): Promise<BorradorCil | undefined> => {
    await escrituras.current;
    return userId && maquinaId ? leerBorradorCil(userId, maquinaId) : undefined;
  }, [userId, maquinaId]);

  const descartar = useCallback(async () => {
    await escrituras.current;
    if (userId && maquinaId) await borrarBorradorCil(userId, maquinaId);
    setBorrador(null);
  }, [userId, maquinaId]);

  return { borrador, cargado, responder, actual, descartar };
}
