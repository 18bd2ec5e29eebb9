import { RequireAuth, RequireCapability, useCan } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { CamposSection } from '../features/campos/CamposSection';
import { PlantaCard } from '../features/planta/PlantaCard';
import { PlantasEmpresaCard } from '../features/planta/PlantasEmpresaCard';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';

/** The plant's card, to whom may edit it (an Admin); the company's plants, to a company Admin. */
function PlantaSiPuede() {
  const empresa = useCan('plantas.empresa');
  return (
    <>
      {useCan('plantas.manage') ? <PlantaCard /> : null}
      {empresa ? <PlantasEmpresaCard /> : null}
    </>
  );
}

/**
 * /admin/campos — Admin › Campos: the plant's name and code ('plantas.manage', issue 24), the options of the cards'
 * fields, machine parts and QR labels ('campos.manage').
 */
export default function CamposPage() {
  return (
    <RequireAuth>
      <SeccionesAdmin />
      <PageTitle>Campos</PageTitle>
      <RequireCapability capability="campos.manage">
        <PlantaSiPuede />
        <CamposSection />
      </RequireCapability>
    </RequireAuth>
  );
}
