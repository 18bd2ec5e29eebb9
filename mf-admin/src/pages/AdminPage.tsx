import { useNavigate } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { RequireAuth, RequireCapability, useCan } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { UsersTable } from '../features/users/UsersTable';
import { VersionControl } from '../features/version/VersionDialog';
import { EnviarReporteButton } from '../features/reporte/EnviarReporteButton';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';
import { GruposSsoSection } from '../features/sso/GruposSsoSection';

function AdminContent() {
  const navigate = useNavigate();
  const reporte = useCan('reporte.enviar');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => navigate(ROUTES.register)}>
          Agregar usuario
        </Button>
        {reporte && <EnviarReporteButton />}
        <VersionControl />
      </Box>
      <UsersTable />
      <GruposSsoSection />
    </>
  );
}

/** /admin — Admin › Usuarios: the users, adding one, the weekly report and the version log ('users.manage'). */
export default function AdminPage() {
  return (
    <RequireAuth>
      <SeccionesAdmin />
      <PageTitle>Administrar usuarios</PageTitle>
      <RequireCapability capability="users.manage">
        <AdminContent />
      </RequireCapability>
    </RequireAuth>
  );
}
