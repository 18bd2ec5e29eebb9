import { Box, Chip, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import { auditoriaAmPath, etiquetaPasoNombre, puedeAuditarAm, type AuditoriaAmResumen } from '@portal/shared/domain';
import { ErrorAlert, FechaPlanta } from '@portal/shared/ui';
import { VencidaChip } from './AuditoriaAmChips';
import { useGetAjustesProgramaAmQuery, useGetAuditoriasAmQuery } from './programaApi';

/** The signed-in user audits in this plant (its named auditors, else its Jefes de area; an Admin always). */
function useEsAuditor(): boolean {
  const { user } = useAuth();
  const { data: ajustes } = useGetAjustesProgramaAmQuery(undefined, { skip: !user });
  return !!user && !!ajustes && puedeAuditarAm({ id: user._id, role: user.role }, ajustes.auditores);
}

/** 'Auditorías por hacer' on /programa, for the plant's auditors: the audits asked for or under way, soonest due first. */
export function AuditoriasPendientes() {
  const auditor = useEsAuditor();
  const { data, error, isLoading } = useGetAuditoriasAmQuery({ vista: 'pendientes' }, { skip: !auditor });
  if (!auditor) return null;
  const pendientes = [...(data ?? [])].sort((a, b) => a.vence.localeCompare(b.vence));
  return (
    <Box component="section" aria-labelledby="auditorias-pendientes-titulo" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="auditorias-pendientes-titulo">
        Auditorías por hacer
      </Typography>
      {error ? (
        <ErrorAlert message={getErrorMessage(error)} />
      ) : isLoading || !data ? (
        <Typography>Cargando auditorías…</Typography>
      ) : pendientes.length ? (
        <List aria-labelledby="auditorias-pendientes-titulo">
          {pendientes.map((a) => (
            <ListItem key={a._id} disablePadding divider>
              <ListItemButton component={RouterLink} to={auditoriaAmPath(a._id)} sx={{ minHeight: 48, display: 'block' }}>
                <Pendiente auditoria={a} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">No hay auditorías pedidas.</Typography>
      )}
    </Box>
  );
}

function Pendiente({ auditoria: a }: { auditoria: AuditoriaAmResumen }) {
  return (
    <>
      <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{a.equipo.nombre}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {etiquetaPasoNombre(a.paso, a.pasoNombre)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Fecha límite <FechaPlanta valor={a.vence} />
        </Typography>
        {a.vencida && <VencidaChip />}
        {a.estado === 'en_curso' && <Chip size="small" color="warning" label={`en curso · ${a.auditor?.nombre ?? 'sin auditor'}`} />}
      </Stack>
    </>
  );
}
