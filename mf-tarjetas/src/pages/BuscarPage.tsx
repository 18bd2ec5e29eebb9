import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { skipToken } from '@reduxjs/toolkit/query';
import { RequireAuth } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';
import { useGetTarjetasPaginaQuery } from '../features/tarjetas/tarjetasApi';
import { BuscarForm } from '../features/buscar/BuscarForm';
import { BuscarResultados } from '../features/buscar/BuscarResultados';
import { useBuscarForm } from '../features/buscar/useBuscarForm';

function BuscarContent() {
  const { form, onSubmit, query } = useBuscarForm();
  const { currentData, error, isFetching } = useGetTarjetasPaginaQuery(query ?? skipToken);
  return (
    <>
      <BuscarForm form={form} onSubmit={onSubmit} busy={isFetching} />
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      {isFetching ? <CircularProgress aria-label="Buscando tarjetas" /> : currentData && <BuscarResultados pagina={currentData} />}
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
