import { useState, type ReactNode } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCan } from '@portal/shared/auth';
import type { CriterioPuertaAm, EquipoAmDetalle, PuertaAm } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import { AprobarPropuestaDialog, ProponerPasoDialog, RechazarPropuestaDialog } from './PropuestaAmDialogs';

type Dialogo = 'proponer' | 'aprobar' | 'rechazar' | null;

const ESTADO: Record<CriterioPuertaAm['estado'], { texto: string; icono: ReactNode }> = {
  cumple: { texto: 'cumple', icono: <CheckCircleIcon color="success" /> },
  no_cumple: { texto: 'no cumple', icono: <CancelIcon color="error" /> },
  no_disponible: { texto: 'todavía no se mide', icono: <ScheduleIcon color="disabled" /> },
};

/** The gate in one line, for the list and the page's heading. */
export function PuertaChip({ puerta }: { puerta: Pick<PuertaAm, 'verde' | 'cumplidos' | 'evaluados'> }) {
  return (
    <Chip
      size="small"
      color={puerta.verde ? 'success' : 'error'}
      variant={puerta.verde ? 'filled' : 'outlined'}
      label={puerta.verde ? 'Puerta en verde' : `Puerta en rojo · ${puerta.cumplidos} de ${puerta.evaluados}`}
    />
  );
}

/**
 * 'Puerta del paso' (issue 25 §3): each criterion with its figure and target, the members' figures to whom may see
 * them, and the proposal loop: the leader or a Jefe proposes on green, an Admin approves or turns it down.
 */
export function PuertaAmPanel({ equipo }: { equipo: EquipoAmDetalle }) {
  const gestiona = useCan('programa.gestionar');
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const { puerta } = equipo;
  if (!puerta) return null;
  const pendiente = equipo.propuesta?.estado === 'pendiente' ? equipo.propuesta : null;
  const rechazada = equipo.propuesta?.estado === 'rechazada' ? equipo.propuesta : null;
  const ultimo = (equipo.paso ?? 0) >= equipo.pasos.length;
  const siguiente = (equipo.paso ?? 0) + 1;
  return (
    <Box component="section" aria-labelledby="puerta-titulo">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" id="puerta-titulo">
          Puerta del paso
        </Typography>
        <PuertaChip puerta={puerta} />
      </Stack>
      <List dense aria-label="Criterios de la puerta">
        {puerta.criterios.map((c) => (
          <ListItem key={c.clave} divider alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{ESTADO[c.estado].icono}</ListItemIcon>
            <ListItemText
              primary={`${c.nombre}: ${ESTADO[c.estado].texto}`}
              secondary={`${c.valor} · Meta: ${c.umbral}`}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {puerta.personas && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label="Tarjetas por miembro">
            <TableHead>
              <TableRow>
                <TableCell>Miembro</TableCell>
                <TableCell align="right">
                  Tarjetas desde <FechaPlanta valor={puerta.figuras.participacionDesde} />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {puerta.personas.map((p) => (
                <TableRow key={p._id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.nombre}</TableCell>
                  <TableCell align="right">{p.tarjetas}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {!puerta.personas && puerta.propias !== null && (
        <Typography sx={{ mt: 1 }}>
          Tus tarjetas desde <FechaPlanta valor={puerta.figuras.participacionDesde} />: {puerta.propias}
        </Typography>
      )}
      {pendiente && (
        <Alert severity="info" sx={{ mt: 2 }} aria-label="Propuesta pendiente">
          {`Propuesto el paso ${pendiente.paso}`}
          {pendiente.propuestaPor ? ` por ${pendiente.propuestaPor.nombre}` : ''} el <FechaPlanta valor={pendiente.propuestaEn} />
          {pendiente.comentario ? `: ${pendiente.comentario}` : ''}. {gestiona ? 'Decida usted:' : 'Lo decide un administrador.'}
          {gestiona && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button variant="contained" size="small" onClick={() => setDialogo('aprobar')}>
                Aprobar
              </Button>
              <Button variant="outlined" size="small" color="error" onClick={() => setDialogo('rechazar')}>
                Rechazar
              </Button>
            </Stack>
          )}
        </Alert>
      )}
      {rechazada && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {`La propuesta del paso ${rechazada.paso} fue rechazada`}
          {rechazada.resueltaPor ? ` por ${rechazada.resueltaPor.nombre}` : ''}
          {rechazada.motivo ? `: ${rechazada.motivo}` : ''}
        </Alert>
      )}
      {equipo.puedeProponer && !pendiente && !ultimo && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" disabled={!puerta.verde} onClick={() => setDialogo('proponer')} aria-describedby="proponer-ayuda">
            Proponer el paso {siguiente}
          </Button>
          <Typography id="proponer-ayuda" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {puerta.verde ? 'La puerta está en verde: un administrador aprueba el paso.' : 'Se puede proponer cuando la puerta esté en verde.'}
          </Typography>
        </Box>
      )}
      {dialogo === 'proponer' && <ProponerPasoDialog equipo={equipo} onClose={() => setDialogo(null)} />}
      {dialogo === 'aprobar' && <AprobarPropuestaDialog equipo={equipo} onClose={() => setDialogo(null)} />}
      {dialogo === 'rechazar' && <RechazarPropuestaDialog equipo={equipo} onClose={() => setDialogo(null)} />}
    </Box>
  );
}
