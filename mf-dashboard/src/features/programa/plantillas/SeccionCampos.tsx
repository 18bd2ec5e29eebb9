import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormHelperText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useFieldArray, useFormState } from 'react-hook-form';
import { LIMITES_PLANTILLA_AM as L } from '@portal/shared/domain';
import { requeridoField } from '@portal/shared/ui';
import { idsUsados, requisitoNuevo } from './nuevoRequisito';
import { OrdenBotones } from './OrdenBotones';
import { RequisitoCampos } from './RequisitoCampos';
import type { PlantillaAmForm } from './usePlantillaAmForm';

interface SeccionCamposProps {
  form: PlantillaAmForm;
  indice: number;
  total: number;
  onMover: (de: number, a: number) => void;
  onQuitar: () => void;
}

/** A section of the template: its title, its requirements in order, and a new one at the end. */
export function SeccionCampos({ form, indice, total, onMover, onQuitar }: SeccionCamposProps) {
  const requisitos = useFieldArray({ control: form.control, name: `secciones.${indice}.requisitos` });
  const { errors } = useFormState({ control: form.control, name: `secciones.${indice}.requisitos` });
  const e = errors.secciones?.[indice]?.requisitos;
  const errorLista = e?.root?.message ?? e?.message;
  const lleno = requisitos.fields.length >= L.requisitosPorSeccion;
  const tituloId = `plantilla-seccion-${indice}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={tituloId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" id={tituloId} sx={{ fontWeight: 'bold' }}>
          Sección {indice + 1}
        </Typography>
        <OrdenBotones nombre={`la sección ${indice + 1}`} indice={indice} total={total} onMover={onMover} onQuitar={onQuitar} puedeQuitar={total > 1} />
      </Stack>
      <TextField
        id={`plantilla-seccion-${indice}-titulo`}
        label="Título de la sección"
        fullWidth
        {...requeridoField(form, `secciones.${indice}.titulo`)}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: L.titulo } }}
      />
      <Box component="ol" aria-label={`Requisitos de la sección ${indice + 1}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {requisitos.fields.map((r, j) => (
          <RequisitoCampos
            key={r.id}
            form={form}
            seccion={indice}
            indice={j}
            total={requisitos.fields.length}
            onMover={requisitos.move}
            onQuitar={() => requisitos.remove(j)}
          />
        ))}
      </Box>
      {errorLista && <FormHelperText error>{errorLista}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        disabled={lleno}
        onClick={() => requisitos.append(requisitoNuevo(idsUsados(form.getValues('secciones'))))}
        aria-label={`Agregar requisito a la sección ${indice + 1}`}
        sx={{ minHeight: 44, mt: 1 }}
      >
        Agregar requisito
      </Button>
    </Paper>
  );
}
