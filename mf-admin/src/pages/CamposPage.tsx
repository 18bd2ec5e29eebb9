import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { CamposSection } from '../features/campos/CamposSection';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';

/** /admin/campos — Admin › Campos: the options of the cards' fields, machine parts and QR labels ('campos.manage'). */
export default function CamposPage() {
  return (
    <RequireAuth>
      <SeccionesAdmin />
      <PageTitle>Campos</PageTitle>
      <RequireCapability capability="campos.manage">
        <CamposSection />
      </RequireCapability>
    </RequireAuth>
  );
}
