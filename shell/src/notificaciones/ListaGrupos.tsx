import { Box, Link as MuiLink, Typography } from '@mui/material';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import { Link } from 'react-router-dom';
import { COLOR_CHIP, type Color } from '@portal/shared/domain';
import type { GrupoCampana } from './gruposNotificaciones';

/** The card's colour as a small dot (the text names the colour too); a CIL routine's icon for what is not a card. */
function PuntoColor({ color }: { color: Color | null }) {
  if (color === null) return <CleaningServicesIcon aria-hidden color="warning" sx={{ fontSize: 16, mr: 1.25, ml: -0.25, flexShrink: 0 }} />;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: COLOR_CHIP[color]?.fondo ?? 'grey.500', mr: 1.5, flexShrink: 0 }}
    />
  );
}

/** 'Vencidas · Calandrado (2 sin leer)'; 'Rutinas CIL atrasadas (3)': what is still to do is counted, not read. */
const encabezado = (g: GrupoCampana) => {
  if (g.cuenta === 'pendientes') return `${g.titulo} (${g.items.length})`;
  return g.noLeidas > 0 ? `${g.titulo} (${g.noLeidas} sin leer)` : g.titulo;
};

/** The bell's groups as sections (heading with its count, a list of links to the cards or routines): the panel and the page. */
export function ListaGrupos({ grupos, alElegir }: { grupos: GrupoCampana[]; alElegir?: () => void }) {
  return (
    <>
      {grupos.map((g) => (
        <Box component="section" key={g.key} aria-labelledby={`grupo-${g.key}`} data-grupo={g.key}>
          <Typography id={`grupo-${g.key}`} component="h3" variant="overline" sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}>
            {encabezado(g)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {g.items.map((i) => (
              <li key={i.key}>
                <MuiLink
                  component={Link}
                  to={i.to}
                  onClick={alElegir}
                  underline="none"
                  color="inherit"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    px: 2,
                    py: 1,
                    minHeight: 48,
                    ...(i.leida ? {} : { bgcolor: 'action.hover' }),
                    '&:hover, &:focus-visible': { bgcolor: 'action.selected' },
                  }}
                >
                  <PuntoColor color={i.color} />
                  <Box component="span" sx={{ display: 'grid', minWidth: 0 }}>
                    <Typography component="span" variant="body2" sx={{ fontWeight: i.leida ? 'normal' : 'bold' }}>
                      {i.leida || g.cuenta === 'pendientes' ? i.titulo : `${i.titulo} (nueva)`}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {i.detalle}
                    </Typography>
                  </Box>
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
