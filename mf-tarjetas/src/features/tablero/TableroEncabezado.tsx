import { Box, Typography } from '@mui/material';
import type { TableroEquipo } from '@portal/shared/domain';
import { TableroLeyenda } from './TableroLeyenda';
import { nombreEquipo, TENUE } from './tableroTema';

interface TableroEncabezadoProps {
  equipo: TableroEquipo | undefined;
  /** 'Equipo 2 de 3', 'Página 1 de 2': only those that rotate. */
  posiciones: readonly string[];
  hora: string;
}

/** The board's header: the Equipo's name and position, its counts per colour, and the clock. */
export function TableroEncabezado({ equipo, posiciones, hora }: TableroEncabezadoProps) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography component="h1" noWrap sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 800, lineHeight: 1.1 }}>
          {equipo ? nombreEquipo(equipo.equipo) : 'Tablero'}
        </Typography>
        {posiciones.length > 0 && (
          <Typography sx={{ color: TENUE, fontSize: { xs: 14, md: 22 }, display: 'flex', gap: 2 }}>
            {posiciones.map((p) => (
              <span key={p}>{p}</span>
            ))}
          </Typography>
        )}
      </Box>
      {equipo && <TableroLeyenda equipo={equipo} />}
      <Box component="time" aria-label="Hora" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums', ml: 'auto' }}>
        {hora}
      </Box>
    </Box>
  );
}
