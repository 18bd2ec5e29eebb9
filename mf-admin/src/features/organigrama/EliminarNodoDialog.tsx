import type { NodoOrganigrama } from '@portal/shared/domain';
import { ConfirmarEliminarDialog, useAccionConfirmada } from '@portal/shared/ui';
import { useEliminarNodoMutation } from './organigramaApi';

/** Confirmation before deleting a position; the server refuses one with reporting positions (shown here). */
export function EliminarNodoDialog({ nodo, open, onClose, onDeleted }: { nodo: NodoOrganigrama; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const [eliminar, { isLoading }] = useEliminarNodoMutation();
  const { confirmar, error } = useAccionConfirmada({
    open,
    accion: () => eliminar(nodo._id).unwrap(),
    exito: `Puesto «${nodo.titulo}» eliminado`,
    alTerminar: () => {
      onDeleted();
      onClose();
    },
  });
  return (
    <ConfirmarEliminarDialog
      open={open}
      id="eliminar-nodo-organigrama"
      title={`Eliminar puesto «${nodo.titulo}»`}
      busy={isLoading}
      busyLabel="Eliminando…"
      error={error}
      onConfirm={() => void confirmar()}
      onClose={onClose}
    >
      ¿Eliminar el puesto «{nodo.titulo}» del organigrama? Esta acción no se puede deshacer.
    </ConfirmarEliminarDialog>
  );
}
