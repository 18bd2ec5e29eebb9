import { Box, TextField } from '@mui/material';
import { COLORES } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, muiField, SelectField } from '@portal/shared/ui';
import { TablaTarjetas } from '../vista/TablaTarjetas';
import { useAgregarTarjetaHacerForm } from './useAgregarTarjetaHacerForm';

function AgregarTarjetaHacerForm({ kaizen }: { kaizen: Kaizen }) {
  const { form, onSubmit, serverError, isSubmitting } = useAgregarTarjetaHacerForm(kaizen);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Agregar tarjeta a Hacer" sx={{ mt: 2 }}>
      <FormErrorAlert message={serverError} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' }, gap: 1, alignItems: 'start' }}>
        <SelectField id="hacer-color" label="Color" options={COLORES} {...muiField(form, 'color')} />
        <TextField id="hacer-numero" label="Número" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...muiField(form, 'numero')} />
        <BusyButton type="submit" variant="contained" busy={isSubmitting} sx={{ minHeight: 56, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          Agregar
        </BusyButton>
      </Box>
    </Box>
  );
}

/**
 * What Hacer says without cards of its own. Never 'Sin tarjetas vinculadas': the Kaizen's source cards are
 * linked too ('Tarjetas vinculadas (N)' counts both), so that would contradict the button above.
 */
export const SIN_TARJETAS_HACER = 'Todavía no hay tarjetas en Hacer.';

/** Hacer: the cards of the implementation and, while the Kaizen is not Cerrada, a form to add one. */
export function HacerSection({ kaizen }: { kaizen: Kaizen }) {
  return (
    <>
      {kaizen.tarjetasHacer.length ? (
        <TablaTarjetas filas={kaizen.tarjetasHacer.map((tarjeta) => ({ tarjeta }))} label="Tarjetas de Hacer" conDescripcion />
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{SIN_TARJETAS_HACER}</Box>
      )}
      {kaizen.estado !== 'Cerrada' && <AgregarTarjetaHacerForm kaizen={kaizen} />}
    </>
  );
}
