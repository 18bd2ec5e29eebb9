import { Chip } from '@mui/material';
import { COLOR_CHIP, ESTADO_CHIP, type Color, type ColoresEtiqueta, type EstadoTarjeta } from '@portal/shared/domain';

const sxDe = ({ fondo, texto }: ColoresEtiqueta) => ({ bgcolor: fondo, color: texto, fontWeight: 'bold' });

/** A card's colour as a chip in the plant colour (AA contrast, COLOR_CHIP). */
export function ColorChip({ color }: { color: Color }) {
  return <Chip size="small" label={color} sx={sxDe(COLOR_CHIP[color])} />;
}

/** A card's state as a chip: 'Abierta' orange, 'Cerrada' green (AA contrast, ESTADO_CHIP). */
export function EstadoChip({ estado, size = 'small' }: { estado: EstadoTarjeta; size?: 'small' | 'medium' }) {
  return <Chip size={size} label={estado} aria-label={`Estado: ${estado}`} sx={sxDe(ESTADO_CHIP[estado])} />;
}
