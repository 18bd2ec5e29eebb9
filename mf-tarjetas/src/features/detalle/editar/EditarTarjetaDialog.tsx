import { TextField, Typography } from '@mui/material';
import { pideCausa, TIPOS_ACCION } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { muiField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { CamposApertura } from './CamposApertura';
import { EXITO, TITULOS } from '../textos';
import { conActual } from './edicion';
import type { EdicionFormValues } from './edicion';
import { useEditarTarjetaForm } from './useEditarTarjetaForm';

/** 'Editar tarjeta' (Roja, Azul, Verde): the closing fields are editable only on a Cerrada card. */
export function EditarTarjetaDialog({ tarjeta: t, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useEditarTarjetaForm(t, open, () => {
    notify.success(EXITO.editada(t));
    onClose();
  });
  const { form, opciones } = formulario;
  const cerrada = t.estado === 'Cerrada';
  const f = (name: keyof EdicionFormValues) => ({ ...muiField(form, name), disabled: !cerrada });
  return (
    <ResponsiveFormDialog
      open={open}
      id="editar-tarjeta"
      title={TITULOS.editar(t)}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="EDITAR_TARJETA_ERROR"
    >
      <CamposApertura tarjeta={t} form={form} opciones={opciones} idPrefix="editar" />
      <Typography variant="subtitle1" component="h3">
        Cierre {cerrada ? '' : '(solo en una tarjeta Cerrada)'}
      </Typography>
      <TextField id="editar-responsable" label="Responsable" {...f('responsable')} />
      <TextField id="editar-tiempo" label="Tiempo empleado (h)" slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...f('tiempoEmpleado')} />
      <SelectField id="editar-tipo-accion" label="Tipo de acción" required={cerrada} options={TIPOS_ACCION} {...f('tipoAccion')} />
      {pideCausa(t.color) && <TextField id="editar-causa" label="Causa" multiline {...f('causa')} />}
      <SelectField id="editar-riesgo-final" label="Riesgo final" options={conActual(opciones.riesgoFinal, t.riesgoFinal)} {...f('riesgoFinal')} />
      <TextField id="editar-tarea" label="Tarea realizada" multiline {...f('tareaRealizada')} />
      <TextField id="editar-material" label="Material utilizado" multiline {...f('materialUtilizado')} />
    </ResponsiveFormDialog>
  );
}
