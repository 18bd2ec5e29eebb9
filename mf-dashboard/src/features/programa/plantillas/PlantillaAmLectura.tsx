import { Box, Paper, Stack, Typography } from '@mui/material';
import { textoReglaAuditoriaAm, type ContenidoPlantillaAm } from '@portal/shared/domain';
import { Plegable } from './Plegable';

/** A step's template as everyone but the Admin reads it: what the auditor will check, and how it passes. */
export function PlantillaAmLectura({ plantilla }: { plantilla: ContenidoPlantillaAm }) {
  return (
    <Stack spacing={2}>
      {plantilla.secciones.map((s, i) => (
        <Paper key={i} component="section" variant="outlined" aria-labelledby={`plantilla-lectura-${i}`} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" id={`plantilla-lectura-${i}`} sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            {s.titulo}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {s.requisitos.map((r) => (
              <Box component="li" key={r.id} sx={{ py: 1 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{r.texto}</Typography>
                <Plegable titulo="Guías de puntaje">
                  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5 }}>
                    {r.guias.map((g, p) => (
                      <Box key={p} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold' }}>
                          {p}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {g}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Plegable>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
      <Box component="section" aria-labelledby="plantilla-lectura-regla">
        <Typography variant="h6" component="h3" id="plantilla-lectura-regla">
          Regla de aprobación
        </Typography>
        <Typography>Se aprueba con {textoReglaAuditoriaAm(plantilla.regla)}.</Typography>
      </Box>
    </Stack>
  );
}
