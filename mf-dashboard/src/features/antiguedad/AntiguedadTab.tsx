import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import type { AntiguedadQuery } from '@portal/shared/domain';
import { ExcelButton } from '../comun/ExcelButton';
import { MultiSelect } from '../comun/MultiSelect';
import { useOpcionesFiltro } from '../comun/useOpcionesFiltro';
import { useAntiguedad } from '../dashboard/dashboardApi';
import { FiltrosBarra } from '../comun/FiltrosBarra';
import { EstadoConsulta } from '../comun/EstadoConsulta';
import { GraficoAntiguedad } from './GraficoAntiguedad';
import { MasAntiguas } from './MasAntiguas';
import { TablaAntiguedad } from './TablaAntiguedad';

/** 'Antigüedad': open cards per priority within or past their deadline (15/30/60 days), and the oldest ones. */
export default function AntiguedadTab() {
  const opciones = useOpcionesFiltro();
  const [color, setColor] = useState<string[]>([]);
  const [equipo, setEquipo] = useState<string[]>([]);
  const query = { color, equipo } as AntiguedadQuery;
  const { data, isFetching, error } = useAntiguedad(query);
  return (
    <Box>
      <FiltrosBarra>
        <MultiSelect id="antiguedad-color" label="Color" opciones={opciones.colores} value={color} onChange={setColor} width={200} />
        <MultiSelect id="antiguedad-equipo" label="Equipo" opciones={opciones.equipos} value={equipo} onChange={setEquipo} />
        <ExcelButton pestana="antiguedad" query={query} disabled={!data} />
      </FiltrosBarra>
      <EstadoConsulta cargando={!data && isFetching} error={error} />
      {data && !error && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <TablaAntiguedad filas={data.porPrioridad} />
            <GraficoAntiguedad filas={data.porPrioridad} />
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Las más antiguas
            </Typography>
            <MasAntiguas tarjetas={data.masAntiguas} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
