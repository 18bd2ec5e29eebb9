import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import { useEliminarTarjetaMutation } from '../../tarjetas/tarjetasApi';

/** Deletes the card, then goes to /tarjetas (spec §2); a failure stays in the confirm dialog. */
export function useEliminarTarjeta(id: string, open: boolean) {
  const navigate = useNavigate();
  const [eliminar, { isLoading }] = useEliminarTarjetaMutation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [open]);
  const confirmar = async () => {
    setError(null);
    try {
      await eliminar(id).unwrap();
      navigate(ROUTES.tarjetas);
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };
  return { confirmar, error, isDeleting: isLoading };
}
