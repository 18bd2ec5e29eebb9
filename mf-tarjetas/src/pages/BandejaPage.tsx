import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { Bandeja } from '../features/bandeja/Bandeja';

/** /bandeja — the Jefe de area's and Admin's home: their work first; the dashboard one tap away ('Indicadores'). */
export default function BandejaPage() {
  return (
    <RequireAuth>
      <RequireCapability capability="bandeja.view">
        <PageTitle
          actions={
            <Button component={RouterLink} to={ROUTES.dashboard} variant="outlined" sx={{ minHeight: 44 }}>
              Indicadores
            </Button>
          }
        >
          Bandeja
        </PageTitle>
        <Bandeja />
      </RequireCapability>
    </RequireAuth>
  );
}
