import { TextField, Typography } from '@mui/material';
import { AUDITORIA_AM_TEXTO_MAX, etiquetaPasoAm, type DiaPlanta, type EquipoAmDetalle } from '@portal/shared/domain';
import { DateField, muiField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { useSolicitarAuditoriaForm } from './useSolicitarAuditoriaForm';

interface SolicitarAuditoriaDialogProps {
  equipo: EquipoAmDetalle;
  hoy: DiaPlanta;
  onClose: () => void;
}

/** 'Pedir auditoría del paso': it lands in the auditors' inbox; the team page shows the new row. */
export function SolicitarAuditoriaDialog({ equipo, hoy, onClose }: SolicitarAuditoriaDialogProps) {
  const notify = useNotify();
  const formulario = useSolicitarAuditoriaForm(equipo, hoy, () => {
    notify.success('Auditoría pedida: la ven los auditores en su bandeja');
    onClose();
  });
  const { form } = formulario;
  return (
    <ResponsiveFormDialog
      open
      id="solicitar-auditoria"
      title={`Pedir la auditoría del paso ${equipo.paso ?? ''} de ${equipo.equipo}`}
      submitLabel="Pedir auditoría"
      onClose={onClose}
      formulario={formulario}
      maxWidth="sm"
    >
      {equipo.paso !== null && <Typography color="text.secondary">{etiquetaPasoAm(equipo.paso, equipo.pasos)}</Typography>}
      <DateField control={form.control} name="vence" id="solicitar-auditoria-vence" label="Fecha límite" required min={hoy} />
      <TextField
        id="solicitar-auditoria-comentario"
        label="Comentario"
        multiline
        minRows={2}
        {...muiField(form, 'comentario')}
        helperText={form.formState.errors.comentario?.message ?? 'Opcional. Por ejemplo: mejor por la mañana, el turno tarde está en parada'}
        slotProps={{ htmlInput: { maxLength: AUDITORIA_AM_TEXTO_MAX } }}
      />
    </ResponsiveFormDialog>
  );
}
