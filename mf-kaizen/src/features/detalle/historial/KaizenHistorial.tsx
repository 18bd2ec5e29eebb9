import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, CircularProgress, List, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getErrorMessage } from '@portal/shared/data-access';
import { ErrorAlert, RegistroAuditoriaItem } from '@portal/shared/ui';
import { useGetKaizenHistorialQuery } from '../../kaizen/kaizenApi';

function HistorialLista({ kaizenId }: { kaizenId: string }) {
  const { data, error, isError } = useGetKaizenHistorialQuery(kaizenId);
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!data) return <CircularProgress size={24} aria-label="Cargando historial" />;
  if (!data.length) return <Typography color="text.secondary">Sin cambios registrados.</Typography>;
  return (
    <List dense disablePadding aria-label="Historial del Kaizen">
      {data.map((r) => (
        // A create lists every field the Kaizen was opened with: the details above show them already.
        <RegistroAuditoriaItem key={r._id} registro={r} sinCambios={r.accion === 'crear'} />
      ))}
    </List>
  );
}

/** 'Historial': who changed what and when, newest first; asked for only when opened. */
export function KaizenHistorial({ kaizenId }: { kaizenId: string }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={abierto}
      onChange={(_e, expanded) => setAbierto(expanded)}
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="historial-kaizen-contenido" id="historial-kaizen-titulo">
        <Typography variant="h6" component="span">
          Historial
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="historial-kaizen-contenido">{abierto && <HistorialLista kaizenId={kaizenId} />}</AccordionDetails>
    </Accordion>
  );
}
