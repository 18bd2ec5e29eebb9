import { ConfirmarDialog } from './ConfirmarDialog';
import type { ConfirmarDialogProps } from './ConfirmarDialog';

export type ConfirmarEliminarDialogProps = Omit<ConfirmarDialogProps, 'submitLabel' | 'submitColor'>;

/** The one delete confirmation of the portal: a question, 'Eliminar' in red, the server's refusal inside. */
export function ConfirmarEliminarDialog(props: ConfirmarEliminarDialogProps) {
  return <ConfirmarDialog {...props} submitLabel="Eliminar" submitColor="error" />;
}
