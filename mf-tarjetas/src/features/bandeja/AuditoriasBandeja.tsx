import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { auditoriaAmPath, etiquetaPasoNombre, formatCantidad, puedeAuditarAm, unirConPunto, type AuditoriaAmResumen } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { useGetAuditoresAmQuery, useGetAuditoriasAmPendientesQuery } from './auditoriasBandejaApi';

const TITULO_ID = 'bandeja-auditorias';

/**
 * 'Auditorías de paso' (issue 25 §2): the step audits waiting for an auditor, soonest due first. Shown to the plant's
 * auditors, and to anyone else only when there are some.
 */
export function AuditoriasBandeja() {
  const { user } = useAuth();
  const { data: auditores } = useGetAuditoresAmQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, error } = useGetAuditoriasAmPendientesQuery(undefined, { refetchOnMountOrArgChange: true });
  const auditor = !!user && !!auditores && puedeAuditarAm({ id: user._id, role: user.role }, auditores);
  const pendientes = [...(data ?? [])].sort((a, b) => a.vence.localeCompare(b.vence));
  if (!auditor && !pendientes.length) return null;
  return (
    <Paper component="section" aria-labelledby={TITULO_ID} variant="outlined" sx={{ p: 2 }} data-seccion="auditorias">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: pendientes.length ? 0.5 : 0 }}>
        <Typography id={TITULO_ID} component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          Auditorías de paso
        </Typography>
        {data && (
          <Box
            component="span"
            data-testid="total-auditorias"
            sx={{ minWidth: 28, textAlign: 'center', borderRadius: 3, px: 1, fontWeight: 'bold', bgcolor: 'primary.main', color: 'common.white' }}
          >
            {formatCantidad(pendientes.length)}
          </Box>
        )}
      </Box>
      {error ? (
        <ErrorAlert message={getErrorMessage(error)} />
      ) : !data ? (
        <Typography variant="body2">Cargando auditorías…</Typography>
      ) : pendientes.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pendientes.map((a) => (
            <FilaAuditoria key={a._id} auditoria={a} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No hay auditorías pedidas.
        </Typography>
      )}
    </Paper>
  );
}

/** One audit: team, step, due day (and whether it passed), who is doing it; 'Ver' opens it. */
function FilaAuditoria({ auditoria: a }: { auditoria: AuditoriaAmResumen }) {
  const paso = etiquetaPasoNombre(a.paso, a.pasoNombre);
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{a.equipo.nombre}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {paso}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Fecha límite <FechaPlanta valor={a.vence} />
          </Typography>
          {a.vencida && <Chip size="small" color="error" label="Vencida" />}
          {a.estado === 'en_curso' && <Chip size="small" color="warning" label={unirConPunto('en curso', a.auditor?.nombre)} />}
        </Box>
      </Box>
      <Button
        variant="outlined"
        component={RouterLink}
        to={auditoriaAmPath(a._id)}
        aria-label={`Ver la auditoría de ${a.equipo.nombre}, ${paso}`}
        sx={{ minHeight: 44, flexShrink: 0 }}
      >
        Ver
      </Button>
    </Box>
  );
}
