import { TextField, Typography } from '@mui/material';
import { TIPOS_ACCION } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { muiField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { etiquetaSugerencia } from '../vista/camposDetalle';
import { CamposApertura } from './CamposApertura';
import { EXITO, TITULOS } from '../textos';
import { conActual } from './edicion';
import type { EdicionFormValues } from './edicion';
import { useEditarTarjetaAmarillaForm } from './useEditarTarjetaAmarillaForm';

/** The yellow card's edit form: adds the suggestion and the complementary actions. */
export function EditarTarjetaAmarillaDialog({ tarjeta: t, open, onClose }: { tarjeta: Tarjeta; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const formulario = useEditarTarjetaAmarillaForm(t, open, () => {
    notify.success(EXITO.editada(t));
    onClose();
  });
  const { form, opciones } = formulario;
  const cerrada = t.estado === 'Cerrada';
  const f = (name: keyof EdicionFormValues) => muiField(form, name);
  const cierre = (name: keyof EdicionFormValues) => ({ ...f(name), disabled: !cerrada });
  return (
    <ResponsiveFormDialog
      open={open}
      id="editar-amarilla"
      title={TITULOS.editar(t)}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="EDITAR_TARJETA_ERROR"
    >
      <CamposApertura tarjeta={t} form={form} opciones={opciones} idPrefix="editar-amarilla" />
      <TextField id="editar-amarilla-sugerencia" label={etiquetaSugerencia('Amarilla')} multiline {...f('sugerencia')} />
      <Typography variant="subtitle1" component="h3">
        Cierre {cerrada ? '' : '(solo en una tarjeta Cerrada)'}
      </Typography>
      <TextField id="editar-amarilla-accion" label="Acción realizada" multiline {...cierre('tareaRealizada')} />
      <TextField id="editar-amarilla-responsable" label="Responsable" {...cierre('responsable')} />
      <SelectField id="editar-amarilla-tipo-accion" label="Tipo de acción" required={cerrada} options={TIPOS_ACCION} {...cierre('tipoAccion')} />
      <SelectField id="editar-amarilla-riesgo-final" label="Riesgo final" options={conActual(opciones.riesgoFinal, t.riesgoFinal)} {...cierre('riesgoFinal')} />
      <TextField id="editar-amarilla-acciones" label="Acciones complementarias" multiline {...cierre('accionesComplementarias')} />
    </ResponsiveFormDialog>
  );
}
