import { useState } from 'react';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { RequireAuth, RequireCapability } from '@portal/shared/auth';
import { plural } from '@portal/shared/domain';
import { ConfirmarDialog, ErrorAlert, PageTitle } from '@portal/shared/ui';
import { AnalisisImportacion } from '../features/importar/AnalisisImportacion';
import { DatosDemoAviso } from '../features/importar/DatosDemoAviso';
import { ResultadoImportacion } from '../features/importar/ResultadoImportacion';
import { SeleccionArchivo } from '../features/importar/SeleccionArchivo';
import { useImportacion, type Importacion } from '../features/importar/useImportacion';
import { SeccionesAdmin } from '../features/secciones/SeccionesAdmin';

function motivoDeshabilitado(imp: Importacion): string | null {
  const a = imp.analisis;
  if (!a) return null;
  if (a.faltanCampos.length > 0) return 'Asigne una columna a cada campo obligatorio para poder importar.';
  if (a.aCrear === 0) return 'No hay filas para crear tarjetas.';
  return null;
}

function Importar({ imp }: { imp: Importacion }) {
  const [confirmar, setConfirmar] = useState(false);
  const a = imp.analisis;
  if (!a) return null;
  const motivo = motivoDeshabilitado(imp);
  const cerrar = () => {
    setConfirmar(false);
    imp.setImportError(null);
  };
  return (
    <Box component="section" aria-labelledby="importar-paso-3">
      <Typography id="importar-paso-3" variant="h6" component="h2" gutterBottom>
        3. Importar
      </Typography>
      {motivo && (
        <Typography id="importar-motivo" color="text.secondary" gutterBottom>
          {motivo}
        </Typography>
      )}
      <Button variant="contained" disabled={!imp.puedeImportar} onClick={() => setConfirmar(true)} aria-describedby={motivo ? 'importar-motivo' : undefined}>
        Importar
      </Button>
      <ConfirmarDialog
        open={confirmar}
        id="confirmar-importacion"
        title="Importar tarjetas"
        submitLabel="Importar"
        submitColor="primary"
        busy={imp.importando}
        busyLabel="Importando…"
        error={imp.importError}
        onConfirm={async () => {
          if (await imp.confirmarImportacion()) setConfirmar(false);
        }}
        onClose={cerrar}
      >
        {`Se ${a.aCrear === 1 ? 'creará' : 'crearán'} ${plural(a.aCrear, 'tarjeta', 'tarjetas')} en una sola operación: si algo falla, no se crea ninguna. ¿Continuar?`}
      </ConfirmarDialog>
    </Box>
  );
}

function ImportarContent() {
  const imp = useImportacion();
  if (imp.resultado) {
    return (
      <Paper sx={{ p: 2 }}>
        <ResultadoImportacion resultado={imp.resultado} onOtro={imp.reiniciar} />
      </Paper>
    );
  }
  return (
    <Paper sx={{ p: 2 }}>
      <SeleccionArchivo imp={imp} />
      {imp.analizando && <LinearProgress aria-label="Analizando el archivo" sx={{ mb: 2 }} />}
      <ErrorAlert message={imp.analisisError} />
      <AnalisisImportacion imp={imp} />
      <Importar imp={imp} />
    </Paper>
  );
}

/** /admin/importar — a plant's card history from .xlsx/.csv: dry run, mapping, choices, then the import (Admin: 'tarjetas.importar'). */
export default function ImportarPage() {
  return (
    <RequireAuth>
      <SeccionesAdmin />
      <PageTitle>Importar tarjetas</PageTitle>
      <RequireCapability capability="tarjetas.importar">
        <DatosDemoAviso />
        <ImportarContent />
      </RequireCapability>
    </RequireAuth>
  );
}
