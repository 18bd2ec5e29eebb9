import { useNavigate } from 'react-router-dom';
import { useAccionConfirmada } from '../feedback/useAccionConfirmada';

export interface EliminarDocumentoOptions {
  /** The document's id. */
  id: string;
  /** Whether the confirm dialog is open: (re)opening it clears the last error. */
  open: boolean;
  /** The remote's mutation, unwrapped (rejects on a server error). */
  eliminar: (id: string) => Promise<unknown>;
  /** The mutation's isLoading. */
  eliminando: boolean;
  /** The success notice. */
  exito: string;
  /** Where to go once deleted (the list). */
  destino: string;
}

export interface EliminarDocumento {
  confirmar: () => Promise<void>;
  error: string | null;
  isDeleting: boolean;
}

/** Deletes the document, says so, then goes to its list; a failure stays in the confirm dialog. */
export function useEliminarDocumento({ id, open, eliminar, eliminando, exito, destino }: EliminarDocumentoOptions): EliminarDocumento {
  const navigate = useNavigate();
  // No 'eliminado' notice here: the BFF does not send this tab the event of its own deletion.
  const { confirmar, error } = useAccionConfirmada({ open, accion: () => eliminar(id), exito, alTerminar: () => navigate(destino) });
  return { confirmar, error, isDeleting: eliminando };
}
