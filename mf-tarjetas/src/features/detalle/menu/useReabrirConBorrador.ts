import { useEffect, useRef } from 'react';
import { useAuth } from '@portal/shared/auth';
import type { Tarjeta } from '@portal/shared/domain';
import { draftKey, hasDraft } from '@portal/shared/ui';
import { opcionesDisponibles, type Opcion, type Permisos } from './opciones';

/** The dialogs that keep a draft (useFormDraft key `<opcion>:<tarjetaId>`). */
const CON_BORRADOR: readonly Opcion[] = ['cerrar', 'editar', 'planificar'];

/**
 * A dialog's draft is dropped when the dialog closes, so a draft still stored means the dialog was
 * open when the page was left (session expired, reload): open it again, once per card, if the
 * card still offers it — the user lands back in the filled dialog.
 */
export function useReabrirConBorrador(tarjeta: Tarjeta | undefined, permisos: Permisos, abrir: (opcion: Opcion) => void) {
  const { user } = useAuth();
  const revisada = useRef<string | null>(null);
  useEffect(() => {
    if (!tarjeta || !user || revisada.current === tarjeta._id) return;
    revisada.current = tarjeta._id;
    const disponibles = opcionesDisponibles(tarjeta, permisos);
    const opcion = CON_BORRADOR.find((o) => disponibles.includes(o) && hasDraft(draftKey(user._id, `${o}:${tarjeta._id}`)));
    if (opcion) abrir(opcion);
  }, [tarjeta, user, permisos, abrir]);
}
