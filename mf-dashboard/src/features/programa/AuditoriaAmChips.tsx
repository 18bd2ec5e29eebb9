import { Chip } from '@mui/material';
import { auditoriaAbierta, ESTADO_AUDITORIA_AM_TEXTO, type AuditoriaAmResumen, type EstadoAuditoriaAm } from '@portal/shared/domain';

const COLOR: Record<EstadoAuditoriaAm, 'info' | 'warning' | 'default'> = { solicitada: 'info', en_curso: 'warning', firmada: 'default', anulada: 'default' };

/** An audit's state; a cancelled one outlined (it no longer counts). */
export function EstadoAuditoriaChip({ estado }: { estado: EstadoAuditoriaAm }) {
  return <Chip size="small" color={COLOR[estado]} variant={estado === 'anulada' ? 'outlined' : 'filled'} label={ESTADO_AUDITORIA_AM_TEXTO[estado]} />;
}

/** Its due day passed without a signature (the server says so, by the plant calendar). */
export function VencidaChip() {
  return <Chip size="small" color="error" label="Vencida" />;
}

/** A signed audit's average and verdict: '88 % · Aprobada'. */
export function ResultadoAuditoriaChip({ auditoria: a }: { auditoria: Pick<AuditoriaAmResumen, 'porcentaje' | 'aprobada'> }) {
  if (a.aprobada === null) return null;
  const texto = `${a.porcentaje === null ? '' : `${a.porcentaje} % · `}${a.aprobada ? 'Aprobada' : 'No aprobada'}`;
  return <Chip size="small" color={a.aprobada ? 'success' : 'error'} variant="outlined" label={texto} />;
}

/** Open audits: asked for or under way (a team has at most one). */
export const esAbierta = (a: Pick<AuditoriaAmResumen, 'estado'>): boolean => auditoriaAbierta(a.estado);
