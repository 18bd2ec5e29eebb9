import { useMemo, useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormLabel, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { CHART_COLORS, COLORES, PRIORIDADES, REPARACIONES, familiasPara, type CampoName, type CampoReciente, type Color } from '@portal/shared/domain';
import { BusyButton, ChipsField, FormErrorAlert, MAX_OPCIONES_CHIPS, SelectField } from '@portal/shared/ui';
import { INCIDENTE_CHECKBOXES, descripcionLabel, sugerenciaLabel, type AgregarTarjetaValues } from './agregarTarjetaCampos';
import { FotoCampo } from '../foto/FotoCampo';
import { OfertaRutinaCil } from '../cil/OfertaRutinaCil';
import { AvisoDuplicados } from './AvisoDuplicados';
import { AvisoSinConexion } from './GuardadaSinConexion';
import { MatrizRiesgoDialog } from './MatrizRiesgoDialog';
import { useRecientes } from './useRecientes';
import { useAgregarTarjetaForm, type AgregarTarjetaFormProps } from './useAgregarTarjetaForm';

/** A phone's text keyboard: a name (capitalised words) and sentences; Enter moves on only in one-line fields. */
const TEXTO_NOMBRE = { inputMode: 'text', autoCapitalize: 'words', enterKeyHint: 'next' } as const;
const TEXTO_LIBRE = { inputMode: 'text', autoCapitalize: 'sentences' } as const;

/** The colour's swatch beside its name on the colour chips (the name is always there: never colour alone). */
const muestra = (color: string) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: CHART_COLORS[color as Color], border: 1, borderColor: 'divider' }}
  />
);

/**
 * 'Agregar Tarjeta' form (spec §2): labels, suggestion and families follow the chosen colour. The fields come in the
 * order an operator at the machine thinks: what, where, what is wrong, how urgent, a photo, then the rest. Offline it
 * says so at the top and above Subir, before the card is kept on the device (`onGuardadaSinConexion`). The user's and the
 * machine's recent choices come first in every choice (`useRecientes`).
 */
export function AgregarTarjetaForm(props: AgregarTarjetaFormProps) {
  const {
    form,
    color,
    maquina,
    siguienteNumero,
    onSubmit,
    serverError,
    clearServerError,
    isSubmitting,
    showDetecto,
    dialogoSalida,
    foto,
    setFoto,
    avisos,
    salirConBorrador,
    mismoProblema,
  } = useAgregarTarjetaForm(props);
  const recientes = useRecientes(form, maquina);
  const parteMaquina = form.watch('parteMaquina');
  const {
    register,
    formState: { errors },
  } = form;
  const { data: campos = [] } = useGetCamposQuery();
  const [matrizAbierta, setMatrizAbierta] = useState(false);
  // From a machine's QR label (not from a routine's No OK point): its routine is one tap away.
  const [searchParams] = useSearchParams();
  const maquinaDeEtiqueta = searchParams.has('cil') ? null : searchParams.get('maquina');

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
  // A few options are one tap each (chips); a long list stays a select (issue 22: ≤ 10 interactions from a QR label).
  // The user's (and the machine's) recent values come first, marked; no option is ever removed.
  const eleccion = (name: CampoReciente, label: string, options: readonly string[]) =>
    options.length <= MAX_OPCIONES_CHIPS ? (
      <ChipsField
        control={form.control}
        name={name}
        registro={register(name)}
        id={`agregar-${name}`}
        label={label}
        required
        options={options}
        recientes={recientes(name)}
      />
    ) : (
      <SelectField valorSeleccionar="" label={label} required options={options} recientes={recientes(name)} {...field(name)} />
    );

  return (
    <>
      {maquinaDeEtiqueta ? <OfertaRutinaCil maquinaId={maquinaDeEtiqueta} onIr={salirConBorrador} /> : null}
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Agregar Tarjeta">
          <Stack spacing={2}>
            <AvisoSinConexion anunciar />
            <ChipsField
              control={form.control}
              name="color"
              registro={register('color')}
              id="agregar-color"
              label="Color"
              required
              options={COLORES}
              adorno={muestra}
            />
            {color && siguienteNumero !== undefined ? (
              <Typography data-testid="siguiente-numero" aria-live="polite">
                Tarjeta {color} N°{siguienteNumero}
              </Typography>
            ) : null}
            <SelectField
              valorSeleccionar=""
              label="Maquina/Instalación"
              required
              options={opciones.maquina}
              recientes={recientes('maquina')}
              {...field('maquina')}
            />
            <SelectField
              valorSeleccionar=""
              label="Parte de maquina"
              required
              options={partes}
              recientes={recientes('parteMaquina')}
              {...field('parteMaquina')}
            />
            {avisos.map((aviso) => (
              <Alert key={aviso} severity="warning">
                {aviso}
              </Alert>
            ))}
            <AvisoDuplicados
              maquina={maquina}
              parteMaquina={parteMaquina}
              onSalir={salirConBorrador}
              onMismoProblema={(t) => void mismoProblema.comentar(t)}
              enviando={mismoProblema.enviando}
              error={mismoProblema.error}
              onCerrarError={mismoProblema.limpiarError}
              conFoto={Boolean(foto)}
              onOtroProblema={() => form.setFocus('descripcion')}
            />
            <TextField label={descripcionLabel(color)} required multiline minRows={3} {...field('descripcion')} slotProps={{ htmlInput: TEXTO_LIBRE }} />
            {eleccion('prioridad', 'Prioridad', PRIORIDADES)}
            <FotoCampo id="agregar-foto" label="Foto" foto={foto} onFoto={setFoto} />
            {/* Its label is long ('¿Qué hacer para que el incidente no se repita?'): above the field, whole at 360 px, never cut by the outline. */}
            <Box>
              <FormLabel htmlFor="agregar-sugerencia" sx={{ display: 'block', mb: 0.75 }}>
                {sugerenciaLabel(color)}
              </FormLabel>
              <TextField fullWidth multiline minRows={2} {...field('sugerencia')} slotProps={{ htmlInput: TEXTO_LIBRE }} />
            </Box>
            {eleccion('reparacion', 'Reparación', REPARACIONES)}
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>{eleccion('riesgoInicial', 'Riesgo Inicial', opciones.riesgoInicial)}</Box>
              <IconButton aria-label="Ver matriz de riesgo" onClick={() => setMatrizAbierta(true)} sx={{ mt: 0.5, width: 48, height: 48 }}>
                <InfoOutlinedIcon />
              </IconButton>
            </Box>
            <SelectField valorSeleccionar="" label="Equipo Autonomo" required options={opciones.equipo} recientes={recientes('equipo')} {...field('equipo')} />
            {eleccion('familia', 'Familia de anomalias', familiasPara(color || 'Roja'))}
            {eleccion('tipodeRiesgo', 'Tipo de R/FC/LDA', opciones.tipo)}
            {showDetecto ? <TextField label="Detectó" required autoComplete="off" {...field('detecto')} slotProps={{ htmlInput: TEXTO_NOMBRE }} /> : null}
            {color === 'Amarilla' ? (
              <FormGroup>
                {INCIDENTE_CHECKBOXES.map((c) => (
                  <Controller
                    key={c.name}
                    name={c.name}
                    control={form.control}
                    render={({ field: { value, onChange, onBlur } }) => (
                      <FormControlLabel
                        sx={{ minHeight: 44 }}
                        control={<Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />}
                        label={c.label}
                      />
                    )}
                  />
                ))}
              </FormGroup>
            ) : null}
            <AvisoSinConexion />
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
    </>
  );
}
