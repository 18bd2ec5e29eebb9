import type { Tarjeta } from '@portal/shared/domain';
import { ConfirmarEliminarDialog } from '@portal/shared/ui';
import { TITULOS } from '../textos';
import { useEliminarTarjeta } from './useEliminarTarjeta';

/** Confirmation before deleting a card (Admin only). */
export function EliminarTarjetaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { confirmar, error, isDeleting } = useEliminarTarjeta(tarjeta, open);
  return (
    <ConfirmarEliminarDialog
      open={open}
      id="eliminar-tarjeta"
      title={TITULOS.eliminar(tarjeta)}
      busy={isDeleting}
      error={error}
      onConfirm={() => void confirmar()}
      onClose={onClose}
    >
      ¿Eliminar la tarjeta {tarjeta.color} N°{tarjeta.numero}? Esta acción no se puede deshacer.
    </ConfirmarEliminarDialog>
  );
}
