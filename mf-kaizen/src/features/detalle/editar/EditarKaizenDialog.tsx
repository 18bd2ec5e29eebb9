import { TextField } from '@mui/material';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { KAIZEN_ERROR_IDS, PILARES } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { muiField, requeridoField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { CamposSeguimiento } from '../form/CamposSeguimiento';
import { EXITO, TITULOS } from '../textos';
import { conActual } from './edicionKaizen';
import { useEditarKaizenForm } from './useEditarKaizenForm';

/** 'Editar Kaizen' (Jefe de area, Admin): every field of the Kaizen, plus 'Resultado' (not sent). */
export function EditarKaizenDialog({ kaizen: k, open, onClose }: { kaizen: Kaizen; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const { data: campos = [] } = useGetCamposQuery();
  const maquinas = campos.filter((c) => c.name === 'maquina').map((c) => c.value);
  const formulario = useEditarKaizenForm(k, open, () => {
    notify.success(EXITO.editado(k));
    onClose();
  });
  const { form } = formulario;
  const resultado = muiField(form, 'resultado');
  return (
    <ResponsiveFormDialog
      open={open}
      id="editar-kaizen"
      title={TITULOS.editar(k)}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId={KAIZEN_ERROR_IDS.editar}
    >
      <TextField id="editar-kaizen-codigo" label="Código del Kaizen" {...requeridoField(form, 'codigo')} />
      <TextField id="editar-kaizen-linea" label="Línea" {...muiField(form, 'linea')} />
      <SelectField id="editar-kaizen-maquina" label="Máquina" required options={conActual(maquinas, k.maquina)} {...muiField(form, 'maquina')} />
      <TextField id="editar-kaizen-lider" label="Líder del equipo de mejora" {...requeridoField(form, 'lider')} />
      <TextField id="editar-kaizen-tema" label="Tema" multiline minRows={2} {...requeridoField(form, 'tema')} />
      <TextField id="editar-kaizen-perdida" label="Pérdida atacada" {...muiField(form, 'perdidaAtacada')} />
      <SelectField id="editar-kaizen-pilar" label="Pilar" required options={PILARES} {...muiField(form, 'pilar')} />
      <CamposSeguimiento form={form} idPrefix="editar-kaizen" />
      <TextField
        id="editar-kaizen-resultado"
        label="Resultado"
        multiline
        minRows={2}
        {...resultado}
        helperText={resultado.helperText ?? 'No se guarda con el Kaizen'}
      />
    </ResponsiveFormDialog>
  );
}
