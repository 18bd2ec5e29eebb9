import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@portal/shared/domain';
import { PageTitle } from '@portal/shared/ui';

export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PageTitle>Página no encontrada</PageTitle>
      <Typography>La dirección que buscó no existe en el portal.</Typography>
      <Button component={RouterLink} to={ROUTES.dashboard} variant="contained">
        Volver al Dashboard
      </Button>
    </Stack>
  );
}
