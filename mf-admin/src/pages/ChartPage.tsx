import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';

/** /chart — the org chart is delivered by a later issue. */
export default function ChartPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Organigrama" />
    </RequireAuth>
  );
}
