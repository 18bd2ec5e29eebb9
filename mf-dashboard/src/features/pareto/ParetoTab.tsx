import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PARETO_ETIQUETA, PARETO_POR, plural, type ParetoPor, type ParetoQuery } from '@portal/shared/domain';
import { ExcelButton } from '../comun/ExcelButton';
import { MultiSelect } from '../comun/MultiSelect';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { usePareto } from '../dashboard/dashboardApi';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { SIN_ABIERTAS, SinTarjetas } from '../comun/SinTarjetas';
import { GraficoPareto } from './GraficoPareto';
import { paretoEnlace } from './paretoEnlace';
import { TablaPareto } from './TablaPareto';

/** 'Pareto': open cards by Máquina, Familia or Equipo, most first, with the cumulative %; a bar opens its cards. */
export default function ParetoTab() {
  const opciones = useOpcionesFiltro();
  const navigate = useNavigate();
  const [por, setPor] = useState<ParetoPor>('maquina');
  const [color, setColor] = useState<string[]>([]);
  const [equipo, setEquipo] = useState<string[]>([]);
  const query = { por, color, equipo } as ParetoQuery;
  const { data, isFetching, error } = usePareto(query);
  const enlace = (valor: string) => paretoEnlace(por, valor, { color, equipo });
  return (
    <Box>
      <FiltrosBarra>
        <ToggleButtonGroup exclusive size="small" value={por} onChange={(_e, v: ParetoPor | null) => v && setPor(v)} aria-label="Agrupar por">
          {PARETO_POR.map((p) => (
            <ToggleButton key={p} value={p} sx={{ px: 2, minHeight: 40 }}>
              {PARETO_ETIQUETA[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <MultiSelect id="pareto-color" label="Color" opciones={opciones.colores} value={color} onChange={setColor} width={200} />
        <MultiSelect id="pareto-equipo" label="Equipo" opciones={opciones.equipos} value={equipo} onChange={setEquipo} />
        <ExcelButton pestana="pareto" query={query} disabled={!data} />
      </FiltrosBarra>
      <EstadoConsulta cargando={!data && isFetching} error={error} />
      {data && !error && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography color="text.secondary">
            {plural(data.total, 'tarjeta abierta', 'tarjetas abiertas')} por {PARETO_ETIQUETA[data.por].toLowerCase()}. Toque una barra o un valor para ver sus
            tarjetas.
          </Typography>
          {data.items.length > 0 ? (
            <GraficoPareto por={data.por} items={data.items} onElegir={(valor) => navigate(enlace(valor))} />
          ) : (
            <SinTarjetas texto={SIN_ABIERTAS} />
          )}
          <TablaPareto por={data.por} items={data.items} enlace={enlace} />
        </Box>
      )}
    </Box>
  );
}
