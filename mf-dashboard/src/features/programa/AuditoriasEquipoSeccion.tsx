import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage } from '@portal/shared/data-access';
import { auditoriaAmPath, etiquetaPasoNombre, type AuditoriaAmResumen, type EquipoAmDetalle } from '@portal/shared/domain';
import { ErrorAlert, usePlantaTiempo } from '@portal/shared/ui';
import { esAbierta, EstadoAuditoriaChip, ResultadoAuditoriaChip, VencidaChip } from './AuditoriaAmChips';
import { SolicitarAuditoriaDialog } from './SolicitarAuditoriaDialog';
import { useGetAuditoriasAmQuery } from './programaApi';

/** 'Auditorías del paso' on a team's page (issue 25 §2): its audits newest first, and the way to ask for one. */
export function AuditoriasEquipoSeccion({ equipo }: { equipo: EquipoAmDetalle }) {
  const { data, error, isLoading } = useGetAuditoriasAmQuery({ equipo: equipo._id, vista: 'todas' });
  const tiempo = usePlantaTiempo();
  const [pidiendo, setPidiendo] = useState(false);
  const auditorias = [...(data ?? [])].sort((a, b) => b.solicitadaEn.localeCompare(a.solicitadaEn));
  // One open audit per team (the server refuses a second): the button waits until the list says there is none.
  const puedePedir = equipo.puedeSolicitarAuditoria && !!data && !auditorias.some(esAbierta);
  return (
    <Box component="section" aria-labelledby="auditorias-titulo">
      <Typography variant="h6" component="h2" id="auditorias-titulo">
        Auditorías del paso
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Para pasar de paso, la última auditoría firmada en el paso tiene que estar aprobada (es un criterio de la puerta).
      </Typography>
      {error ? (
        <ErrorAlert message={getErrorMessage(error)} />
      ) : isLoading || !data ? (
        <Typography>Cargando auditorías…</Typography>
      ) : auditorias.length ? (
        <List dense aria-labelledby="auditorias-titulo">
          {auditorias.map((a) => (
            <ListItem key={a._id} disablePadding divider>
              <ListItemButton component={RouterLink} to={auditoriaAmPath(a._id)} sx={{ minHeight: 48, display: 'block' }}>
                <FilaAuditoria auditoria={a} detalle={detalleDe(a, tiempo.fecha)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">El equipo todavía no pidió ninguna auditoría.</Typography>
      )}
      {puedePedir && (
        <Button variant="contained" onClick={() => setPidiendo(true)} sx={{ mt: 1 }}>
          Pedir auditoría del paso
        </Button>
      )}
      {pidiendo && <SolicitarAuditoriaDialog equipo={equipo} hoy={tiempo.hoy()} onClose={() => setPidiendo(false)} />}
    </Box>
  );
}

/** Due day, signature day and auditor, in one line. */
function detalleDe(a: AuditoriaAmResumen, fecha: (d: string | null) => string): string {
  return [`Fecha límite ${fecha(a.vence)}`, a.firmadaEn ? `firmada el ${fecha(a.firmadaEn)}` : null, a.auditor ? `Auditor: ${a.auditor.nombre}` : null]
    .filter(Boolean)
    .join(' · ');
}

function FilaAuditoria({ auditoria: a, detalle }: { auditoria: AuditoriaAmResumen; detalle: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{etiquetaPasoNombre(a.paso, a.pasoNombre)}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, my: 0.5 }}>
        <EstadoAuditoriaChip estado={a.estado} />
        {a.vencida && <VencidaChip />}
        {a.estado === 'firmada' && <ResultadoAuditoriaChip auditoria={a} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {detalle}
      </Typography>
    </>
  );
}
