import TextField from '@mui/material/TextField';
import { TIPOS_ACCION } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { CheckboxField } from '../form/CheckboxField';
import { DialogError } from '../form/DialogError';
import { FormDialog } from '../form/FormDialog';
import { muiField } from '../form/registerMui';
import { SelectField } from '../form/SelectField';
import { useCamposOpciones } from '../form/useCamposOpciones';
import type { CerrarTarjetaFormValues } from './cerrarTarjetaFormSchema';
import { useCerrarTarjetaForm } from './useCerrarTarjetaForm';

const fechaHora = { inputLabel: { shrink: true } } as const;

/** 'Cerrar Tarjeta' for Roja, Azul and Verde cards (spec §5). */
export function CerrarTarjetaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { form, onSubmit, serverError, tiempoEmpleado, isSubmitting } = useCerrarTarjetaForm(tarjeta, open, onClose);
  const campos = useCamposOpciones();
  const f = (name: keyof CerrarTarjetaFormValues) => muiField(form, name);
  return (
    <FormDialog
      open={open}
      id="cerrar-tarjeta"
      title="Cerrar Tarjeta"
      submitLabel="Cerrar tarjeta"
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      dirty={form.formState.isDirty}
      error={<DialogError id="CERRAR_TARJETA_ERROR" message={serverError} />}
    >
      <TextField id="cerrar-inicio" label="Inicio de reparación" type="datetime-local" slotProps={fechaHora} {...f('inicioReparacion')} />
      <TextField id="cerrar-fin" label="Fin de reparación" type="datetime-local" slotProps={fechaHora} {...f('finReparacion')} />
      <TextField
        id="cerrar-tiempo"
        label="Tiempo empleado (h)"
        value={tiempoEmpleado === null ? '' : tiempoEmpleado.toFixed(1)}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <TextField id="cerrar-responsable" label="Responsable" {...f('responsable')} />
      {tarjeta.color !== 'Verde' && <TextField id="cerrar-causa" label="Causa" multiline {...f('causa')} />}
      <TextField id="cerrar-tarea" label="Tarea realizada" multiline {...f('tareaRealizada')} />
      <SelectField id="cerrar-tipo-accion" label="Tipo de acción" options={TIPOS_ACCION} {...f('tipoAccion')} />
      <SelectField id="cerrar-riesgo-final" label="Riesgo final" options={campos.riesgoFinal} {...f('riesgoFinal')} />
      <TextField id="cerrar-material" label="Material utilizado" multiline {...f('materialUtilizado')} />
      {tarjeta.color !== 'Azul' && <CheckboxField form={form} name="convertida" label="Convertida" />}
    </FormDialog>
  );
}
