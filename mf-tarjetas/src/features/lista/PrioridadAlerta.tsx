import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { alertaVencida, type Tarjeta } from '@portal/shared/domain';

/** The priority, with a warning mark on an open card past its priority's deadline. */
export function PrioridadAlerta({ tarjeta }: { tarjeta: Tarjeta }) {
  const vencida = tarjeta.estado === 'Abierta' && alertaVencida(tarjeta.fecha, tarjeta.prioridad);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {tarjeta.prioridad}
      {vencida && <WarningAmberIcon color="warning" fontSize="small" titleAccess="Alerta vencida" aria-label="Alerta vencida" />}
    </span>
  );
}
