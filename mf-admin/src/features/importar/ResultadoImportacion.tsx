import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, List, ListItem, Typography } from '@mui/material';
import { plural, ROUTES, type ImportResultado } from '@portal/shared/domain';
import { ConteosPorColor } from './AnalisisImportacion';

/** Step 3's outcome: the counts of the committed import and where to see the cards. */
export function ResultadoImportacion({ resultado: r, onOtro }: { resultado: ImportResultado; onOtro: () => void }) {
  return (
    <Box component="section" aria-labelledby="importar-resultado">
      <Alert severity="success" sx={{ mb: 2 }}>
        <Typography id="importar-resultado" component="h2" sx={{ fontWeight: 'bold' }}>
          Importación terminada: {plural(r.creadas, 'tarjeta creada', 'tarjetas creadas')}
        </Typography>
      </Alert>
      <ConteosPorColor porColor={r.porColor} etiqueta="Tarjetas creadas por color" />
      <List dense aria-label="Resultado de la importación">
        <ListItem>Con número nuevo (se conserva el original): {r.renumeradas}</ListItem>
        <ListItem>Ya importadas antes (omitidas): {r.yaImportadas}</ListItem>
        <ListItem>Envíos dobles omitidos: {r.enviosDoblesOmitidos}</ListItem>
        <ListItem>Filas rechazadas: {r.rechazadas}</ListItem>
        <ListItem>Valores agregados a los campos: {r.camposAgregados}</ListItem>
      </List>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" component={RouterLink} to={ROUTES.tarjetas}>
          Ver tarjetas
        </Button>
        <Button variant="outlined" component={RouterLink} to={ROUTES.dashboard}>
          Ver dashboard
        </Button>
        <Button onClick={onOtro}>Importar otro archivo</Button>
      </Box>
    </Box>
  );
}
