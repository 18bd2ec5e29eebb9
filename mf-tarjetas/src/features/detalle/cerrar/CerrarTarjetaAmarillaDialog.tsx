import { TextField } from '@mui/material';
import { TIPOS_ACCION } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { DateTimeField, requeridoField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { CheckboxField } from '../form/CheckboxField';
import { useCamposOpciones } from '../form/useCamposOpciones';
import { FotoCampo } from '../../foto/FotoCampo';
import { EXITO, TITULOS } from '../textos';
import type { CerrarTarjetaAmarillaFormValues } from './cerrarTarjetaFormSchema';
import { ResponsableField } from './ResponsableField';
import { useCerrarTarjetaAmarillaForm } from './useCerrarTarjetaAmarillaForm';

/** 'Cerrar Tarjeta amarilla' (spec §5, close-yellow dialog): every text, select and date is required. */
export function CerrarTarjetaAmarillaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useCerrarTarjetaAmarillaForm(tarjeta, open, () => {
    notify.success(EXITO.cerrada(tarjeta));
    onClose();
  });
  const { form, fotoDespues } = formulario;
  const campos = useCamposOpciones();
  const f = (name: keyof CerrarTarjetaAmarillaFormValues) => requeridoField(form, name);
  return (
    <ResponsiveFormDialog
      open={open}
      id="cerrar-amarilla"
      title={TITULOS.cerrar(tarjeta)}
      submitLabel="Cerrar tarjeta"
      formulario={formulario}
      onClose={onClose}
      errorId="CERRAR_TARJETA_AMARILLA_ERROR"
    >
      <TextField id="amarilla-accion" label="Acción realizada" multiline {...f('tareaRealizada')} />
      <SelectField id="amarilla-tipo-accion" label="Tipo de acción" options={TIPOS_ACCION} {...f('tipoAccion')} />
      <ResponsableField control={form.control} name="responsable" id="amarilla-responsable" />
      <TextField id="amarilla-causa" label="Causa" multiline {...f('causa')} />
      <DateTimeField control={form.control} id="amarilla-fin" name="finReparacion" label="Fecha y hora de fin" required min={tarjeta.fecha} max={new Date()} />
      <SelectField id="amarilla-riesgo-final" label="Riesgo final" options={campos.riesgoFinal} {...f('riesgoFinal')} />
      <TextField id="amarilla-acciones" label="Acciones complementarias" multiline {...f('accionesComplementarias')} />
      <CheckboxField form={form} name="verificacion" label="Verificación (Resp. Pilar de seguridad)" />
      <CheckboxField form={form} name="convertida" label="Convertida" />
      <FotoCampo id="cerrar-foto-despues" label="Imagen del después (opcional)" foto={fotoDespues.foto} onFoto={fotoDespues.setFoto} />
    </ResponsiveFormDialog>
  );
}
