import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getErrorMessage, useGetDetalleTipoQuery } from '@portal/shared/data-access';
import { ROUTES } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { DETALLE_PAGES } from '../app/routes';
import { RemotePage, type RemoteLoader } from './RemotePage';

export interface DetalleRouteProps {
  /** Injected in tests; defaults to the Module Federation runtime (see RemotePage). */
  loader?: RemoteLoader;
}

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** `/tarjeta/:id`: asks the BFF whether the id is a card or a Kaizen and renders that remote's detail page. */
export function DetalleRoute({ loader }: DetalleRouteProps) {
  const { id = '' } = useParams();
  // currentData, not data: while another id loads, the previous id's page must not stay on screen.
  const { currentData, error, isError } = useGetDetalleTipoQuery(id);

  if (currentData) {
    const { remote, module } = DETALLE_PAGES[currentData.tipo];
    return <RemotePage remote={remote} module={module} loader={loader} />;
  }
  if (isError && isNotFound(error)) {
    return (
      <Alert
        severity="warning"
        sx={{ my: 2 }}
        action={
          <Button component={RouterLink} to={ROUTES.tarjetas} color="inherit" size="small" variant="outlined">
            Ir a Tarjetas
          </Button>
        }
      >
        {getErrorMessage(error)}
      </Alert>
    );
  }
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Cargando detalle" />
    </Box>
  );
}
