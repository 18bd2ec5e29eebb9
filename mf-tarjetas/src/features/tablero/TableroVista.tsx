import { Box, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  ALERTA_DIAS,
  COLOR_CHIP,
  COLORES,
  LETRA_COLOR,
  plural,
  textoDias,
  unirConPunto,
  type Color,
  type TableroEquipo,
  type TableroTag,
} from '@portal/shared/domain';
import { largoGrilla, MEDIDAS, medidas, type Disposicion, type Pagina } from './disposicion';

export const SIN_EQUIPO = 'Sin equipo';
export const nombreEquipo = (equipo: string) => equipo || SIN_EQUIPO;

/** Dark, high-contrast palette for a TV seen from 3 m. */
export const FONDO_TABLERO = '#0b0f14';
const TEXTO = '#f5f7fa';
const TENUE = '#aab4c0';

/** Days past the deadline, as calcularAlerta counts them ('Excedida 3 días'). */
export const diasExcedida = (tag: Pick<TableroTag, 'dias' | 'prioridad'>) => tag.dias - ALERTA_DIAS[tag.prioridad];

function Conteo({ color, n }: { color: Color; n: number }) {
  const c = COLOR_CHIP[color];
  return (
    <Box
      aria-label={`${color}: ${n}`}
      sx={{
        bgcolor: c.fondo,
        color: c.texto,
        borderRadius: 2,
        px: 2,
        py: 0.5,
        minWidth: 96,
        textAlign: 'center',
        fontWeight: 700,
        fontSize: { xs: 18, md: 32 },
      }}
    >
      {color} {n}
    </Box>
  );
}

/** A tag: its colour's letter beside the number (never colour alone), days and part, and 'Excedida N días'. Fixed box (`medidas`). */
function Tag({ tag, escala }: { tag: TableroTag; escala: number }) {
  const c = COLOR_CHIP[tag.color];
  const m = medidas(escala);
  const f = (n: number) => `${Math.round(n * escala)}px`;
  const exceso = diasExcedida(tag);
  return (
    <Box
      component="li"
      data-testid="tablero-tag"
      aria-label={`Tarjeta ${tag.color} N°${tag.numero}${tag.excedida ? `, excedida ${textoDias(exceso)}` : ''}`}
      sx={{
        listStyle: 'none',
        bgcolor: c.fondo,
        color: c.texto,
        borderRadius: 2,
        boxSizing: 'border-box',
        width: m.tileAncho,
        height: m.tileAlto,
        overflow: 'hidden',
        px: f(12),
        py: f(8),
        outline: tag.excedida ? `4px solid ${TEXTO}` : 'none',
        outlineOffset: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: f(2),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: f(8), whiteSpace: 'nowrap' }}>
        <Box
          component="span"
          data-testid="tablero-letra"
          aria-hidden
          sx={{
            flex: 'none',
            minWidth: f(44),
            height: f(40),
            boxSizing: 'border-box',
            border: `3px solid ${c.texto}`,
            borderRadius: 1,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: f(24),
            fontWeight: 800,
          }}
        >
          {LETRA_COLOR[tag.color]}
        </Box>
        <Box component="span" sx={{ fontSize: f(MEDIDAS.numero), fontWeight: 800, lineHeight: 1.1 }}>
          N°{tag.numero}
        </Box>
      </Box>
      <Box component="span" sx={{ fontSize: f(20), fontWeight: 600, lineHeight: 1.25, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {unirConPunto(textoDias(tag.dias), tag.parteMaquina)}
      </Box>
      {tag.excedida && (
        <Box
          component="span"
          sx={{
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            bgcolor: '#000',
            color: '#fff',
            borderRadius: 1,
            px: 0.75,
            fontSize: f(20),
            lineHeight: 1.25,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          <WarningAmberIcon sx={{ fontSize: 'inherit' }} aria-hidden />
          Excedida {textoDias(exceso)}
        </Box>
      )}
    </Box>
  );
}

/** One page: shelves of machine blocks, each a grid of fixed tiles (the boxes `disponer` counted). */
function PaginaVista({ pagina, escala }: { pagina: Pagina; escala: number }) {
  const m = medidas(escala);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: `${m.entreFilas}px` }}>
      {pagina.map((estante, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'flex-start', gap: `${m.entreMaquinas}px` }}>
          {estante.map((b) => (
            <Box
              component="section"
              key={`${b.maquina}:${b.tags[0]._id}`}
              aria-label={b.maquina || 'Sin máquina'}
              sx={{ width: largoGrilla(b.columnas, m.tileAncho, m.hueco) }}
            >
              <Typography
                component="h2"
                noWrap
                sx={{
                  fontSize: `${Math.round(30 * escala)}px`,
                  lineHeight: 1.2,
                  height: m.titulo,
                  boxSizing: 'border-box',
                  pb: `${Math.round(10 * escala)}px`,
                  fontWeight: 700,
                  color: TENUE,
                }}
              >
                {(b.maquina || 'Sin máquina') + (b.continua ? ' (continúa)' : '')}
              </Typography>
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${b.columnas}, ${m.tileAncho}px)`,
                  gridAutoRows: `${m.tileAlto}px`,
                  gap: `${m.hueco}px`,
                  m: 0,
                  p: 0,
                }}
              >
                {b.tags.map((tag) => (
                  <Tag key={tag._id} tag={tag} escala={escala} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

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

/** The board for one Equipo: name, counts per colour, clock, and one page of its machines with their tags (oldest first). */
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
        {equipo && (
          <Box role="group" aria-label="Tarjetas abiertas por color" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {COLORES.map((c) => (
              <Conteo key={c} color={c} n={equipo.conteo[c]} />
            ))}
            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: { xs: 18, md: 32 }, fontWeight: 700, ml: 1 }}>
              <WarningAmberIcon sx={{ fontSize: 'inherit' }} aria-hidden />
              {plural(equipo.excedidas, 'excedida', 'excedidas')}
            </Box>
          </Box>
        )}
        <Box component="time" aria-label="Hora" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums', ml: 'auto' }}>
          {hora}
        </Box>
      </Box>
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

/** Full screen: the pantalla was revoked (or never existed). The board stops asking; its token was dropped. */
export function PantallaRevocada() {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100vh',
        bgcolor: FONDO_TABLERO,
        color: TEXTO,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography component="h1" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 800 }}>
        Pantalla revocada: pida a un Admin que la vincule de nuevo
      </Typography>
      <Typography sx={{ fontSize: { xs: 18, md: 30 }, color: TENUE }}>Al recargar la página mostrará un código para vincularla de nuevo.</Typography>
    </Box>
  );
}
