import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/kaizen/kaizenApi';

export default function KaizenDetallePage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Detalle de Quick Kaizen" />
    </RequireAuth>
  );
}
