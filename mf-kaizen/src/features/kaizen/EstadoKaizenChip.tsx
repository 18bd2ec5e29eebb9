import { Chip } from '@mui/material';
import { ESTADO_CHIP, type EstadoActualKaizen } from '@portal/shared/domain';

/** 'En implementacion' in a dark blue with white text (AA contrast); Abierta and Cerrada as a card's state. */
const COLORES: Record<EstadoActualKaizen, { fondo: string; texto: string }> = {
  Abierta: ESTADO_CHIP.Abierta,
  'En implementacion': { fondo: '#0d47a1', texto: '#ffffff' },
  Cerrada: ESTADO_CHIP.Cerrada,
};

/** A Kaizen's 'Estado actual' as a chip. */
export function EstadoKaizenChip({ estado, size = 'small' }: { estado: EstadoActualKaizen; size?: 'small' | 'medium' }) {
  const { fondo, texto } = COLORES[estado];
  return <Chip size={size} label={estado} aria-label={`Estado: ${estado}`} sx={{ bgcolor: fondo, color: texto, fontWeight: 'bold' }} />;
}
