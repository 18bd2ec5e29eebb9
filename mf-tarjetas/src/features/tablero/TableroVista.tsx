import { Box, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { COLORES, type TableroEquipo } from '@portal/shared/domain';
import type { Disposicion } from './disposicion';
import { PaginaVista } from './PaginaVista';
import { TableroCil } from './TableroCil';
import { TableroEncabezado } from './TableroEncabezado';
import { FONDO_TABLERO, TENUE, TEXTO } from './tableroTema';

export { diasExcedida, FONDO_TABLERO, nombreEquipo, SIN_EQUIPO } from './tableroTema';
export { PantallaRevocada } from './PantallaRevocada';

export interface TableroVistaProps {
  equipo: TableroEquipo | undefined;
  /** 1-based position of the Equipo among those rotating, and how many rotate. */
  posicion: number;
  total: number;
  /** The Equipo's layout on this screen and the page shown (0-based). */
  disposicion: Disposicion;
  pagina: number;
  /** Receives the board area (below the header), whose size the layout is made for. */
  areaRef: (el: HTMLElement | null) => void;
  limitePorEquipo: number;
  hora: string;
  /** Shown while the data or the live stream is down: the last update's time. */
  sinConexion: string | null;
}

/** The board for one Equipo: name, counts per colour, clock, its overdue CIL routines, and one page of its machines with their tags (oldest first). */
export function TableroVista({ equipo, posicion, total, disposicion, pagina, areaRef, limitePorEquipo, hora, sinConexion }: TableroVistaProps) {
  const listados = equipo?.maquinas.reduce((n, m) => n + m.tags.length, 0) ?? 0;
  const abiertas = equipo ? COLORES.reduce((n, c) => n + equipo.conteo[c], 0) : 0;
  const paginas = disposicion.paginas.length;
  const posiciones = [total > 1 && `Equipo ${posicion} de ${total}`, paginas > 1 && `Página ${pagina + 1} de ${paginas}`].filter((p): p is string =>
    Boolean(p),
  );
  return (
    <Box
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: FONDO_TABLERO,
        color: TEXTO,
        p: { xs: 1.5, md: 3 },
        boxSizing: 'border-box',
      }}
    >
      <TableroEncabezado equipo={equipo} posiciones={posiciones} hora={hora} />
      {sinConexion !== null && (
        <Box
          role="status"
          sx={{
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            bgcolor: '#5c1a1a',
            color: '#fff',
            borderRadius: 2,
            px: 2,
            py: 0.5,
            mb: 2,
            fontSize: { xs: 14, md: 22 },
          }}
        >
          <CloudOffIcon sx={{ fontSize: 'inherit' }} aria-hidden />
          {`Sin conexión — reintentando · última actualización ${sinConexion}`}
        </Box>
      )}
      {equipo && <TableroCil equipo={equipo} />}
      {equipo && listados < abiertas && (
        <Typography sx={{ color: TENUE, fontSize: { xs: 14, md: 22 }, mb: 1 }}>
          {`Se muestran las ${Math.min(listados, limitePorEquipo)} más antiguas de ${abiertas} abiertas`}
        </Typography>
      )}
      {/* The area the layout is made for: what does not fit goes to the next page, never past its edge. */}
      <Box ref={areaRef} sx={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {!equipo || equipo.maquinas.length === 0 ? (
          <Typography sx={{ fontSize: { xs: 24, md: 48 }, color: TENUE, mt: 6, textAlign: 'center' }}>Sin tarjetas abiertas</Typography>
        ) : (
          <PaginaVista pagina={disposicion.paginas[pagina] ?? disposicion.paginas[0]} escala={disposicion.escala} />
        )}
      </Box>
    </Box>
  );
}
