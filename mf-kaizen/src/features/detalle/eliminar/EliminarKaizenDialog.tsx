import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { useEliminacionPropia } from '@portal/shared/live';
import { ConfirmarEliminarDialog, useNotify } from '@portal/shared/ui';
import { useEliminarKaizenMutation } from '../../kaizen/kaizenApi';
import { EXITO, nombreKaizen, TITULOS } from '../textos';

/** Deletes the Kaizen, says so, then goes to /kaizen (spec §2); a failure stays in the dialog. */
function useEliminarKaizen(kaizen: Kaizen, open: boolean) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [eliminar, { isLoading }] = useEliminarKaizenMutation();
  // The deletion's live event may come before this answer: marked as this tab's own, it shows no 'eliminado' notice.
  const propia = useEliminacionPropia();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [open]);
  const confirmar = async () => {
    setError(null);
    try {
      await propia(kaizen._id, () => eliminar(kaizen._id).unwrap());
      notify.success(EXITO.eliminado(kaizen));
      navigate(ROUTES.kaizen);
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };
  return { confirmar, error, isDeleting: isLoading };
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
