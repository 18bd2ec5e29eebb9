import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { ElegirMaquinaCil } from '../features/cil/ElegirMaquinaCil';
import { MaquinasCilPendientes } from '../features/cil/MaquinasCilPendientes';

/** /cil — the routines to do now in the user's teams (their inbox of CIL work), and any machine's routine. */
export default function CilPage() {
  return (
    <RequireAuth>
      <PageTitle
        actions={
          <Button component={RouterLink} to={ROUTES.cumplimientoCil} variant="outlined" sx={{ minHeight: 44 }}>
            Cumplimiento
          </Button>
        }
      >
        Rutinas CIL
      </PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <MaquinasCilPendientes />
        <ElegirMaquinaCil />
      </Stack>
    </RequireAuth>
  );
}
