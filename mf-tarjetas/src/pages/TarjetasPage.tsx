import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/tarjetas/tarjetasApi';

export default function TarjetasPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Tarjetas" />
    </RequireAuth>
  );
}
