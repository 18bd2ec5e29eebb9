import { useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import { hayDatosDemo, resumenDatosDemo } from '@portal/shared/domain';
import { ConfirmarDialog } from '@portal/shared/ui';
import { useBorrarDatosDemoMutation, useDatosDemoQuery } from './datosDemoApi';

/**
 * Top of Admin > Importar tarjetas (issue 21 §3): while the first start's demo cards are in the database they hold
 * numbers an import needs, so say so and offer to remove them (only them: users and field options stay).
 */
export function DatosDemoAviso() {
  const { data } = useDatosDemoQuery();
  const [borrar, { isLoading }] = useBorrarDatosDemoMutation();
  const [confirmar, setConfirmar] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hecho, setHecho] = useState<string | null>(null);

  const cerrar = () => {
    setConfirmar(false);
    setError(null);
  };
  const confirmarBorrado = async () => {
    try {
      const r = await borrar().unwrap();
      setHecho(r.msg);
      cerrar();
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };

  if (hecho) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {hecho}
      </Alert>
    );
  }
  if (!data || !hayDatosDemo(data)) return null;
  const resumen = resumenDatosDemo(data);
  return (
    <Alert severity="warning" role="region" aria-labelledby="datos-demo-titulo" sx={{ mb: 2 }}>
      <AlertTitle id="datos-demo-titulo">Datos de demostración</AlertTitle>
      La base tiene datos de demostración: {resumen}. Ocupan números de tarjeta (desde el N°1 de cada color) y suman en el tablero: borralos antes de importar
      el historial de la planta.
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" onClick={() => setConfirmar(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Borrar datos de demostración
        </Button>
      </Box>
      <ConfirmarDialog
        open={confirmar}
        id="borrar-datos-demo"
        title="Borrar datos de demostración"
        submitLabel="Borrar"
        submitColor="error"
        busy={isLoading}
        busyLabel="Borrando…"
        error={error}
        onConfirm={confirmarBorrado}
        onClose={cerrar}
      >
        {`Se borrarán ${resumen} creados al iniciar el portal, en una sola operación. Las tarjetas creadas o importadas por la planta, los usuarios y las opciones de campos se conservan. Los números liberados no se vuelven a usar. ¿Continuar?`}
      </ConfirmarDialog>
    </Alert>
  );
}
