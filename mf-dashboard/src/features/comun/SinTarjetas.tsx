import { Box, Button, Typography } from '@mui/material';

/** Pareto and Antigüedad count open cards: none, whatever the period. */
export const SIN_ABIERTAS = 'Sin tarjetas abiertas';
/** Mapas de riesgo: cards in the period, none with a risk level (every weight 0). */
export const SIN_RIESGO = 'Las tarjetas del período elegido no tienen nivel de riesgo cargado';

export interface SinTarjetasProps {
  /** 'Sin tarjetas en los últimos 12 meses — la última es de dic. 2021', 'Sin tarjetas en el período elegido'. */
  texto: string;
  /** 'Ver todo el historial': shown when the plant has cards in another period. */
  onVerTodo?: () => void;
}

/** What a chart says instead of drawing an empty or all-zero series. */
export function SinTarjetas({ texto, onVerTodo }: SinTarjetasProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 3, px: 1 }}>
      <Typography color="text.secondary">{texto}</Typography>
      {onVerTodo ? (
        <Button variant="outlined" onClick={onVerTodo}>
          Ver todo el historial
        </Button>
      ) : null}
    </Box>
  );
}
