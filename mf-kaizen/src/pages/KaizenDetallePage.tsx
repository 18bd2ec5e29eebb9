import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { useEliminadoPorOtro } from '@portal/shared/live';
import { AvisoEliminado, KAIZEN_ELIMINADO_POR_OTRO } from '@portal/shared/ui';
import { KaizenDetalle } from '../features/detalle/KaizenDetalle';

/** The detail, or the notice when someone else deleted the Kaizen meanwhile (the live stream said so). */
function DetalleOEliminado({ id }: { id: string }) {
  const eliminado = useEliminadoPorOtro('kaizen', id);
  if (eliminado) return <AvisoEliminado mensaje={KAIZEN_ELIMINADO_POR_OTRO} volverA={ROUTES.kaizen} volverTexto="Volver a Quick Kaizen" />;
  return <KaizenDetalle id={id} />;
}

/** /tarjeta/:id for a Kaizen (the shell's DetalleRoute sends Kaizen ids here). */
export default function KaizenDetallePage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <DetalleOEliminado id={id} />
    </RequireAuth>
  );
}
