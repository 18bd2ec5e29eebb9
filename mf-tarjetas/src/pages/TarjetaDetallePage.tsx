import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { TarjetaDetalle } from '../features/detalle/TarjetaDetalle';

/** /tarjeta/:id for a card (the shell sends Kaizen ids to mf-kaizen). */
export default function TarjetaDetallePage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <TarjetaDetalle id={id} />
    </RequireAuth>
  );
}
