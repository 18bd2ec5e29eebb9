import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { useEliminadoPorOtro } from '@portal/shared/live';
import { AvisoEliminado, TARJETA_ELIMINADA_POR_OTRO } from '@portal/shared/ui';
import { TarjetaDetalle } from '../features/detalle/TarjetaDetalle';

/** The detail, or the notice when someone else deleted the card meanwhile (the live stream said so). */
function DetalleOEliminada({ id }: { id: string }) {
  const eliminada = useEliminadoPorOtro('tarjeta', id);
  if (eliminada) return <AvisoEliminado mensaje={TARJETA_ELIMINADA_POR_OTRO} volverA={ROUTES.tarjetas} volverTexto="Volver a la lista de tarjetas" />;
  return <TarjetaDetalle id={id} />;
}

/** /tarjeta/:id for a card (the shell sends Kaizen ids to mf-kaizen). */
export default function TarjetaDetallePage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <DetalleOEliminada id={id} />
    </RequireAuth>
  );
}
