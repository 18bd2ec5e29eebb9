import { PictureAsPdf } from '@mui/icons-material';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectToken } from '@portal/shared/auth';
import { descargar, urlDe } from '@portal/shared/data-access';
import {
  COLORES,
  cortarPorcentaje,
  dashboardContrato,
  etiquetaPeriodo,
  formatIndicador,
  INDICADORES_COMPARACION,
  type ComparacionPlantas,
  type PlantaComparada,
} from '@portal/shared/domain';
import { BusyButton, formatNumero, HorizontalScroller, useNotify } from '@portal/shared/ui';

const fija = { position: 'sticky', left: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap', zIndex: 1 } as const;

/** The plant's 'Reporte de avance' (every equipo), as its own dashboard gives it. */
function ReportePlanta({ planta }: { planta: PlantaComparada['planta'] }) {
  const token = useSelector(selectToken);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const fileName = `Reporte de avance - Todos - ${planta.codigo}.pdf`;
  const bajar = async () => {
    setBusy(true);
    try {
      await descargar({ url: urlDe(dashboardContrato.plantaReporte, { params: { id: String(planta._id) }, consulta: {} }), token, fileName });
      notify.success(`${fileName} descargado`);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      size="small"
      startIcon={<PictureAsPdf />}
      busy={busy}
      busyLabel="Generando…"
      onClick={bajar}
      aria-label={`PDF de ${planta.nombre}`}
      sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
    >
      PDF
    </BusyButton>
  );
}

/** One row per plant: the indicators (the Excel's columns), the % de cierre per colour, and its report. */
export function TablaPlantas({ comparacion }: { comparacion: ComparacionPlantas }) {
  return (
    <HorizontalScroller label="Indicadores por planta">
      <Table size="small" aria-label="Indicadores por planta" sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={fija}>Planta</TableCell>
            {INDICADORES_COMPARACION.map((i) => (
              <TableCell key={i.id} align="right">
                {i.titulo}
              </TableCell>
            ))}
            {COLORES.map((c) => (
              <TableCell key={c} align="right">{`% de cierre ${c}`}</TableCell>
            ))}
            <TableCell>Reporte de avance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {comparacion.plantas.map(({ planta, indicadores }) => (
            <TableRow key={planta._id}>
              <TableCell component="th" scope="row" sx={{ ...fija, fontWeight: 'bold' }}>
                {planta.nombre} ({planta.codigo})
              </TableCell>
              {INDICADORES_COMPARACION.map((i) => (
                <TableCell key={i.id} align="right">
                  {formatIndicador(indicadores[i.id], i.formato)}
                </TableCell>
              ))}
              {indicadores.porColor.map((c) => (
                <TableCell key={c.color} align="right">
                  {c.porcentaje === null ? '—' : `${cortarPorcentaje(c.porcentaje)} %`}
                </TableCell>
              ))}
              <TableCell>
                <ReportePlanta planta={planta} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}

/** Opened / closed per period ('abiertas / cerradas'), one row per plant, each in its own calendar. */
export function TablaPeriodosPlantas({ comparacion }: { comparacion: ComparacionPlantas }) {
  const periodos = comparacion.meses.map((m) => etiquetaPeriodo(m, comparacion.agrupacion, 'corta'));
  return (
    <HorizontalScroller label="Tarjetas abiertas y cerradas por período">
      <Table size="small" aria-label="Tarjetas abiertas y cerradas por período" sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={fija}>Planta</TableCell>
            {periodos.map((p) => (
              <TableCell key={p} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {p}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {comparacion.plantas.map(({ planta, porPeriodo }) => (
            <TableRow key={planta._id}>
              <TableCell component="th" scope="row" sx={{ ...fija, fontWeight: 'bold' }}>
                {planta.codigo}
              </TableCell>
              {porPeriodo.map((p) => (
                <TableCell key={p.mes} align="right">
                  {`${formatNumero(p.abiertas)} / ${formatNumero(p.cerradas)}`}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroller>
  );
}
