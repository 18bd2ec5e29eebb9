import { useEffect, useMemo } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useGetCamposQuery } from '@portal/shared/data-access';
import {
  CIL_CADA_DIAS_MAX,
  CIL_CADA_DIAS_MIN,
  CIL_LIMITES,
  FRECUENCIA_CIL_NOMBRE,
  FRECUENCIAS_CIL,
  SELECCIONAR,
  TIPO_PUNTO_CIL_NOMBRE,
  TIPOS_PUNTO_CIL,
  type PuntoCil,
  type RutinaCil,
} from '@portal/shared/domain';
import { muiField, requeridoField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { FotoReferencia } from './FotoReferencia';
import { marcasDe } from './ImagenMaquinaCil';
import { MarcaEnImagen } from './MarcaEnImagen';
import { AVISO_CAMBIO_FRECUENCIA, nombrePunto } from './textos';
import { usePuntoCilForm } from './usePuntoCilForm';

export interface PuntoCilDialogProps {
  open: boolean;
  rutina: RutinaCil;
  /** The point edited; null adds one. */
  editando: PuntoCil | null;
  onClose: () => void;
}

const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** 'Agregar punto' / 'Editar punto': what to do where, how often, its reference photo and its mark on the machine's picture. */
export function PuntoCilDialog({ open, rutina, editando, onClose }: PuntoCilDialogProps) {
  const notify = useNotify();
  const { data: campos = [] } = useGetCamposQuery();
  const partes = useMemo(() => campos.find((c) => c.name === 'maquina' && c._id === rutina.maquinaId)?.parteMaquina ?? [], [campos, rutina.maquinaId]);
  const formulario = usePuntoCilForm(rutina.maquinaId, editando, (p) => {
    const nuevo = editando && p._id !== editando._id;
    notify.success(nuevo ? `${nombrePunto(p)} guardado: sigue con la nueva frecuencia desde hoy` : `${nombrePunto(p)} guardado`);
    onClose();
  });
  const { form, reset } = formulario;
  useEffect(() => {
    if (open) reset(editando);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open, editando]);
  const [frecuencia, numero] = useWatch({ control: form.control, name: ['frecuencia', 'numero'] });
  const otras = marcasDe(rutina).filter((m) => m.clave !== editando?._id);
  const frecuenciaError = form.formState.errors.frecuencia?.message;

  return (
    <ResponsiveFormDialog
      open={open}
      id="punto-cil"
      title={editando ? `Editar ${nombrePunto(editando)}` : 'Agregar punto'}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="PUNTO_CIL_ERROR"
      maxWidth="md"
    >
      <TextField select label="Tipo" {...requeridoField(form, 'tipo')} slotProps={{ ...select, htmlInput: { 'aria-required': true } }}>
        <option value="">{SELECCIONAR}</option>
        {TIPOS_PUNTO_CIL.map((t) => (
          <option key={t} value={t}>
            {TIPO_PUNTO_CIL_NOMBRE[t]}
          </option>
        ))}
      </TextField>
      <Controller
        control={form.control}
        name="parte"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            id="punto-cil-parte"
            options={partes}
            value={field.value}
            inputValue={field.value}
            onInputChange={(_e, texto) => field.onChange(texto)}
            onChange={(_e, elegida) => field.onChange(elegida ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Parte de la máquina"
                required
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'Elija una de las partes cargadas o escriba otra'}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true, maxLength: CIL_LIMITES.parte, enterKeyHint: 'next' },
                }}
              />
            )}
          />
        )}
      />
      <TextField
        label="Qué hacer"
        multiline
        minRows={2}
        {...requeridoField(form, 'tarea')}
        helperText={form.formState.errors.tarea?.message ?? 'Por ejemplo: Limpiar la cadena y revisar que no tenga eslabones flojos'}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: CIL_LIMITES.tarea, autoCapitalize: 'sentences' } }}
      />
      <TextField
        label="Estándar"
        {...muiField(form, 'estandar')}
        helperText={form.formState.errors.estandar?.message ?? 'Qué tiene que quedar: nivel entre marcas, lubricante y cantidad'}
        slotProps={{ htmlInput: { maxLength: CIL_LIMITES.estandar, autoCapitalize: 'sentences' } }}
      />
      <TextField
        label="Método o herramienta"
        {...muiField(form, 'metodo')}
        slotProps={{ htmlInput: { maxLength: CIL_LIMITES.metodo, autoCapitalize: 'sentences' } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <TextField
          label="Minutos"
          type="number"
          {...requeridoField(form, 'minutos')}
          slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'numeric', min: 1, max: CIL_LIMITES.minutos } }}
        />
        <TextField
          select
          label="Frecuencia"
          {...requeridoField(form, 'frecuencia')}
          helperText={frecuenciaError ?? (editando ? AVISO_CAMBIO_FRECUENCIA : undefined)}
          slotProps={{ ...select, htmlInput: { 'aria-required': true } }}
        >
          <option value="">{SELECCIONAR}</option>
          {FRECUENCIAS_CIL.map((f) => (
            <option key={f} value={f}>
              {FRECUENCIA_CIL_NOMBRE[f]}
            </option>
          ))}
        </TextField>
        {frecuencia === 'dias' && (
          <TextField
            label="Cada cuántos días (N)"
            type="number"
            {...requeridoField(form, 'cadaDias')}
            helperText={form.formState.errors.cadaDias?.message ?? `De ${CIL_CADA_DIAS_MIN} a ${CIL_CADA_DIAS_MAX}`}
            slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'numeric', min: CIL_CADA_DIAS_MIN, max: CIL_CADA_DIAS_MAX } }}
          />
        )}
      </Box>
      <Controller control={form.control} name="foto" render={({ field }) => <FotoReferencia foto={field.value} onFoto={(url) => field.onChange(url)} />} />
      <Controller
        control={form.control}
        name="marcador"
        render={({ field, fieldState }) => (
          <Box>
            <MarcaEnImagen
              imagen={rutina.imagen}
              maquina={rutina.maquina}
              otras={otras}
              marcador={field.value}
              onMarcador={(m) => field.onChange(m)}
              texto={numero.trim() || '?'}
            />
            {fieldState.error && (
              <Box component="p" role="alert" sx={{ color: 'error.main', m: 0, mt: 0.5 }}>
                {fieldState.error.message}
              </Box>
            )}
          </Box>
        )}
      />
      <TextField
        label="Número"
        type="number"
        {...muiField(form, 'numero')}
        helperText={
          form.formState.errors.numero?.message ?? (editando ? 'Su número en la imagen y en el orden de la rutina' : 'Vacío: el siguiente al último punto')
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: 999 } }}
      />
    </ResponsiveFormDialog>
  );
}
