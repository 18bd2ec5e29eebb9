import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { agregarKaizenConTarjetas, crearKaizenConTarjetasTexto, KAIZEN_TARJETAS_MAX, plural } from '@portal/shared/domain';

/**
 * The selected cards' action (issue 22): 'Crear Quick Kaizen con 3 tarjetas' opens the add-Kaizen form with them
 * as its source cards (`?tarjetas=<id>,<id>`, ROUTES in the domain: the remotes never import each other).
 * Shown only while something is selected, and only to a role with kaizen.create (the list offers no selection
 * to the others), so no one is led to a form that says 'No tiene permiso'.
 */
export function SeleccionKaizen({ seleccion, quitar }: { seleccion: readonly string[]; quitar: () => void }) {
  if (!seleccion.length) return null;
  const demasiadas = seleccion.length > KAIZEN_TARJETAS_MAX;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Tarjetas seleccionadas"
      sx={{ p: 1.5, mb: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography aria-live="polite" sx={{ flex: '1 1 auto' }}>
        {plural(seleccion.length, 'tarjeta seleccionada', 'tarjetas seleccionadas')}
        {demasiadas ? ` (un Kaizen admite como máximo ${KAIZEN_TARJETAS_MAX})` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
        <Button onClick={quitar} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}>
          Quitar selección
        </Button>
        <Button
          component={RouterLink}
          to={agregarKaizenConTarjetas(seleccion.slice(0, KAIZEN_TARJETAS_MAX))}
          variant="contained"
          disabled={demasiadas}
          sx={{ minHeight: 44, flex: { xs: '1 1 100%', sm: 'none' } }}
        >
          {crearKaizenConTarjetasTexto(seleccion.length)}
        </Button>
      </Box>
    </Paper>
  );
}
