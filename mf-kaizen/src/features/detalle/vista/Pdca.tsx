import { useState } from 'react';
import { Alert, Box, ButtonBase, Paper, Stack, Step, StepButton, StepContent, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCan } from '@portal/shared/auth';
import { pasosPdcaCompletos, textoObjetivoLogrado, type Kaizen } from '@portal/shared/domain';
import { BusyButton, DateField, FormErrorAlert, TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import { CampoTexto, labelSeguimiento, ObjetivoLogradoField } from '../form/CamposSeguimiento';
import { OBJETIVO_LOGRADO_LABEL } from '../form/seguimiento';
import { HacerSection } from '../hacer/HacerSection';
import { PASOS, pasoInicial, type PasoInfo } from '../pdca/pasos';
import { usePasoPdcaForm } from '../pdca/usePasoPdcaForm';
import { VACIO } from '../textos';

/** Why a Operario sees a step's values without a form (never a Guardar that the server would refuse). */
export const SOLO_LECTURA_PDCA = 'Solo Jefe de area o Admin editan este paso. Para implementar o cerrar el Kaizen use Opciones › Implementar / Cerrar Kaizen.';
const FECHA_FIN = 'Fecha de finalización de la mejora';

/** A step's short form with its own Guardar (Jefe de area, Admin). */
function PasoForm({ kaizen, paso, onGuardado }: { kaizen: Kaizen; paso: PasoInfo; onGuardado: () => void }) {
  const { form, onSubmit, serverError, isSubmitting } = usePasoPdcaForm(kaizen, paso, onGuardado);
  const idPrefix = `pdca-${paso.paso}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={paso.titulo}>
      <Stack spacing={2}>
        {paso.paso === 'chequear' && (
          <>
            <ObjetivoLogradoField form={form} idPrefix={idPrefix} />
            <CampoTexto form={form} idPrefix={idPrefix} name="objetivoCompletado" />
            <DateField control={form.control} id={`${idPrefix}-fecha-fin`} name="fechaFinalizacionMejora" label={FECHA_FIN} />
          </>
        )}
        {paso.campos
          .filter((c) => c !== 'objetivoCompletado')
          .map((c) => (
            <CampoTexto key={c} form={form} idPrefix={idPrefix} name={c} />
          ))}
        <FormErrorAlert message={serverError} />
        <Box>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
            Guardar
          </BusyButton>
        </Box>
      </Stack>
    </Box>
  );
}

/** A step's values for a role that cannot edit them. */
function PasoLectura({ kaizen: k, paso }: { kaizen: Kaizen; paso: PasoInfo }) {
  const tiempo = usePlantaTiempo();
  const filas =
    paso.paso === 'chequear'
      ? [
          { label: OBJETIVO_LOGRADO_LABEL, value: textoObjetivoLogrado(k) },
          { label: FECHA_FIN, value: tiempo.fecha(k.fechaFinalizacionMejora) },
          ...paso.campos.filter((c) => c !== 'objetivoCompletado').map((c) => ({ label: labelSeguimiento(c), value: k[c] })),
        ]
      : paso.campos.map((c) => ({ label: labelSeguimiento(c), value: k[c] }));
  return (
    <Stack spacing={1}>
      <TablaDetalle vacio={VACIO} label={paso.titulo} filas={filas} />
      <Typography variant="body2" color="text.secondary">
        {SOLO_LECTURA_PDCA}
      </Typography>
    </Stack>
  );
}

/** 'Plan · Completo' under a step's name. */
function EstadoPaso({ paso, completo }: { paso: PasoInfo; completo: boolean }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {paso.fase} · {completo ? 'Completo' : 'Pendiente'}
    </Typography>
  );
}

function ContenidoPaso({ kaizen, paso, editar, siguiente }: { kaizen: Kaizen; paso: PasoInfo; editar: boolean; siguiente: () => void }) {
  if (paso.paso === 'hacer') return <HacerSection kaizen={kaizen} />;
  return editar ? <PasoForm kaizen={kaizen} paso={paso} onGuardado={siguiente} /> : <PasoLectura kaizen={kaizen} paso={paso} />;
}

/**
 * The PDCA as a stepper (issue 22): Plan, Do, Check, Act — Planificar, Hacer, Chequear, Estandarizar — each its
 * own short form with its own Guardar, marked complete when its required fields are filled (`pasosPdcaCompletos`).
 * Horizontal with the step below on a wide screen, vertical on a phone. It opens on the first step not complete;
 * a Guardar moves on to the next step.
 */
export function Pdca({ kaizen: k }: { kaizen: Kaizen }) {
  const telefono = useMediaQuery(useTheme().breakpoints.down('sm'));
  const editar = useCan('kaizen.edit');
  const completos = pasosPdcaCompletos(k);
  const [activo, setActivo] = useState(() => pasoInicial(completos));
  const siguiente = () => setActivo((i) => Math.min(i + 1, PASOS.length - 1));
  const hechos = PASOS.filter((p) => completos[p.paso]).length;
  const contenido = (p: PasoInfo) => (
    <Box component="section" aria-label={p.titulo} sx={{ pt: 1, minWidth: 0 }}>
      {!completos[p.paso] && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {p.completoCuando}
        </Alert>
      )}
      <ContenidoPaso kaizen={k} paso={p} editar={editar} siguiente={siguiente} />
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pdca-titulo" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id="pdca-titulo" variant="h6" component="h2">
        PDCA
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hechos} de {PASOS.length} pasos completos
      </Typography>
      {telefono ? (
        // A phone: an ordered list of steps, each a disclosure button, the open one's form under it.
        <Stepper nonLinear activeStep={activo} orientation="vertical" aria-label="Pasos del PDCA">
          {PASOS.map((p, i) => (
            <Step key={p.paso} completed={completos[p.paso]}>
              <ButtonBase
                onClick={() => setActivo(i)}
                aria-expanded={i === activo}
                sx={{
                  width: '100%',
                  minHeight: 48,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  borderRadius: 1,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <StepLabel optional={<EstadoPaso paso={p} completo={completos[p.paso]} />}>{p.titulo}</StepLabel>
              </ButtonBase>
              <StepContent>{contenido(p)}</StepContent>
            </Step>
          ))}
        </Stepper>
      ) : (
        <>
          {/* A wide screen: the steps as tabs (MUI's tablist), the open one's form below as their panel. */}
          <Stepper nonLinear activeStep={activo} aria-label="Pasos del PDCA">
            {PASOS.map((p, i) => (
              <Step key={p.paso} completed={completos[p.paso]}>
                <StepButton
                  id={`pdca-tab-${p.paso}`}
                  aria-controls="pdca-panel"
                  onClick={() => setActivo(i)}
                  optional={<EstadoPaso paso={p} completo={completos[p.paso]} />}
                  sx={{ minHeight: 48 }}
                >
                  {p.titulo}
                </StepButton>
              </Step>
            ))}
          </Stepper>
          <Box id="pdca-panel" role="tabpanel" aria-labelledby={`pdca-tab-${PASOS[activo]!.paso}`} sx={{ mt: 3 }}>
            {contenido(PASOS[activo]!)}
          </Box>
        </>
      )}
    </Paper>
  );
}
