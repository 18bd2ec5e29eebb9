import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';
import '../features/dashboard/dashboardApi';

export default function DashboardPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Dashboard" />
    </RequireAuth>
  );
}
