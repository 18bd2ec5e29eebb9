import { TextField } from '@mui/material';
import type { Tarjeta } from '@portal/shared/domain';
import { DateField, muiField, requeridoField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { EXITO, TITULOS } from '../textos';
import type { PlanificacionFormValues } from './usePlanificacionForm';
import { usePlanificacionForm } from './usePlanificacionForm';

/** 'Planificar' / 'Editar planificación': the planning fields of spec §3, pre-filled with the card's plan. */
export function PlanificacionDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const formulario = usePlanificacionForm(tarjeta, open, () => {
    notify.success(EXITO.planificada(tarjeta));
    onClose();
  });
  const { form } = formulario;
  const f = (name: keyof PlanificacionFormValues) => muiField(form, name);
  return (
    <ResponsiveFormDialog
      open={open}
      id="planificacion"
      title={TITULOS.planificar(tarjeta)}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="PLANIFICACION_TARJETA_ERROR"
    >
      <DateField control={form.control} id="plan-prevista" name="previstaCierre" label="Fecha prevista de cierre" required />
      <TextField id="plan-resp-seguimiento" label="Responsable del seguimiento" {...requeridoField(form, 'responsableSeguimiento')} />
      <TextField id="plan-recursos" label="Recursos" {...f('recursos')} />
      <TextField id="plan-materiales" label="Materiales/Repuestos" {...f('materiales')} />
      <DateField control={form.control} id="plan-solicitud" name="solicitudCompras" label="Fecha de solicitud a compras" />
      <DateField control={form.control} id="plan-comprometida" name="comprometidaCompras" label="Fecha comprometida por compras" />
      <TextField id="plan-tarea" label="Tarea a realizar" multiline {...f('tareaRealizar')} />
      <TextField id="plan-resp-tarea" label="Responsable de la tarea" {...f('responsableTarea')} />
      <TextField id="plan-comentario1" label="Comentario 1" multiline {...f('comentario1')} />
      <TextField id="plan-comentario2" label="Comentario 2" multiline {...f('comentario2')} />
      <TextField id="plan-comentario3" label="Comentario 3" multiline {...f('comentario3')} />
    </ResponsiveFormDialog>
  );
}
