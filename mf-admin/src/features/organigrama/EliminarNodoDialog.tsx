import { useEffect, useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import type { NodoOrganigrama } from '@portal/shared/domain';
import { ConfirmarEliminarDialog, useNotify } from '@portal/shared/ui';
import { useEliminarNodoMutation } from './organigramaApi';

/** Confirmation before deleting a position; the server refuses one with reporting positions (shown here). */
export function EliminarNodoDialog({ nodo, open, onClose, onDeleted }: { nodo: NodoOrganigrama; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const notify = useNotify();
  const [eliminar, { isLoading }] = useEliminarNodoMutation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [open]);
  const confirmar = async () => {
    setError(null);
    try {
      await eliminar(nodo._id).unwrap();
      notify.success(`Puesto «${nodo.titulo}» eliminado`);
      onDeleted();
      onClose();
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };
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
