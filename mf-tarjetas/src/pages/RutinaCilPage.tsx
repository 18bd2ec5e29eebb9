import { useParams } from 'react-router-dom';
import { RequireAuth } from '@portal/shared/auth';
import { getErrorMessage, useGetRutinaCilQuery } from '@portal/shared/data-access';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';
import { Typography } from '@mui/material';
import { RutinaCil } from '../features/cil/RutinaCil';

/** /cil/maquinas/:id — a machine's CIL routine (issue 26 §1), from its QR label, the inbox or /cil. */
export default function RutinaCilPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useGetRutinaCilQuery(id, { skip: !id });
  return (
    <RequireAuth>
      <PageTitle>{data ? `Rutina CIL · ${data.maquina}` : 'Rutina CIL'}</PageTitle>
      {error ? <ErrorAlert message={getErrorMessage(error)} /> : isLoading || !data ? <Typography>Cargando rutina…</Typography> : <RutinaCil rutina={data} />}
    </RequireAuth>
  );
}
