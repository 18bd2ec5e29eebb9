import { useState } from 'react';
import { Box, Button, CircularProgress, GlobalStyles } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { RequireAuth, useCan } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { ErrorAlert, PageTitle } from '@portal/shared/ui';
import { BarraEdicion } from '../features/organigrama/BarraEdicion';
import { ATRIBUTO_NO_IMPRIMIR, CSS_IMPRESION } from '../features/organigrama/impresion';
import { OrganigramaArbol } from '../features/organigrama/OrganigramaArbol';
import { useGetOrganigramaQuery } from '../features/organigrama/organigramaApi';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';

function Organigrama() {
  const { data: nodos, isLoading, error } = useGetOrganigramaQuery();
  const editable = useCan('organigrama.edit');
  const [elegido, setElegido] = useState<string | null>(null);
  if (isLoading) return <CircularProgress aria-label="Cargando organigrama" />;
  if (!nodos) return <ErrorAlert message={getErrorMessage(error)} />;
  const seleccionado = nodos.find((n) => n._id === elegido) ?? null;
  return (
    <>
      {editable && <BarraEdicion nodos={nodos} seleccionado={seleccionado} onSelect={setElegido} />}
      {nodos.length ? (
        <OrganigramaArbol nodos={nodos} seleccionado={seleccionado?._id ?? null} onSelect={editable ? setElegido : undefined} />
      ) : (
        <Box sx={{ color: 'text.secondary' }}>El organigrama no tiene puestos.</Box>
      )}
    </>
  );
}

/** /chart — the org chart: anyone logged in reads and prints it; the Admin edits it. Not in the navbar (spec §2). */
export default function ChartPage() {
  return (
    <RequireAuth>
      <GlobalStyles styles={CSS_IMPRESION} />
      <Box {...{ [ATRIBUTO_NO_IMPRIMIR]: '' }}>
        <SeccionesAdmin />
      </Box>
      <PageTitle
        actions={
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} {...{ [ATRIBUTO_NO_IMPRIMIR]: '' }}>
            Imprimir
          </Button>
        }
      >
        Organigrama
      </PageTitle>
      <Organigrama />
    </RequireAuth>
  );
}
