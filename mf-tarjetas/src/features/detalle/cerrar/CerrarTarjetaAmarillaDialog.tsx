import TextField from '@mui/material/TextField';
import { TIPOS_ACCION } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { CheckboxField } from '../form/CheckboxField';
import { DialogError } from '../form/DialogError';
import { FormDialog } from '../form/FormDialog';
import { muiField } from '../form/registerMui';
import { SelectField } from '../form/SelectField';
import { useCamposOpciones } from '../form/useCamposOpciones';
import type { CerrarTarjetaAmarillaFormValues } from './cerrarTarjetaFormSchema';
import { useCerrarTarjetaAmarillaForm } from './useCerrarTarjetaAmarillaForm';

/** 'Cerrar Tarjeta amarilla' (spec §5, close-yellow dialog). */
export function CerrarTarjetaAmarillaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const { form, onSubmit, serverError, isSubmitting } = useCerrarTarjetaAmarillaForm(tarjeta, open, onClose);
  const campos = useCamposOpciones();
  const f = (name: keyof CerrarTarjetaAmarillaFormValues) => muiField(form, name);
  return (
    <FormDialog
      open={open}
      id="cerrar-amarilla"
      title="Cerrar Tarjeta amarilla"
      submitLabel="Cerrar tarjeta"
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      dirty={form.formState.isDirty}
      error={<DialogError id="CERRAR_TARJETA_AMARILLA_ERROR" message={serverError} />}
    >
      <TextField id="amarilla-accion" label="Acción realizada" multiline {...f('tareaRealizada')} />
      <SelectField id="amarilla-tipo-accion" label="Tipo de acción" options={TIPOS_ACCION} {...f('tipoAccion')} />
      <TextField id="amarilla-responsable" label="Responsable" {...f('responsable')} />
      <TextField id="amarilla-causa" label="Causa" multiline {...f('causa')} />
      <TextField
        id="amarilla-fin"
        label="Fecha y hora de fin"
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        {...f('finReparacion')}
      />
      <SelectField id="amarilla-riesgo-final" label="Riesgo final" options={campos.riesgoFinal} {...f('riesgoFinal')} />
      <TextField id="amarilla-acciones" label="Acciones complementarias" multiline {...f('accionesComplementarias')} />
      <CheckboxField form={form} name="verificacion" label="Verificación (Resp. Pilar de seguridad)" />
      <CheckboxField form={form} name="convertida" label="Convertida" />
    </FormDialog>
  );
}
