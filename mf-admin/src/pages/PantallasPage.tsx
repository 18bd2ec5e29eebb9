import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { PantallasSection } from '../features/pantallas/PantallasSection';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';

/** /admin/pantallas — Admin › Pantallas: the TVs that show the tag board ('pantallas.manage'). */
export default function PantallasPage() {
  return (
    <RequireAuth>
      <SeccionesAdmin />
      <PageTitle>Pantallas</PageTitle>
      <RequireCapability capability="pantallas.manage">
        <PantallasSection />
      </RequireCapability>
    </RequireAuth>
  );
}
