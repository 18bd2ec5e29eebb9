import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/tarjetas/tarjetasApi';

export default function TarjetaDetallePage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Detalle de tarjeta" />
    </RequireAuth>
  );
}
