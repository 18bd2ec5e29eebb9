import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { plural, resultadoAuditoriaAm, respuestaVacia, type AuditoriaAm } from '@portal/shared/domain';
import { AvanceAuditoria } from './CabeceraAuditoria';
import { FirmarAuditoriaDialog } from './AuditoriaDialogs';
import { RequisitoAuditoria } from './RequisitoAuditoria';
import { useRespuestasAuditoria, type RespuestasAuditoria } from './useRespuestasAuditoria';

export const SIN_CONEXION_AUDITORIA = 'Sin conexión: las respuestas quedan guardadas en este teléfono y se envían al volver la conexión';

/** Nothing to say while answers go through; offline (even with none waiting) or refused, what waits on the phone. */
function EstadoEnvio({ pendientes, sinConexion, error, reintentar }: RespuestasAuditoria) {
  if (!sinConexion && !(error && pendientes)) return null;
  const cuantas = plural(pendientes, 'respuesta por enviar', 'respuestas por enviar');
  return (
    <Alert
      severity="warning"
      aria-label="Respuestas sin enviar"
      action={
        pendientes > 0 && (
          <Button color="inherit" onClick={reintentar} sx={{ minHeight: 44 }}>
            Reintentar
          </Button>
        )
      }
    >
      {sinConexion ? SIN_CONEXION_AUDITORIA : `No se guardó: ${error}`}
      {pendientes > 0 && (
        <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {cuantas}
        </Box>
      )}
    </Alert>
  );
}

/**
 * The run (en curso, its auditor): each section's requirements scored one by one, each answer saved as it is given
 * (kept on the phone without connection); 'Firmar y cerrar' once every requirement is scored and sent.
 */
export function AuditoriaEnCurso({ auditoria, userId }: { auditoria: AuditoriaAm; userId: string | undefined }) {
  const envio = useRespuestasAuditoria(auditoria, userId);
  const { respuestas, cambiar, enviarYa } = envio;
  const [firmando, setFirmando] = useState(false);
  const resultado = useMemo(() => resultadoAuditoriaAm(auditoria.plantilla, respuestas), [auditoria.plantilla, respuestas]);
  const completa = resultado.respondidos === resultado.total;
  const puedeFirmar = completa && envio.pendientes === 0;
  return (
    <Stack spacing={2}>
      <AvanceAuditoria resultado={resultado} />
      <EstadoEnvio {...envio} />
      {auditoria.plantilla.secciones.map((s, i) => (
        <Box component="section" key={s.titulo} aria-labelledby={`seccion-${i}-titulo`}>
          <Typography variant="h6" component="h2" id={`seccion-${i}-titulo`} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {s.titulo}
          </Typography>
          <Stack spacing={1.5}>
            {s.requisitos.map((r) => (
              <RequisitoAuditoria
                key={r.id}
                auditoria={auditoria}
                requisito={r}
                respuesta={respuestas[r.id] ?? respuestaVacia()}
                onCambio={(cambio, inmediato) => cambiar(r.id, cambio, inmediato)}
                onSalir={() => enviarYa(r.id)}
              />
            ))}
          </Stack>
        </Box>
      ))}
      <Box>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!puedeFirmar}
          onClick={() => setFirmando(true)}
          aria-describedby="firmar-ayuda"
          sx={{ minHeight: 48 }}
        >
          Firmar y cerrar
        </Button>
        <Typography id="firmar-ayuda" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {!completa
            ? `Faltan ${plural(resultado.total - resultado.respondidos, 'requisito', 'requisitos')} por puntuar.`
            : envio.pendientes
              ? 'Se firma cuando todas las respuestas estén enviadas.'
              : 'Todos los requisitos están puntuados.'}
        </Typography>
      </Box>
      {firmando && <FirmarAuditoriaDialog auditoria={auditoria} resultado={resultado} respuestas={respuestas} onClose={() => setFirmando(false)} />}
    </Stack>
  );
}
