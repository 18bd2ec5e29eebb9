import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/tarjetas/tarjetasApi';

export default function AgregarTarjetaPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Agregar Tarjeta" />
    </RequireAuth>
  );
}
