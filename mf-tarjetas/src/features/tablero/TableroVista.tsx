import { Box, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { ALERTA_DIAS, COLOR_CHIP, COLORES, plural, textoDias, unirConPunto, type Color, type TableroEquipo, type TableroTag } from '@portal/shared/domain';

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
      sx={{ bgcolor: c.fondo, color: c.texto, borderRadius: 2, px: 2, py: 0.5, minWidth: 96, textAlign: 'center', fontWeight: 700, fontSize: { xs: 18, md: 32 } }}
    >
      {color} {n}
    </Box>
  );
}

function Tag({ tag }: { tag: TableroTag }) {
  const c = COLOR_CHIP[tag.color];
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
        px: 1.5,
        py: 1,
        minWidth: { xs: 96, md: 150 },
        outline: tag.excedida ? `4px solid ${TEXTO}` : 'none',
        outlineOffset: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Box component="span" sx={{ fontSize: { xs: 24, md: 40 }, fontWeight: 800, lineHeight: 1.1 }}>
        N°{tag.numero}
      </Box>
      <Box component="span" sx={{ fontSize: { xs: 14, md: 20 }, fontWeight: 600 }}>
        {unirConPunto(textoDias(tag.dias), tag.parteMaquina)}
      </Box>
      {tag.excedida && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, bgcolor: '#000', color: '#fff', borderRadius: 1, px: 0.75, fontSize: { xs: 14, md: 20 }, fontWeight: 700 }}
        >
          <WarningAmberIcon sx={{ fontSize: 'inherit' }} aria-hidden />
          Excedida {textoDias(exceso)}
        </Box>
      )}
    </Box>
  );
}

export interface TableroVistaProps {
  equipo: TableroEquipo | undefined;
  /** 1-based position of the Equipo among those rotating, and how many rotate. */
  posicion: number;
  total: number;
  limitePorEquipo: number;
  hora: string;
  /** Shown while the data or the live stream is down: the last update's time. */
  sinConexion: string | null;
}

/** The board for one Equipo: name, counts per colour, clock, and its machines with their tags (oldest first). */
export function TableroVista({ equipo, posicion, total, limitePorEquipo, hora, sinConexion }: TableroVistaProps) {
  const listados = equipo?.maquinas.reduce((n, m) => n + m.tags.length, 0) ?? 0;
  const abiertas = equipo ? COLORES.reduce((n, c) => n + equipo.conteo[c], 0) : 0;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: FONDO_TABLERO, color: TEXTO, p: { xs: 1.5, md: 3 }, boxSizing: 'border-box' }}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography component="h1" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 800, lineHeight: 1.1 }}>
            {equipo ? nombreEquipo(equipo.equipo) : 'Tablero'}
          </Typography>
          {total > 1 && <Typography sx={{ color: TENUE, fontSize: { xs: 14, md: 22 } }}>{`Equipo ${posicion} de ${total}`}</Typography>}
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
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, bgcolor: '#5c1a1a', color: '#fff', borderRadius: 2, px: 2, py: 0.5, mb: 2, fontSize: { xs: 14, md: 22 } }}
        >
          <CloudOffIcon sx={{ fontSize: 'inherit' }} aria-hidden />
          {`Sin conexión — reintentando · última actualización ${sinConexion}`}
        </Box>
      )}
      {!equipo || equipo.maquinas.length === 0 ? (
        <Typography sx={{ fontSize: { xs: 24, md: 48 }, color: TENUE, mt: 6, textAlign: 'center' }}>Sin tarjetas abiertas</Typography>
      ) : (
        <>
          {listados < abiertas && (
            <Typography sx={{ color: TENUE, fontSize: { xs: 14, md: 22 }, mb: 1 }}>
              {`Se muestran las ${Math.min(listados, limitePorEquipo)} más antiguas de ${abiertas} abiertas`}
            </Typography>
          )}
          {/* Machines flow side by side (a TV is wide), each keeping its tags together, oldest first. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: { xs: 2, md: 5 }, rowGap: 2 }}>
            {equipo.maquinas.map((m) => (
              <Box component="section" key={m.maquina} aria-label={m.maquina || 'Sin máquina'} sx={{ maxWidth: '100%' }}>
                <Typography component="h2" sx={{ fontSize: { xs: 18, md: 30 }, fontWeight: 700, color: TENUE, mb: 1 }}>
                  {m.maquina || 'Sin máquina'}
                </Typography>
                <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0 }}>
                  {m.tags.map((tag) => (
                    <Tag key={tag._id} tag={tag} />
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** Full screen: the pantalla was revoked (or never existed). The board stops asking. */
export function PantallaRevocada() {
  return (
    <Box role="alert" sx={{ minHeight: '100vh', bgcolor: FONDO_TABLERO, color: TEXTO, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 4, textAlign: 'center' }}>
      <Typography component="h1" sx={{ fontSize: { xs: 28, md: 56 }, fontWeight: 800 }}>
        Pantalla revocada: pida a un Admin un nuevo enlace
      </Typography>
    </Box>
  );
}
