import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getErrorMessage } from '@portal/shared/data-access';
import { accionAuditoriaLabel, describirCambioAuditoria, formatearFechaHoraPlanta, usuarioAuditoriaTexto, type RegistroAuditoria } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { useGetHistorialQuery } from '../../tarjetas/tarjetasApi';

export const HISTORIAL_TITULO = 'Historial';

function Registro({ registro }: { registro: RegistroAuditoria }) {
  // A create lists every field the card was opened with: the details above show them already.
  const cambios = registro.accion === 'crear' ? [] : registro.cambios;
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <Typography component="p" variant="body2" color="text.secondary">
        {formatearFechaHoraPlanta(registro.fecha)} · {usuarioAuditoriaTexto(registro)}
      </Typography>
      <Typography component="p" variant="subtitle2">
        {accionAuditoriaLabel(registro.accion)}
      </Typography>
      {cambios.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {cambios.map((c) => (
            <Typography component="li" variant="body2" key={c.campo}>
              {describirCambioAuditoria('tarjeta', c)}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
}

function HistorialLista({ tarjetaId }: { tarjetaId: string }) {
  const { data, error, isError } = useGetHistorialQuery(tarjetaId);
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data) return <CircularProgress size={24} aria-label="Cargando historial" />;
  if (!data.length) return <Typography color="text.secondary">Sin cambios registrados.</Typography>;
  return (
    <List dense disablePadding aria-label="Historial de la tarjeta">
      {data.map((r) => (
        <Registro key={r._id} registro={r} />
      ))}
    </List>
  );
}

/** Who changed what and when, newest first; asked for only when opened. */
export function HistorialSection({ tarjetaId }: { tarjetaId: string }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={abierto}
      onChange={(_e, expanded) => setAbierto(expanded)}
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="historial-contenido" id="historial-titulo">
        <Typography variant="h6" component="span">
          {HISTORIAL_TITULO}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="historial-contenido">{abierto && <HistorialLista tarjetaId={tarjetaId} />}</AccordionDetails>
    </Accordion>
  );
}
