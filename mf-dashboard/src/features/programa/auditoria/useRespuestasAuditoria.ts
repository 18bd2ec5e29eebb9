import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import { respuestaVacia, type AuditoriaAm, type RespuestaAuditoriaAm } from '@portal/shared/domain';
import { useResponderAuditoriaAmMutation } from '../programaApi';
import { clavePendientes, escribirPendientes, leerPendientes, mismaRespuesta, type Pendientes } from './respuestasPendientes';

/** Typing waits this long before it is sent (a score goes at once). */
export const ESPERA_TEXTO_MS = 600;
/** While answers wait on the phone they are tried again this often (a dead zone where the phone still says online). */
export const REINTENTO_MS = 20_000;

// No answer, or a proxy saying the server is away: the phone keeps the answer and tries again later.
const SIN_RED = new Set<unknown>(['FETCH_ERROR', 'TIMEOUT_ERROR', 0, 502, 503, 504]);

export interface RespuestasAuditoria {
  /** The server's answers with this phone's pending ones on top. */
  respuestas: Record<string, RespuestaAuditoriaAm>;
  /**
   * Changes a requirement's answer: kept on the phone at once, sent now (`inmediato`, a score or a photo) or after
   * ESPERA_TEXTO_MS of quiet (typing).
   */
  cambiar: (requisito: string, cambio: Partial<RespuestaAuditoriaAm>, inmediato: boolean) => void;
  /** Sends a requirement's waiting text now (the field lost focus). */
  enviarYa: (requisito: string) => void;
  /** Sends every pending answer again. */
  reintentar: () => void;
  /** Answers not yet confirmed by the server. */
  pendientes: number;
  sinConexion: boolean;
  /** The server refused the last answer sent (kept on the phone until it is sent or the audit closes). */
  error: string | null;
}

/**
 * The audit's answers saved as they are given (issue 25 §2), without losing any to a dead zone of the plant: every
 * change is written first to localStorage (`auditoria-am:<user>:<audit>`), then sent whole with
 * `PUT …/respuestas/:requisito`, and dropped from the phone once the server has that exact answer. Pending answers
 * are sent again when the connection comes back (`online`) and when the page loads.
 */
export function useRespuestasAuditoria(auditoria: AuditoriaAm | undefined, userId: string | null | undefined): RespuestasAuditoria {
  const [responder] = useResponderAuditoriaAmMutation();
  const auditoriaId = auditoria?._id;
  const abierta = auditoria?.estado === 'en_curso' && auditoria.puedeAuditar;
  const clave = userId && auditoriaId ? clavePendientes(userId, auditoriaId) : null;
  const [pendientes, setPendientes] = useState<Pendientes>({});
  // Answers the server took in this visit: shown over its copy, which a slower earlier answer may bring back stale.
  const [enviadas, setEnviadas] = useState<Pendientes>({});
  const [sinConexion, setSinConexion] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const [error, setError] = useState<string | null>(null);
  // Read by the sends, which finish after renders.
  const actual = useRef<{ clave: string | null; auditoriaId?: string; pendientes: Pendientes; enviadas: Pendientes }>({
    clave: null,
    pendientes: {},
    enviadas: {},
  });
  const enVuelo = useRef(new Set<string>());
  const esperas = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const guardar = useCallback((siguientes: Pendientes) => {
    actual.current.pendientes = siguientes;
    if (actual.current.clave) escribirPendientes(actual.current.clave, siguientes);
    setPendientes(siguientes);
  }, []);

  const enviar = useCallback(
    async (requisito: string) => {
      clearTimeout(esperas.current.get(requisito));
      esperas.current.delete(requisito);
      const { auditoriaId: id, pendientes: antes } = actual.current;
      const cuerpo = antes[requisito];
      // One send per requirement at a time: the one in flight sends the newer answer when it ends.
      if (!id || !cuerpo || enVuelo.current.has(requisito)) return;
      enVuelo.current.add(requisito);
      let enviado = false;
      try {
        await responder({ id, requisito, cuerpo }).unwrap();
        enviado = true;
        actual.current.enviadas = { ...actual.current.enviadas, [requisito]: cuerpo };
        setEnviadas(actual.current.enviadas);
        setSinConexion(false);
        setError(null);
        const { [requisito]: ahora, ...resto } = actual.current.pendientes;
        if (mismaRespuesta(ahora, cuerpo)) guardar(resto);
      } catch (e) {
        const estado = (e as { status?: unknown } | undefined)?.status;
        if (SIN_RED.has(estado)) setSinConexion(true);
        else setError(getErrorMessage(e));
      } finally {
        enVuelo.current.delete(requisito);
      }
      const despues = actual.current.pendientes[requisito];
      if (enviado && despues && !mismaRespuesta(despues, cuerpo) && !esperas.current.has(requisito)) void enviar(requisito);
      // The connection is back: the others that failed before go too, not only at the next 'online'.
      if (enviado)
        for (const otro of Object.keys(actual.current.pendientes))
          if (otro !== requisito && !enVuelo.current.has(otro) && !esperas.current.has(otro)) void enviar(otro);
    },
    [responder, guardar],
  );

  const reintentar = useCallback(() => {
    for (const requisito of Object.keys(actual.current.pendientes)) void enviar(requisito);
  }, [enviar]);

  // Another user or audit: its own pending answers, sent at once if it can still take them.
  useEffect(() => {
    actual.current = { clave, auditoriaId, pendientes: clave ? leerPendientes(clave) : {}, enviadas: {} };
    setPendientes(actual.current.pendientes);
    setEnviadas({});
  }, [clave, auditoriaId]);

  useEffect(() => {
    if (!clave) return;
    // Signed or cancelled: the server takes no more answers, so what is left here can never be sent.
    if (auditoria?.estado === 'firmada' || auditoria?.estado === 'anulada') guardar({});
    else if (abierta) reintentar();
  }, [clave, abierta, auditoria?.estado, guardar, reintentar]);

  useEffect(() => {
    const online = () => {
      setSinConexion(false);
      reintentar();
    };
    const offline = () => setSinConexion(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [reintentar]);

  const hayPendientes = Object.keys(pendientes).length > 0;
  useEffect(() => {
    if (!hayPendientes || !abierta) return;
    const intervalo = setInterval(reintentar, REINTENTO_MS);
    return () => clearInterval(intervalo);
  }, [hayPendientes, abierta, reintentar]);

  // Leaving the page (to raise a card) sends what was still being typed.
  useEffect(() => {
    const esperasActuales = esperas.current;
    return () => {
      for (const requisito of [...esperasActuales.keys()]) void enviar(requisito);
    };
  }, [enviar]);

  const cambiar = useCallback(
    (requisito: string, cambio: Partial<RespuestaAuditoriaAm>, inmediato: boolean) => {
      const { pendientes: p, enviadas: e } = actual.current;
      const base = p[requisito] ?? e[requisito] ?? auditoria?.respuestas[requisito] ?? respuestaVacia();
      guardar({ ...actual.current.pendientes, [requisito]: { ...base, ...cambio } });
      clearTimeout(esperas.current.get(requisito));
      if (inmediato) {
        esperas.current.delete(requisito);
        void enviar(requisito);
      } else
        esperas.current.set(
          requisito,
          setTimeout(() => void enviar(requisito), ESPERA_TEXTO_MS),
        );
    },
    [auditoria?.respuestas, guardar, enviar],
  );

  const enviarYa = useCallback(
    (requisito: string) => {
      if (esperas.current.has(requisito)) void enviar(requisito);
    },
    [enviar],
  );

  const respuestas = useMemo(() => ({ ...auditoria?.respuestas, ...enviadas, ...pendientes }), [auditoria?.respuestas, enviadas, pendientes]);
  return { respuestas, cambiar, enviarYa, reintentar, pendientes: Object.keys(pendientes).length, sinConexion, error };
}
