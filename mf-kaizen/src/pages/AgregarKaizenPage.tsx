import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { AgregarKaizenForm } from '../features/agregar/AgregarKaizenForm';

/** /agregarkaizen — Admin only (kaizen.create, spec §5). */
export default function AgregarKaizenPage() {
  return (
    <RequireAuth>
      <RequireCapability capability="kaizen.create">
        <PageTitle>Agregar Quick Kaizen</PageTitle>
        <AgregarKaizenForm />
      </RequireCapability>
    </RequireAuth>
  );
}
