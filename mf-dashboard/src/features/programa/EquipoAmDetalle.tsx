import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { etiquetaPasoAm, ROUTES, type EquipoAmDetalle as Detalle, type PeriodoPasoAm } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta, usePlantaTiempo } from '@portal/shared/ui';
import { AuditoriasEquipoSeccion } from './AuditoriasEquipoSeccion';
import { CambiarPasoDialog, IniciarEquipoAmDialog, LiderAmDialog } from './PasoAmDialogs';
import { CurvaAmSeccion } from './CurvaAmSeccion';
import { TarjetasKaizenEquipo } from './TarjetasKaizenEquipo';
import { PuertaAmPanel, PuertaChip } from './PuertaAmPanel';
import { useGetEquipoAmQuery } from './programaApi';

type Dialogo = 'paso' | 'inicio' | 'lider' | null;

/** How a stretch ended, in words. */
function finDe(p: PeriodoPasoAm): string {
  if (p.hasta === null) return 'paso actual';
  return p.superado ? 'superado' : 'vuelta a un paso anterior';
}

/** The team page's program part: the step ladder, the history, the members and machines; the Admin's actions. */
export function EquipoAmDetalle({ id }: { id: string }) {
  const { data: equipo, error, isLoading } = useGetEquipoAmQuery(id);
  const gestiona = useCan('programa.gestionar');
  const tiempo = usePlantaTiempo();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (isLoading || !equipo) return <Typography>Cargando el equipo…</Typography>;
  const hoy = tiempo.hoy();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h2">
          {equipo.enPrograma ? etiquetaPasoAm(equipo.paso ?? 0, equipo.pasos) : 'Todavía no está en el programa'}
        </Typography>
        {equipo.enPrograma && (
          <Typography color="text.secondary">
            Desde <FechaPlanta valor={equipo.pasoDesde} /> · Líder: {equipo.lider?.nombre ?? 'sin asignar'}
          </Typography>
        )}
        {equipo.puerta && (
          <Box sx={{ mt: 1 }}>
            <PuertaChip puerta={equipo.puerta} />
          </Box>
        )}
        {gestiona && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {equipo.enPrograma ? (
              <>
                <Button variant="contained" onClick={() => setDialogo('paso')}>
                  Cambiar paso
                </Button>
                <Button variant="outlined" onClick={() => setDialogo('lider')}>
                  Cambiar líder
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={() => setDialogo('inicio')}>
                Poner en el programa
              </Button>
            )}
          </Stack>
        )}
      </Box>
      <PuertaAmPanel equipo={equipo} />
      {equipo.enPrograma && <AuditoriasEquipoSeccion equipo={equipo} />}
      <TarjetasKaizenEquipo equipo={equipo.equipo} />
      <CurvaAmSeccion equipoId={equipo._id} nombre={equipo.equipo} />
      <Box component="section" aria-labelledby="pasos-titulo">
        <Typography variant="h6" component="h2" id="pasos-titulo">
          Pasos
        </Typography>
        <Stepper orientation="vertical" activeStep={(equipo.paso ?? 0) - 1} aria-label="Pasos del programa">
          {equipo.pasos.map((nombre, i) => (
            <Step key={nombre} completed={equipo.paso !== null && i + 1 < equipo.paso}>
              <StepLabel>{nombre}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {equipo.periodos.length > 0 && <Historia equipo={equipo} />}
      <Box component="section" aria-labelledby="miembros-titulo">
        <Typography variant="h6" component="h2" id="miembros-titulo">
          Miembros ({equipo.miembrosLista.length})
        </Typography>
        {equipo.miembrosLista.length ? (
          <List dense aria-labelledby="miembros-titulo">
            {equipo.miembrosLista.map((m) => (
              <ListItem key={m._id} divider>
                <ListItemText primary={m.nombre} secondary={m._id === equipo.lider?._id ? `${m.role} · Líder` : m.role} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Nadie tiene este equipo en Administrar usuarios.</Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="maquinas-titulo">
        <Typography variant="h6" component="h2" id="maquinas-titulo">
          Máquinas ({equipo.maquinasLista.length})
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {equipo.maquinasLista.map((m) => (
            <Chip key={m._id} label={m.nombre} variant="outlined" />
          ))}
          {!equipo.maquinasLista.length && <Typography color="text.secondary">Ninguna máquina tiene este equipo en Administrar › Campos.</Typography>}
        </Stack>
      </Box>
      <Button component={RouterLink} to={ROUTES.programa} sx={{ alignSelf: 'flex-start' }}>
        Volver a los equipos
      </Button>
      {dialogo === 'paso' && <CambiarPasoDialog equipo={equipo} hoy={hoy} onClose={() => setDialogo(null)} />}
      {dialogo === 'inicio' && <IniciarEquipoAmDialog equipo={equipo} hoy={hoy} onClose={() => setDialogo(null)} />}
      {dialogo === 'lider' && <LiderAmDialog equipo={equipo} onClose={() => setDialogo(null)} />}
    </Stack>
  );
}

/** Every stretch, newest first: the step, from and to, how it ended, why and who recorded it. */
function Historia({ equipo }: { equipo: Detalle }) {
  return (
    <Box component="section" aria-labelledby="historia-titulo">
      <Typography variant="h6" component="h2" id="historia-titulo">
        Historia
      </Typography>
      <List dense aria-labelledby="historia-titulo">
        {[...equipo.periodos].reverse().map((p) => (
          <ListItem key={p._id} divider alignItems="flex-start">
            <ListItemText
              primary={etiquetaPasoAm(p.paso, equipo.pasos)}
              secondary={
                <>
                  <FechaPlanta valor={p.desde} />
                  {p.hasta ? (
                    <>
                      {' a '}
                      <FechaPlanta valor={p.hasta} />
                    </>
                  ) : null}
                  {` · ${finDe(p)}`}
                  {p.motivo ? ` · ${p.motivo}` : ''}
                  {p.registradoPor ? ` · registró ${p.registradoPor.nombre}` : ''}
                </>
              }
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
