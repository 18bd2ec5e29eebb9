import { ROUTES } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { ConfirmarEliminarDialog, useEliminarDocumento } from '@portal/shared/ui';
import { useEliminarKaizenMutation } from '../../kaizen/kaizenApi';
import { EXITO, nombreKaizen, TITULOS } from '../textos';

/** Deletes the Kaizen, says so, then goes to /kaizen (spec §2); a failure stays in the dialog. */
function useEliminarKaizen(kaizen: Kaizen, open: boolean) {
  const [eliminar, { isLoading }] = useEliminarKaizenMutation();
  return useEliminarDocumento({
    id: kaizen._id,
    open,
    eliminar: (id) => eliminar(id).unwrap(),
    eliminando: isLoading,
    exito: EXITO.eliminado(kaizen),
    destino: ROUTES.kaizen,
  });
}

/** Confirmation before deleting a Kaizen (Admin only). */
export function EliminarKaizenDialog({ kaizen, open, onClose }: { kaizen: Kaizen; open: boolean; onClose: () => void }) {
  const { confirmar, error, isDeleting } = useEliminarKaizen(kaizen, open);
  return (
    <ConfirmarEliminarDialog
      open={open}
      id="eliminar-kaizen"
      title={TITULOS.eliminar(kaizen)}
      busy={isDeleting}
      error={error}
      onConfirm={() => void confirmar()}
      onClose={onClose}
    >
      ¿Eliminar el {nombreKaizen(kaizen)}? Sus tarjetas vinculadas no se eliminan. Esta acción no se puede deshacer.
    </ConfirmarEliminarDialog>
  );
}
