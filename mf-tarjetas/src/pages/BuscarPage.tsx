import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/tarjetas/tarjetasApi';

export default function BuscarPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Buscar tarjeta" />
    </RequireAuth>
  );
}
