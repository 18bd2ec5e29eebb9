import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { RequireAuth, RequireCapability, useCan } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { UsersTable } from '../features/users/UsersTable';
import { CamposSection } from '../features/campos/CamposSection';
import { VersionControl } from '../features/version/VersionDialog';
import { EnviarReporteButton } from '../features/reporte/EnviarReporteButton';
import { PantallasSection } from '../features/pantallas/PantallasSection';

function AdminContent() {
  const navigate = useNavigate();
  const auditoria = useCan('auditoria.view');
  const reporte = useCan('reporte.enviar');
  const pantallas = useCan('pantallas.manage');
  const importar = useCan('tarjetas.importar');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => navigate(ROUTES.register)}>
          Agregar usuario
        </Button>
        {auditoria && (
          <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => navigate(ROUTES.auditoria)}>
            Auditoría
          </Button>
        )}
        {importar && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} component={RouterLink} to={ROUTES.importar}>
            Importar tarjetas
          </Button>
        )}
        <Button variant="outlined" startIcon={<AccountTreeIcon />} component={RouterLink} to={ROUTES.chart}>
          Organigrama
        </Button>
        {reporte && <EnviarReporteButton />}
        <VersionControl />
      </Box>
      <UsersTable />
      <CamposSection />
      {pantallas && <PantallasSection />}
    </>
  );
}

/** /admin — users and field options. Content only for Admin ('users.manage'). */
export default function AdminPage() {
  return (
    <RequireAuth>
      <PageTitle>Administrar usuarios</PageTitle>
      <RequireCapability capability="users.manage">
        <AdminContent />
      </RequireCapability>
    </RequireAuth>
  );
}
