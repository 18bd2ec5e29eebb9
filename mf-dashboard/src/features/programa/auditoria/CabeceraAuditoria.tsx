import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { etiquetaPasoNombre, formatCantidad, plural, textoReglaAuditoriaAm, type AuditoriaAm, type ResultadoAuditoriaAm } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import { EstadoAuditoriaChip, VencidaChip } from '../AuditoriaAmChips';

/** '12 de 20 requisitos', the running average and, once complete, what the rule would say. */
export function AvanceAuditoria({ resultado }: { resultado: ResultadoAuditoriaAm }) {
  const { respondidos, total, porcentaje, aprobada } = resultado;
  const avance = `${formatCantidad(respondidos)} de ${plural(total, 'requisito', 'requisitos')}`;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography>{avance}</Typography>
        {porcentaje !== null && <Typography color="text.secondary">{`· Promedio ${porcentaje} %`}</Typography>}
        {aprobada !== null && <Chip size="small" color={aprobada ? 'success' : 'error'} label={aprobada ? 'Aprobaría' : 'No aprobaría'} />}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={total ? (respondidos * 100) / total : 0}
        aria-label="Avance de la auditoría"
        aria-valuetext={avance}
        sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

/** Who, which step, by when, in what state, who audits, and the rule in words. */
export function CabeceraAuditoria({ auditoria }: { auditoria: AuditoriaAm }) {
  const a = auditoria;
  return (
    <Stack spacing={0.5} component="section" aria-label="Datos de la auditoría">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {etiquetaPasoNombre(a.paso, a.pasoNombre)}
        </Typography>
        <EstadoAuditoriaChip estado={a.estado} />
        {a.vencida && <VencidaChip />}
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Equipo: ${a.equipo.nombre} · Vence el `}
        <FechaPlanta valor={a.vence} />
        {` · Auditor: ${a.auditor?.nombre ?? 'sin asignar'}`}
      </Typography>
      {a.comentario && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`Pedido: ${a.comentario}`}</Typography>}
      <Typography variant="body2">{`Para aprobar: ${textoReglaAuditoriaAm(a.plantilla.regla)}.`}</Typography>
    </Stack>
  );
}
