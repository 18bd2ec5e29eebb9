import TextField from '@mui/material/TextField';
import type { Tarjeta } from '@portal/shared/domain';
import { DialogError } from '../form/DialogError';
import { FormDialog } from '../form/FormDialog';
import { muiField } from '../form/registerMui';
import type { PlanificacionFormValues } from './usePlanificacionForm';
import { usePlanificacionForm } from './usePlanificacionForm';

const fecha = { inputLabel: { shrink: true } } as const;

/** 'Planificación': the planning fields of spec §3. */
export function PlanificacionDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { form, onSubmit, serverError, isSubmitting } = usePlanificacionForm(tarjeta, open, onClose);
  const f = (name: keyof PlanificacionFormValues) => muiField(form, name);
  return (
    <FormDialog
      open={open}
      id="planificacion"
      title="Planificación"
      submitLabel="Guardar"
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      dirty={form.formState.isDirty}
      error={<DialogError id="PLANIFICACION_TARJETA_ERROR" message={serverError} />}
    >
      <TextField id="plan-prevista" label="Fecha prevista de cierre" type="date" required slotProps={fecha} {...f('previstaCierre')} />
      <TextField id="plan-resp-seguimiento" label="Responsable del seguimiento" required {...f('responsableSeguimiento')} />
      <TextField id="plan-recursos" label="Recursos" {...f('recursos')} />
      <TextField id="plan-materiales" label="Materiales/Repuestos" {...f('materiales')} />
      <TextField id="plan-solicitud" label="Fecha de solicitud a compras" type="date" slotProps={fecha} {...f('solicitudCompras')} />
      <TextField id="plan-comprometida" label="Fecha comprometida por compras" type="date" slotProps={fecha} {...f('comprometidaCompras')} />
      <TextField id="plan-tarea" label="Tarea a realizar" multiline {...f('tareaRealizar')} />
      <TextField id="plan-resp-tarea" label="Responsable de la tarea" {...f('responsableTarea')} />
      <TextField id="plan-comentario1" label="Comentario 1" multiline {...f('comentario1')} />
      <TextField id="plan-comentario2" label="Comentario 2" multiline {...f('comentario2')} />
      <TextField id="plan-comentario3" label="Comentario 3" multiline {...f('comentario3')} />
    </FormDialog>
  );
}
