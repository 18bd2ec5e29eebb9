import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { MisReportes } from '../features/misReportes/MisReportes';

/** /misreportes — every role: the cards I raised and what happened to them (issue 22). */
export default function MisReportesPage() {
  return (
    <RequireAuth>
      <PageTitle
        actions={
          <Button component={RouterLink} to={ROUTES.agregarTarjeta} variant="contained" color="success" sx={{ minHeight: 44 }}>
            Agregar Tarjeta
          </Button>
        }
      >
        Mis reportes
      </PageTitle>
      <MisReportes />
    </RequireAuth>
  );
}
