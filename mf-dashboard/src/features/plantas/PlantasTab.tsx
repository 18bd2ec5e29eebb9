import { Box, Typography } from '@mui/material';
import { urlDe } from '@portal/shared/data-access';
import { dashboardContrato, TITULO_COMPARACION, type ComparacionQuery } from '@portal/shared/domain';
import { DescargaExcelButton } from '../comun/ExcelButton';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { Panel, Resultados } from '../comun/Paneles';
import { PeriodoSelector } from '../comun/PeriodoSelector';
import { usePeriodo } from '../comun/usePeriodo';
import { useComparacion } from '../dashboard/dashboardApi';
import { TablaPeriodosPlantas, TablaPlantas } from './TablaPlantas';

/**
 * 'Plantas' (issue 24 §2, Corporativo and company Admins): every plant's indicators side by side over one window of
 * months, each plant counted in its own calendar; its Excel, and each plant's Reporte de avance from its row.
 */
export default function PlantasTab() {
  const periodo = usePeriodo();
  const query: ComparacionQuery | undefined = periodo.query;
  const { data, isFetching, error } = useComparacion(query ?? {}, !query || periodo.invalido !== null);
  return (
    <Box>
      <FiltrosBarra>
        <PeriodoSelector id="plantas-periodo" periodo={periodo} />
        <DescargaExcelButton
          url={urlDe(dashboardContrato.plantasExcel, { consulta: query ?? {} })}
          fileName={`${TITULO_COMPARACION}.xlsx`}
          disabled={!data || periodo.invalido !== null}
        />
      </FiltrosBarra>
      <EstadoConsulta cargando={!data && (isFetching || periodo.cargando)} error={error ?? periodo.error} />
      {data && !error && !periodo.invalido && (
        <Resultados actualizando={isFetching}>
          <Panel>
            <Typography variant="h6" component="h2" gutterBottom>
              Indicadores por planta
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Tarjetas abiertas en el período; las abiertas y excedidas son las de hoy. Cada planta cuenta en su zona horaria y con sus días de alerta.
            </Typography>
            <TablaPlantas comparacion={data} />
          </Panel>
          <Panel>
            <Typography variant="h6" component="h2" gutterBottom>
              Tarjetas abiertas / cerradas por período
            </Typography>
            <TablaPeriodosPlantas comparacion={data} />
          </Panel>
        </Resultados>
      )}
    </Box>
  );
}
