import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, CircularProgress, List, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getErrorMessage } from '@portal/shared/data-access';
import { ErrorAlert, RegistroAuditoriaItem } from '@portal/shared/ui';
import { useGetHistorialQuery } from '../../tarjetas/tarjetasApi';

export const HISTORIAL_TITULO = 'Historial';

function HistorialLista({ tarjetaId }: { tarjetaId: string }) {
  const { data, error, isError } = useGetHistorialQuery(tarjetaId);
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data) return <CircularProgress size={24} aria-label="Cargando historial" />;
  if (!data.length) return <Typography color="text.secondary">Sin cambios registrados.</Typography>;
  return (
    <List dense disablePadding aria-label="Historial de la tarjeta">
      {data.map((r) => (
        // A create lists every field the card was opened with: the details above show them already.
        <RegistroAuditoriaItem key={r._id} registro={r} sinCambios={r.accion === 'crear'} />
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
