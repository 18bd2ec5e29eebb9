import { Box, Typography } from '@mui/material';
import { etiquetaPasoNombre, type TableroEquipo } from '@portal/shared/domain';
import { TableroLeyenda } from './TableroLeyenda';
import { nombreEquipo, PUERTA_ROJA, PUERTA_VERDE, TENUE } from './tableroTema';

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
        {equipo?.programa && (
          <Typography sx={{ fontSize: { xs: 16, md: 26 }, fontWeight: 600, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <span>{etiquetaPasoNombre(equipo.programa.paso, equipo.programa.pasoNombre)}</span>
            <Box component="span" sx={{ color: equipo.programa.puerta.verde ? PUERTA_VERDE : PUERTA_ROJA }}>
              {equipo.programa.puerta.verde
                ? '● Puerta en verde'
                : `● Puerta en rojo · ${equipo.programa.puerta.cumplidos} de ${equipo.programa.puerta.evaluados}`}
            </Box>
          </Typography>
        )}
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
