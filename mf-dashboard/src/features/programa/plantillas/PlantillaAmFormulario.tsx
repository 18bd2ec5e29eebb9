import { useEffect } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { LIMITES_PLANTILLA_AM as L, type PlantillaAuditoriaAm } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, useNotify } from '@portal/shared/ui';
import { idsUsados, seccionNueva } from './nuevoRequisito';
import { ReglaCampos } from './ReglaCampos';
import { SeccionCampos } from './SeccionCampos';
import { usePlantillaAmForm } from './usePlantillaAmForm';

interface PlantillaAmFormularioProps {
  plantilla: PlantillaAuditoriaAm;
  /** The form has unsaved changes (the page asks before leaving or changing step). */
  onCambios: (sucio: boolean) => void;
}

/** The Admin's editor of one step's template: sections, requirements, the rule; saved whole with 'Guardar'. */
export function PlantillaAmFormulario({ plantilla, onCambios }: PlantillaAmFormularioProps) {
  const notify = useNotify();
  const { form, onSubmit, isSubmitting, serverError, restablecer } = usePlantillaAmForm(plantilla, () =>
    notify.success(`Plantilla del paso ${plantilla.paso} guardada`),
  );
  const secciones = useFieldArray({ control: form.control, name: 'secciones' });
  const { isDirty, errors } = form.formState;
  useEffect(() => onCambios(isDirty), [isDirty, onCambios]);
  // The schema's checks over the whole list (more than L.requisitos, repeated ids) land on 'secciones' itself: not
  // counted while typing, which would re-render the whole form on every key.
  const errorLista = errors.secciones?.root?.message ?? errors.secciones?.message;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`Plantilla del paso ${plantilla.paso}`}>
      <FormErrorAlert message={serverError} />
      <Stack spacing={2}>
        {secciones.fields.map((s, i) => (
          <SeccionCampos key={s.id} form={form} indice={i} total={secciones.fields.length} onMover={secciones.move} onQuitar={() => secciones.remove(i)} />
        ))}
        {errorLista && <Alert severity="error">{errorLista}</Alert>}
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={secciones.fields.length >= L.secciones}
          onClick={() => secciones.append(seccionNueva(idsUsados(form.getValues('secciones'))))}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          Agregar sección
        </Button>
        <ReglaCampos form={form} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} sx={{ minHeight: 44 }}>
            Guardar
          </BusyButton>
          <Button variant="outlined" onClick={restablecer} sx={{ minHeight: 44 }}>
            Restablecer la sugerida
          </Button>
        </Stack>
        {isDirty && <Alert severity="info">Hay cambios sin guardar: se aplican a las auditorías que empiecen después de guardar.</Alert>}
      </Stack>
    </Box>
  );
}
