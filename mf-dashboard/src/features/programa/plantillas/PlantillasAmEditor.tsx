import { useCallback, useState } from 'react';
import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { etiquetaPasoNombre, type PlantillaAuditoriaAm } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta, useConfirmarSalida } from '@portal/shared/ui';
import { useGetPlantillasAmQuery } from '../programaApi';
import { PlantillaAmFormulario } from './PlantillaAmFormulario';
import { PlantillaAmLectura } from './PlantillaAmLectura';

/**
 * 'Plantillas de auditoría' (issue 25 §2): one step at a time (`?paso=N`), editable by the Admin, read by everyone.
 * Unsaved changes are asked about before another step or page replaces them.
 */
export function PlantillasAmEditor() {
  const gestiona = useCan('programa.gestionar');
  const { data: plantillas, error, isLoading } = useGetPlantillasAmQuery();
  const [params, setParams] = useSearchParams();
  const [cambios, setCambios] = useState(false);
  const onCambios = useCallback((sucio: boolean) => setCambios(sucio), []);
  const salida = useConfirmarSalida({ cambios, navegacion: true });
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (isLoading || !plantillas) return <Typography>Cargando plantillas…</Typography>;
  if (!plantillas.length) return <Typography>La planta no tiene pasos del programa.</Typography>;
  const pedido = Number(params.get('paso'));
  const plantilla = plantillas.find((p) => p.paso === pedido) ?? plantillas[0];
  const elegir = (paso: number) =>
    salida.confirmar(() => {
      setCambios(false);
      setParams({ paso: String(paso) }, { replace: true });
    });
  return (
    <Stack spacing={2}>
      <TextField
        select
        id="plantillas-paso"
        label="Paso"
        fullWidth
        value={plantilla.paso}
        onChange={(e) => elegir(Number(e.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 480 } }}
      >
        {plantillas.map((p) => (
          <option key={p.paso} value={p.paso}>
            {etiquetaPasoNombre(p.paso, p.pasoNombre)}
          </option>
        ))}
      </TextField>
      <Encabezado plantilla={plantilla} />
      {gestiona ? <PlantillaAmFormulario key={plantilla.paso} plantilla={plantilla} onCambios={onCambios} /> : <PlantillaAmLectura plantilla={plantilla} />}
      {salida.dialogo}
    </Stack>
  );
}

/** The step, whether the plant changed its template, and who last did. */
function Encabezado({ plantilla: p }: { plantilla: PlantillaAuditoriaAm }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {etiquetaPasoNombre(p.paso, p.pasoNombre)}
        </Typography>
        <Chip size="small" color={p.personalizada ? 'primary' : 'default'} label={p.personalizada ? 'Personalizada' : 'Sugerida'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {p.personalizada && p.actualizadaEn ? (
          <>
            Cambiada el <FechaPlanta valor={p.actualizadaEn} />
            {p.actualizadaPor ? ` por ${p.actualizadaPor.nombre}` : ''}
          </>
        ) : (
          'La sugerida por el portal para este paso.'
        )}
      </Typography>
    </Box>
  );
}
