import { Box, Typography } from '@mui/material';
import { largoGrilla, medidas, type Pagina } from './disposicion';
import { TagTile } from './TagTile';
import { TENUE } from './tableroTema';

/** One page: shelves of machine blocks, each a grid of fixed tiles (the boxes `disponer` counted). */
export function PaginaVista({ pagina, escala }: { pagina: Pagina; escala: number }) {
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
                  <TagTile key={tag._id} tag={tag} escala={escala} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
