import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/kaizen/kaizenApi';

export default function AgregarKaizenPage() {
  return (
    <RequireAuth>
      <RequireCapability capability="kaizen.create">
        <PageUnderConstruction title="Agregar Quick Kaizen" />
      </RequireCapability>
    </RequireAuth>
  );
}
