import { ROUTES } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { useEliminarDocumento } from '@portal/shared/ui';
import { useEliminarTarjetaMutation } from '../../tarjetas/tarjetasApi';
import { EXITO } from '../textos';

/** Deletes the card, says so, then goes to /tarjetas (spec §2); a failure stays in the confirm dialog. */
export function useEliminarTarjeta(tarjeta: Tarjeta, open: boolean) {
  const [eliminar, { isLoading }] = useEliminarTarjetaMutation();
  return useEliminarDocumento({
    id: tarjeta._id,
    open,
    eliminar: (id) => eliminar(id).unwrap(),
    eliminando: isLoading,
    exito: EXITO.eliminada(tarjeta),
    destino: ROUTES.tarjetas,
  });
}
