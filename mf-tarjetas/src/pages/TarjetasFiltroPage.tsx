import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/tarjetas/tarjetasApi';

export default function TarjetasFiltroPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Tabla dinamica de tarjetas" />
    </RequireAuth>
  );
}
