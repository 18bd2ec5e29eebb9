import { DialogContentText } from '@mui/material';
import type { Tarjeta } from '@portal/shared/domain';
import { ResponsiveFormDialog } from '@portal/shared/ui';
import { TITULOS } from '../textos';
import { useEliminarTarjeta } from './useEliminarTarjeta';

/** Confirmation before deleting a card (Admin only). */
export function EliminarTarjetaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { confirmar, error, isDeleting } = useEliminarTarjeta(tarjeta, open);
  return (
    <ResponsiveFormDialog
      open={open}
      id="eliminar-tarjeta"
      title={TITULOS.eliminar(tarjeta)}
      submitLabel="Eliminar"
      submitColor="error"
      busy={isDeleting}
      onSubmit={(e) => {
        e?.preventDefault();
        void confirmar();
      }}
      onClose={onClose}
      error={error}
      maxWidth="xs"
    >
      <DialogContentText>
        ¿Eliminar la tarjeta {tarjeta.color} N°{tarjeta.numero}? Esta acción no se puede deshacer.
      </DialogContentText>
    </ResponsiveFormDialog>
  );
}
