import { RequireAuth } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { AgregarTarjetaForm } from '../features/agregar/AgregarTarjetaForm';

/** /agregartarjeta — any logged-in user may report a card. */
export default function AgregarTarjetaPage() {
  return (
    <RequireAuth>
      <PageTitle>Agregar Tarjeta</PageTitle>
      <AgregarTarjetaForm />
    </RequireAuth>
  );
}
