import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { AuditoriaAm } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import { HojaAuditoria } from './HojaAuditoria';
import { RadarSecciones } from './RadarSecciones';
import { RespuestasLectura } from './RespuestasLectura';

/** Prints the sheet under the audit's name (the PDF's file name and the browser's page header). */
function imprimir(a: AuditoriaAm): void {
  const titulo = document.title;
  document.title = `Auditoría del paso ${a.paso} - ${a.equipo.nombre}`;
  try {
    window.print();
  } finally {
    document.title = titulo;
  }
}

/** A signed audit, read only for anyone: the verdict (the rule is in the header), each section on a radar, every answer; printable on one A4 page. */
export function AuditoriaFirmada({ auditoria }: { auditoria: AuditoriaAm }) {
  const a = auditoria;
  const porcentaje = a.porcentaje ?? a.resultado.porcentaje ?? 0;
  return (
    <Stack spacing={2}>
      <Alert severity={a.aprobada ? 'success' : 'error'} aria-label="Resultado de la auditoría">
        <Typography component="p" sx={{ fontWeight: 700 }}>{`${a.aprobada ? 'Aprobada' : 'No aprobada'} · Promedio ${porcentaje} %`}</Typography>
        <Typography component="p" variant="body2">
          {`Firmada por ${a.auditor?.nombre ?? 'el auditor'} el `}
          <FechaPlanta valor={a.firmadaEn} hora />
        </Typography>
      </Alert>
      <Box>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => imprimir(a)} sx={{ minHeight: 44 }}>
          Imprimir
        </Button>
      </Box>
      {a.observaciones && (
        <Box component="section" aria-labelledby="observaciones-titulo">
          <Typography variant="h6" component="h2" id="observaciones-titulo">
            Observaciones
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.observaciones}</Typography>
        </Box>
      )}
      <Box component="section" aria-labelledby="secciones-titulo">
        <Typography variant="h6" component="h2" id="secciones-titulo">
          Puntaje por sección
        </Typography>
        <RadarSecciones secciones={a.resultado.secciones} />
      </Box>
      <Box component="section" aria-labelledby="requisitos-titulo">
        <Typography variant="h6" component="h2" id="requisitos-titulo">
          Requisitos
        </Typography>
        <RespuestasLectura plantilla={a.plantilla} respuestas={a.respuestas} resultado={a.resultado} />
      </Box>
      <HojaAuditoria auditoria={a} />
    </Stack>
  );
}
