import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { api, tagsDeEventos, tagsTrasEjecucionCil } from '@portal/shared/data-access';
import { plural, ROUTES } from '@portal/shared/domain';
import { sincronizarPendientes, type ResultadoSincronizacion } from '@portal/shared/offline';
import { useNotify } from '@portal/shared/ui';

export const rechazadasTexto = (n: number) => `El portal rechazó ${plural(n, 'envío pendiente', 'envíos pendientes')}: vea el motivo en Pendientes de envío`;

/**
 * Sends the session user's queued cards (or only `key`), then refreshes the lists and the dashboard and names
 * each card sent. Answers null without a session.
 */
export function useEnviarPendientes(): (key?: string) => Promise<ResultadoSincronizacion | null> {
  const { token, user } = useAuth();
  const dispatch = useDispatch();
  const notify = useNotify();
  const userId = user?._id;
  // On Pendientes de envío each refused card shows its message already (and a snackbar would cover the phone's dialogs).
  const enPendientes = useLocation().pathname === ROUTES.pendientes;
  return useCallback(
    async (key?: string) => {
      if (!token || !userId) return null;
      const resultado = await sincronizarPendientes({ token, userId, key });
      // Cards created by this tab: their events do not come back to it (one path per change).
      if (resultado.enviadas.length)
        dispatch(api.util.invalidateTags(tagsDeEventos(...resultado.enviadas.map((t) => ({ tipo: 'tarjeta.creada' as const, id: t._id })))));
      for (const t of resultado.enviadas) notify.success(`Tarjeta ${t.color} N°${t.numero} enviada`);
      if (resultado.rutinas.length) dispatch(api.util.invalidateTags(tagsTrasEjecucionCil(resultado.rutinas.map((e) => e.maquinaId))));
      for (const e of resultado.rutinas) notify.success(`Rutina CIL de ${e.maquina} enviada`);
      if (resultado.rechazadas && !enPendientes) notify.warning(rechazadasTexto(resultado.rechazadas));
      return resultado;
    },
    [token, userId, dispatch, notify, enPendientes],
  );
}
