import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { TarjetasLista } from '../features/lista/TarjetasLista';

/** /tarjetas — every card; 'Agregar Tarjeta' is offered to any user (spec §2). */
export default function TarjetasPage() {
  return (
    <RequireAuth>
      <PageTitle
        actions={
          <Button component={RouterLink} to={ROUTES.agregarTarjeta} variant="contained" color="success">
            Agregar Tarjeta
          </Button>
        }
      >
        Tarjetas
      </PageTitle>
      <TarjetasLista />
    </RequireAuth>
  );
}
