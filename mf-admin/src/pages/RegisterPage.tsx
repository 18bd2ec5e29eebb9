import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { RegisterForm } from '../features/users/RegisterForm';

/** /register — 'Registrar usuario'; the form is visible to Admin only. */
export default function RegisterPage() {
  return (
    <RequireAuth>
      <PageTitle>Registrar usuario</PageTitle>
      <RequireCapability capability="users.manage">
        <RegisterForm />
      </RequireCapability>
    </RequireAuth>
  );
}
