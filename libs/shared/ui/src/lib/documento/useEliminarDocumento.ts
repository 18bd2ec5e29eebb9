import { useNavigate } from 'react-router-dom';
import { useEliminacionPropia } from '@portal/shared/live';
import { useAccionConfirmada } from '../feedback/useAccionConfirmada';

export interface EliminarDocumentoOptions {
  /** The document's id: its deletion's live event is marked as this tab's own. */
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
  // The deletion's live event may come before this answer: marked as this tab's own, it shows no 'eliminado' notice.
  const propia = useEliminacionPropia();
  const { confirmar, error } = useAccionConfirmada({ open, accion: () => propia(id, () => eliminar(id)), exito, alTerminar: () => navigate(destino) });
  return { confirmar, error, isDeleting: eliminando };
}
