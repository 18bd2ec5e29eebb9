import { useEffect, useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import { useNotify } from './NotifierProvider';

export interface AccionConfirmadaOptions {
  /** Whether the confirm dialog is open: (re)opening it clears the last error. */
  open: boolean;
  /** The action, unwrapped (rejects on a server error). */
  accion: () => Promise<unknown>;
  /** The success notice. */
  exito: string;
  /** After the notice (close the dialog, go to the list). */
  alTerminar: () => void;
}

export interface AccionConfirmada {
  confirmar: () => Promise<void>;
  /** The server's refusal, shown in the dialog (which stays open). */
  error: string | null;
}

/** What a confirm dialog does on 'Confirmar': runs the action, says so and moves on; a refusal stays in the dialog. */
export function useAccionConfirmada({ open, accion, exito, alTerminar }: AccionConfirmadaOptions): AccionConfirmada {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [open]);
  const confirmar = async () => {
    setError(null);
    try {
      await accion();
    } catch (e) {
      setError(getErrorMessage(e));
      return;
    }
    notify.success(exito);
    alTerminar();
  };
  return { confirmar, error };
}
