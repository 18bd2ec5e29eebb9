import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { RequireAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';
import { BuscarForm } from '../features/buscar/BuscarForm';
import { BuscarResultados } from '../features/buscar/BuscarResultados';
import { useBuscarForm } from '../features/buscar/useBuscarForm';

function BuscarContent() {
  const { form, onSubmit, query } = useBuscarForm();
  return (
    <>
      <BuscarForm form={form} onSubmit={onSubmit} />
      {/* A new search starts again from its first page. */}
      {query && <BuscarResultados key={JSON.stringify(query)} filtro={query} />}
    </>
  );
}

/** /buscar — search a card by colour and number (spec §2); needs a session. */
export default function BuscarPage() {
  return (
    <RequireAuth>
      <PageTitle
        actions={
          <Button component={RouterLink} to={ROUTES.tarjetasFiltro} variant="outlined" startIcon={<FileDownloadIcon />}>
            Exportar Tarjetas
          </Button>
        }
      >
        Buscar tarjeta
      </PageTitle>
      <BuscarContent />
    </RequireAuth>
  );
}
