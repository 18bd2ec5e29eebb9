import { Box, Stack, TextField } from '@mui/material';
import type { Control, UseFormReturn } from 'react-hook-form';
import { TIPOS_HORA, type HorasFormValues, type TipoHora } from '@portal/shared/domain';
import { BusyButton, DateField, FormErrorAlert, muiField, requeridoField, SelectField } from '@portal/shared/ui';
import { useHorasForm } from './useHorasForm';

type Salida = { quantity: number; typeOf: TipoHora; date: string };

/** 'Número de horas *', 'Tipo', 'Fecha *' (DD/MM/YYYY, nothing after today). */
export function HorasCampos({
  form,
  id,
  hoy,
  enFila = true,
}: {
  form: UseFormReturn<HorasFormValues, unknown, Salida>;
  id: string;
  hoy: string;
  enFila?: boolean;
}) {
  return (
    <Stack
      spacing={2}
      direction={enFila ? { xs: 'column', md: 'row' } : 'column'}
      sx={{ alignItems: enFila ? { md: 'flex-start' } : undefined, pt: enFila ? 0 : 1 }}
    >
      <TextField
        id={`${id}-cantidad`}
        label="Número de horas"
        autoComplete="off"
        {...requeridoField(form, 'quantity')}
        slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'decimal', enterKeyHint: 'done' } }}
        sx={{ minWidth: { md: 210 } }}
      />
      <SelectField id={`${id}-tipo`} label="Tipo" options={TIPOS_HORA} conSeleccionar={false} {...muiField(form, 'typeOf')} sx={{ minWidth: { md: 300 } }} />
      <Box sx={{ minWidth: { md: 190 } }}>
        <DateField control={form.control as unknown as Control<HorasFormValues>} name="date" id={`${id}-fecha`} label="Fecha" required max={hoy} />
      </Box>
    </Stack>
  );
}

export interface HorasFormProps {
  /** Whose hours (the caller's own, or the user an Admin corrects). */
  userId: string;
  /** Prefix of the fields' ids (two forms may share a page). */
  id: string;
  submitLabel?: string;
  ariaLabel?: string;
}

/** The logging form: its fields, the server's message above the button, and the button. */
export function HorasForm({ userId, id, submitLabel = 'Registrar horas', ariaLabel = 'Registrar horas' }: HorasFormProps) {
  const { form, onSubmit, serverError, isSubmitting, hoy } = useHorasForm({ userId });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={ariaLabel}>
      <HorasCampos form={form} id={id} hoy={hoy} />
      <FormErrorAlert message={serverError} errorId="REGISTRAR_HORAS_ERROR" />
      <BusyButton type="submit" variant="contained" busy={isSubmitting} sx={{ mt: 2, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
        {submitLabel}
      </BusyButton>
    </Box>
  );
}
