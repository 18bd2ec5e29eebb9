import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { KaizenDetalle } from '../features/detalle/KaizenDetalle';

/** /tarjeta/:id for a Kaizen (the shell's DetalleRoute sends Kaizen ids here). */
export default function KaizenDetallePage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <KaizenDetalle id={id} />
    </RequireAuth>
  );
}
