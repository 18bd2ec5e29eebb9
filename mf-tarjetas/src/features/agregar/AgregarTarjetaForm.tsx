import { useMemo, useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, FormGroup, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Controller } from 'react-hook-form';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { COLORES, PRIORIDADES, REPARACIONES, familiasPara, type CampoName } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, SelectField } from '@portal/shared/ui';
import { INCIDENTE_CHECKBOXES, descripcionLabel, sugerenciaLabel, type AgregarTarjetaValues } from './agregarTarjetaCampos';
import { FotoCampo } from '../foto/FotoCampo';
import { AvisoDuplicados } from './AvisoDuplicados';
import { MatrizRiesgoDialog } from './MatrizRiesgoDialog';
import { useAgregarTarjetaForm } from './useAgregarTarjetaForm';

/** A phone's text keyboard: a name (capitalised words) and sentences; Enter moves on only in one-line fields. */
const TEXTO_NOMBRE = { inputMode: 'text', autoCapitalize: 'words', enterKeyHint: 'next' } as const;
const TEXTO_LIBRE = { inputMode: 'text', autoCapitalize: 'sentences' } as const;

/**
 * 'Agregar Tarjeta' form (spec §2): labels, suggestion and families follow the chosen colour. The fields come in the
 * order an operator at the machine thinks: what, where, what is wrong, how urgent, a photo, then the rest.
 */
export function AgregarTarjetaForm() {
  const { form, color, maquina, siguienteNumero, onSubmit, serverError, clearServerError, isSubmitting, showDetecto, dialogoSalida, foto, setFoto, avisos, salirConBorrador } =
    useAgregarTarjetaForm();
  const parteMaquina = form.watch('parteMaquina');
  const {
    register,
    formState: { errors },
  } = form;
  const { data: campos = [] } = useGetCamposQuery();
  const [matrizAbierta, setMatrizAbierta] = useState(false);

  const opciones = useMemo(() => {
    const of = (name: CampoName) => campos.filter((c) => c.name === name).map((c) => c.value);
    return { maquina: of('maquina'), riesgoInicial: of('riesgoInicial'), equipo: of('equipo'), tipo: of('tipo') };
  }, [campos]);
  const partes = useMemo(() => campos.find((c) => c.name === 'maquina' && c.value === maquina)?.parteMaquina ?? [], [campos, maquina]);

  // MUI puts `ref` on the wrapper div; react-hook-form needs the input itself (focus on error).
  const field = (name: keyof AgregarTarjetaValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `agregar-${name}`, error: !!errors[name], helperText: errors[name]?.message };
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Agregar Tarjeta">
        <Stack spacing={2}>
          <SelectField valorSeleccionar="" label="Color" required options={COLORES} {...field('color')} />
          {color && siguienteNumero !== undefined ? (
            <Typography data-testid="siguiente-numero" aria-live="polite">
              Tarjeta {color} N°{siguienteNumero}
            </Typography>
          ) : null}
          <SelectField valorSeleccionar="" label="Maquina/Instalación" required options={opciones.maquina} {...field('maquina')} />
          <SelectField valorSeleccionar="" label="Parte de maquina" required options={partes} {...field('parteMaquina')} />
          {avisos.map((aviso) => (
            <Alert key={aviso} severity="warning">
              {aviso}
            </Alert>
          ))}
          <AvisoDuplicados maquina={maquina} parteMaquina={parteMaquina} onSalir={salirConBorrador} />
          <TextField label={descripcionLabel(color)} required multiline minRows={3} {...field('descripcion')} slotProps={{ htmlInput: TEXTO_LIBRE }} />
          <SelectField valorSeleccionar="" label="Prioridad" required options={PRIORIDADES} {...field('prioridad')} />
          <FotoCampo id="agregar-foto" label="Foto" foto={foto} onFoto={setFoto} />
          <TextField label={sugerenciaLabel(color)} multiline minRows={2} {...field('sugerencia')} slotProps={{ htmlInput: TEXTO_LIBRE }} />
          <SelectField valorSeleccionar="" label="Reparación" required options={REPARACIONES} {...field('reparacion')} />
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <SelectField valorSeleccionar="" label="Riesgo Inicial" required options={opciones.riesgoInicial} {...field('riesgoInicial')} />
            <IconButton aria-label="Ver matriz de riesgo" onClick={() => setMatrizAbierta(true)} sx={{ mt: 0.5, width: 48, height: 48 }}>
              <InfoOutlinedIcon />
            </IconButton>
          </Box>
          <SelectField valorSeleccionar="" label="Equipo Autonomo" required options={opciones.equipo} {...field('equipo')} />
          <SelectField valorSeleccionar="" label="Familia de anomalias" required options={familiasPara(color || 'Roja')} {...field('familia')} />
          <SelectField valorSeleccionar="" label="Tipo de R/FC/LDA" required options={opciones.tipo} {...field('tipodeRiesgo')} />
          {showDetecto ? <TextField label="Detectó" required autoComplete="off" {...field('detecto')} slotProps={{ htmlInput: TEXTO_NOMBRE }} /> : null}
          {color === 'Amarilla' ? (
            <FormGroup>
              {INCIDENTE_CHECKBOXES.map((c) => (
                <Controller
                  key={c.name}
                  name={c.name}
                  control={form.control}
                  render={({ field: { value, onChange, onBlur } }) => (
                    <FormControlLabel sx={{ minHeight: 44 }} control={<Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />} label={c.label} />
                  )}
                />
              ))}
            </FormGroup>
          ) : null}
          <FormErrorAlert message={serverError?.message} errorId={serverError?.id} onClose={clearServerError} />
          <Box>
            <BusyButton type="submit" variant="contained" size="large" busy={isSubmitting} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
              Subir
            </BusyButton>
          </Box>
        </Stack>
      </Box>
      <MatrizRiesgoDialog open={matrizAbierta} onClose={() => setMatrizAbierta(false)} />
      {dialogoSalida}
    </Paper>
  );
}
