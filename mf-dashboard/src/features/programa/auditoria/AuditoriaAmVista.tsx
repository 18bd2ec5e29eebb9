import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { auditoriaAbierta, equipoAmPath, type AuditoriaAm } from '@portal/shared/domain';
import { BusyButton, ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { useGetAuditoriaAmQuery, useIniciarAuditoriaAmMutation } from '../programaApi';
import { AnularAuditoriaDialog } from './AuditoriaDialogs';
import { AuditoriaEnCurso } from './AuditoriaEnCurso';
import { AuditoriaFirmada } from './AuditoriaFirmada';
import { AvanceAuditoria, CabeceraAuditoria } from './CabeceraAuditoria';
import { RespuestasLectura } from './RespuestasLectura';
import { clavePendientes, escribirPendientes } from './respuestasPendientes';

/**
 * 'Iniciar auditoría': the auditor takes it (the step's template is copied) and starts scoring; 'Tomar la auditoría'
 * the same for one another auditor left under way (an Admin, or when that auditor may no longer audit).
 */
function IniciarAuditoria({ auditoria, tomar = false }: { auditoria: AuditoriaAm; tomar?: boolean }) {
  const [iniciar, { isLoading, error }] = useIniciarAuditoriaAmMutation();
  return (
    <Stack spacing={1}>
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      <BusyButton
        variant="contained"
        size="large"
        fullWidth
        busy={isLoading}
        onClick={() => void iniciar(auditoria._id)}
        sx={{ minHeight: 56, fontSize: '1.1rem' }}
      >
        {tomar ? 'Tomar la auditoría' : 'Iniciar auditoría'}
      </BusyButton>
    </Stack>
  );
}

/** What the page shows besides the run itself: who may do what, in the audit's state. */
function Situacion({ auditoria: a }: { auditoria: AuditoriaAm }) {
  if (a.estado === 'solicitada')
    return a.puedeAuditar ? (
      <IniciarAuditoria auditoria={a} />
    ) : (
      <Alert severity="info">
        {`Pedida${a.solicitadaPor ? ` por ${a.solicitadaPor.nombre}` : ''} el `}
        <FechaPlanta valor={a.solicitadaEn} />: la hace un auditor de la planta.
      </Alert>
    );
  if (a.estado === 'en_curso' && !a.puedeAuditar)
    return (
      <>
        <Alert severity="info">{`En curso: la hace ${a.auditor?.nombre ?? 'un auditor'}. Las respuestas se ven a medida que las da.`}</Alert>
        <AvanceAuditoria resultado={a.resultado} />
        {a.puedeTomar && <IniciarAuditoria auditoria={a} tomar />}
      </>
    );
  if (a.estado === 'anulada') return <Alert severity="warning">{`Anulada${a.anuladaMotivo ? `: ${a.anuladaMotivo}` : ''}`}</Alert>;
  return null;
}

/**
 * /programa/auditorias/:id (issue 25 §2): the step audit. Its auditor starts it and scores it on a phone, answer by
 * answer, then signs it; anyone logged in reads it, and the signed one prints on one A4 page.
 */
export function AuditoriaAmVista({ id }: { id: string }) {
  const { data: a, error, isLoading } = useGetAuditoriaAmQuery(id);
  const { user } = useAuth();
  const [anulando, setAnulando] = useState(false);
  useEffect(() => {
    // Closed, or now another auditor's: what this phone kept for it can never be sent (nor left for the next user).
    if (a && user?._id && (!auditoriaAbierta(a.estado) || (a.estado === 'en_curso' && !a.puedeAuditar)))
      escribirPendientes(clavePendientes(user._id, a._id), {});
  }, [a, user?._id]);
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (isLoading || !a) return <Typography>Cargando la auditoría…</Typography>;
  const corriendo = a.estado === 'en_curso' && a.puedeAuditar;
  const abierta = auditoriaAbierta(a.estado);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <CabeceraAuditoria auditoria={a} />
      <Situacion auditoria={a} />
      {corriendo && <AuditoriaEnCurso auditoria={a} userId={user?._id} />}
      {a.estado === 'firmada' && <AuditoriaFirmada auditoria={a} />}
      {!corriendo && a.estado !== 'firmada' && (
        <Box component="section" aria-labelledby="requisitos-titulo">
          <Typography variant="h6" component="h2" id="requisitos-titulo">
            {a.estado === 'solicitada' ? 'Lo que se revisará' : 'Requisitos'}
          </Typography>
          <RespuestasLectura plantilla={a.plantilla} respuestas={a.respuestas} />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {abierta && a.puedeAnular && (
          <Button variant="outlined" color="error" onClick={() => setAnulando(true)} sx={{ minHeight: 44 }}>
            Anular auditoría
          </Button>
        )}
        <Button component={RouterLink} to={equipoAmPath(a.equipo._id)} sx={{ minHeight: 44 }}>
          Volver al equipo
        </Button>
      </Stack>
      {anulando && <AnularAuditoriaDialog auditoria={a} onClose={() => setAnulando(false)} />}
    </Stack>
  );
}
