import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { HistorialPanel } from '@portal/shared/ui';
import { useGetKaizenHistorialQuery } from '../../kaizen/kaizenApi';

function HistorialLista({ kaizenId }: { kaizenId: string }) {
  const { data, error, isError } = useGetKaizenHistorialQuery(kaizenId);
  return (
    <HistorialPanel
      registros={data}
      isError={isError}
      error={error}
      label="Historial del Kaizen"
      // A create lists every field the Kaizen was opened with: the details above show them already.
      sinCambios={(r) => r.accion === 'crear'}
    />
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
