import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { useEliminacionPropia } from '@portal/shared/live';
import { useNotify } from '@portal/shared/ui';
import { useEliminarTarjetaMutation } from '../../tarjetas/tarjetasApi';
import { EXITO } from '../textos';

/** Deletes the card, says so, then goes to /tarjetas (spec §2); a failure stays in the confirm dialog. */
export function useEliminarTarjeta(tarjeta: Tarjeta, open: boolean) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [eliminar, { isLoading }] = useEliminarTarjetaMutation();
  // The deletion's live event may come before this answer: marked as this tab's own, it shows no 'eliminada' notice.
  const propia = useEliminacionPropia();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [open]);
  const confirmar = async () => {
    setError(null);
    try {
      await propia(tarjeta._id, () => eliminar(tarjeta._id).unwrap());
      notify.success(EXITO.eliminada(tarjeta));
      navigate(ROUTES.tarjetas);
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };
  return { confirmar, error, isDeleting: isLoading };
}
