import { Box, Button, Chip, Typography } from '@mui/material';
import type { Tarjeta } from '@portal/shared/domain';
import { EstadoChip, OpcionesMenu } from '@portal/shared/ui';
import { OPCIONES, accionPrincipal, separarOpciones, type Opcion } from '../menu/opciones';
import { nombreTarjeta, numeroOriginalTexto } from '../textos';
import { AlertaTexto } from './AlertaTexto';
import { FormaColor } from './FormaColor';

export interface CabeceraTarjetaProps {
  tarjeta: Tarjeta;
  /** Every action the card and the role allow (`opcionesDisponibles`). */
  opciones: readonly Opcion[];
  onElegir: (opcion: Opcion) => void;
}

/**
 * The detail's header (issue 22): the colour's shape and 'Tarjeta Roja N°81', then its state, priority and alert,
 * then what the role can do with it as buttons (the next step filled) and 'Opciones' for the rare ones.
 */
export function CabeceraTarjeta({ tarjeta, opciones, onElegir }: CabeceraTarjetaProps) {
  const { visibles, menu } = separarOpciones(opciones);
  const principal = accionPrincipal(tarjeta, visibles);
  const ordenadas = principal ? [principal, ...visibles.filter((o) => o !== principal)] : visibles;
  return (
    <Box component="header" sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h4" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        <FormaColor color={tarjeta.color} />
        {nombreTarjeta(tarjeta)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="cabecera-datos">
        <EstadoChip estado={tarjeta.estado} size="medium" />
        <Chip label={`Prioridad: ${tarjeta.prioridad}`} variant="outlined" data-testid="prioridad" sx={{ fontWeight: 600 }} />
        {tarjeta.estado === 'Abierta' && (
          <Typography component="p" variant="body2" data-testid="alerta" sx={{ m: 0 }}>
            Alerta: <AlertaTexto tarjeta={tarjeta} />
          </Typography>
        )}
        {tarjeta.numeroOriginal !== null && tarjeta.numeroOriginal !== undefined && (
          <Typography component="p" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {numeroOriginalTexto(tarjeta.numeroOriginal)}
          </Typography>
        )}
      </Box>
      <Box
        role="group"
        aria-label="Acciones de la tarjeta"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}
      >
        {ordenadas.map((o) => (
          <Button
            key={o}
            variant={o === principal ? 'contained' : 'outlined'}
            onClick={() => onElegir(o)}
            sx={{ minHeight: 48, whiteSpace: 'nowrap' }}
            data-accion={o}
          >
            {OPCIONES[o]}
          </Button>
        ))}
        <Box sx={{ display: 'flex', '& > button': { flex: 1 } }}>
          <OpcionesMenu idBase="opciones" opciones={menu} etiquetas={OPCIONES} destructiva="eliminar" onElegir={onElegir} />
        </Box>
      </Box>
    </Box>
  );
}
