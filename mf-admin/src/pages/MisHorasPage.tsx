import { RequireAuth } from '@portal/shared/auth';
import { PageUnderConstruction } from '@portal/shared/ui';

/** /mishoras — hours logging is delivered by a later issue. */
export default function MisHorasPage() {
  return (
    <RequireAuth>
      <PageUnderConstruction title="Mis horas" />
    </RequireAuth>
  );
}
