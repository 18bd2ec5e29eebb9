import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/kaizen/kaizenApi';

export default function KaizenPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Quick Kaizen" />
    </RequireAuth>
  );
}
