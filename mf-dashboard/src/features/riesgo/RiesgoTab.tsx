import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  errorRangoMeses,
  MESES_VENTANA_DEFECTO,
  SIN_TARJETAS_EN_PERIODO,
  textoSinFechaIncluidas,
  ventanaMeses,
  type RangoMeses as Rango,
  type RiesgoQuery,
} from '@portal/shared/domain';
import { ExcelButton } from '../comun/ExcelButton';
import { MultiSelect } from '../comun/MultiSelect';
import { NotaCierre } from '../comun/NotaCierre';
import { RangoMeses } from '@portal/shared/ui';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { useDashboardMeses, useRiesgo } from '../dashboard/dashboardApi';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { SinTarjetas } from '../comun/SinTarjetas';
import { GraficoRiesgo } from './GraficoRiesgo';
import { TablaRiesgoEquipos, TablaRiesgoTotal } from './TablasRiesgo';

/**
 * 'Mapas de riesgo': cards opened in a month range (default the last 12 months), by Equipo and Familia;
 * the spec's table, the same figures per Equipo, and RI vs RF per Equipo.
 */
export default function RiesgoTab() {
  const { data: meses, error: errorMeses } = useDashboardMeses();
  const opciones = useOpcionesFiltro();
  const [elegido, setRango] = useState<Rango | null>(null);
  const [equipo, setEquipo] = useState<string[]>([]);
  const [familia, setFamilia] = useState<string[]>([]);
  const rango = elegido ?? (meses ? ventanaMeses(meses.mesActual, MESES_VENTANA_DEFECTO) : null);
  const invertido = rango ? errorRangoMeses(rango) !== null : false;
  const query: RiesgoQuery = { ...rango, equipo, familia };
  const { data, isFetching, error } = useRiesgo(query, !rango || invertido);
  return (
    <Box>
      <FiltrosBarra>
        {rango && <RangoMeses id="riesgo-rango" value={rango} onChange={setRango} max={meses?.mesActual} />}
        <MultiSelect id="riesgo-equipo" label="Equipo" opciones={opciones.equipos} value={equipo} onChange={setEquipo} />
        <MultiSelect id="riesgo-familia" label="Familia" opciones={opciones.familias} value={familia} onChange={setFamilia} width={300} />
        <ExcelButton pestana="riesgo" query={query} disabled={!data || invertido} />
      </FiltrosBarra>
      {/* A reversed range is said under 'Hasta' (RangoMeses); nothing is asked then. */}
      {invertido ? null : (
        <>
          {/* Until the months come there is no range to ask: that wait is loading too, not a blank area. */}
          <EstadoConsulta cargando={!data && (isFetching || !rango)} error={error ?? errorMeses} />
          {data && !error && (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <Box>
                <TablaRiesgoTotal fila={data.total} />
                {data.sinFechaCierre > 0 && <NotaCierre texto={textoSinFechaIncluidas(data.sinFechaCierre)} />}
              </Box>
              <Typography variant="h6" component="h2">
                Por equipo
              </Typography>
              {data.porEquipo.length ? (
                <>
                  <TablaRiesgoEquipos filas={data.porEquipo} />
                  <GraficoRiesgo filas={data.porEquipo} />
                </>
              ) : (
                <SinTarjetas texto={SIN_TARJETAS_EN_PERIODO} />
              )}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
