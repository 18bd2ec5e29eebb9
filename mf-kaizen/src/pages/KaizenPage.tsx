import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth, useCan } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { KaizensLista } from '../features/lista/KaizensLista';

/** /kaizen — every Quick Kaizen; 'Agregar Quick Kaizen' is offered to Admin only (spec §2, kaizen.create). */
export default function KaizenPage() {
  const agregar = useCan('kaizen.create');
  return (
    <RequireAuth>
      <PageTitle
        actions={
          agregar ? (
            <Button component={RouterLink} to={ROUTES.agregarKaizen} variant="contained" color="success">
              Agregar Quick Kaizen
            </Button>
          ) : null
        }
      >
        Quick Kaizen
      </PageTitle>
      <KaizensLista />
    </RequireAuth>
  );
}
