import { TextField } from '@mui/material';
import { formatHoras, pideCausa, TIPOS_ACCION } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { DateTimeField, requeridoField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { CheckboxField } from '../form/CheckboxField';
import { useCamposOpciones } from '../form/useCamposOpciones';
import { FotoCampo } from '../../foto/FotoCampo';
import { EXITO, TITULOS } from '../textos';
import type { CerrarTarjetaFormValues } from './cerrarTarjetaFormSchema';
import { MaterialUtilizadoField } from './MaterialUtilizadoField';
import { ResponsableField } from './ResponsableField';
import { useCerrarTarjetaForm } from './useCerrarTarjetaForm';

/** 'Cerrar Tarjeta' for Roja, Azul and Verde cards (spec §5): every field is required. */
export function CerrarTarjetaDialog({ tarjeta, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useCerrarTarjetaForm(tarjeta, open, () => {
    notify.success(EXITO.cerrada(tarjeta));
    onClose();
  });
  const { form, tiempoEmpleado, fotoDespues } = formulario;
  const campos = useCamposOpciones();
  const f = (name: keyof CerrarTarjetaFormValues) => requeridoField(form, name);
  const fechas = { control: form.control, required: true, min: tarjeta.fecha, max: new Date() };
  return (
    <ResponsiveFormDialog
      open={open}
      id="cerrar-tarjeta"
      title={TITULOS.cerrar(tarjeta)}
      submitLabel="Cerrar tarjeta"
      formulario={formulario}
      onClose={onClose}
      errorId="CERRAR_TARJETA_ERROR"
    >
      <DateTimeField {...fechas} id="cerrar-inicio" name="inicioReparacion" label="Inicio de reparación" />
      <DateTimeField {...fechas} id="cerrar-fin" name="finReparacion" label="Fin de reparación" />
      <TextField
        id="cerrar-tiempo"
        label="Tiempo empleado"
        value={tiempoEmpleado === null ? '' : formatHoras(tiempoEmpleado)}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <ResponsableField control={form.control} name="responsable" id="cerrar-responsable" />
      {pideCausa(tarjeta.color) && <TextField id="cerrar-causa" label="Causa" multiline {...f('causa')} />}
      <TextField id="cerrar-tarea" label="Tarea realizada" multiline {...f('tareaRealizada')} />
      <SelectField id="cerrar-tipo-accion" label="Tipo de acción" options={TIPOS_ACCION} {...f('tipoAccion')} />
      <SelectField id="cerrar-riesgo-final" label="Riesgo final" options={campos.riesgoFinal} {...f('riesgoFinal')} />
      <MaterialUtilizadoField control={form.control} name="materialUtilizado" id="cerrar-material" />
      {tarjeta.color !== 'Azul' && <CheckboxField form={form} name="convertida" label="Convertida" />}
      <FotoCampo id="cerrar-foto-despues" label="Imagen del después (opcional)" foto={fotoDespues.foto} onFoto={fotoDespues.setFoto} />
    </ResponsiveFormDialog>
  );
}
