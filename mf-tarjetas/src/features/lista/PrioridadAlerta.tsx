import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { alertaVencida, type Tarjeta } from '@portal/shared/domain';
import { useDiasAlerta } from '@portal/shared/ui';

/** The priority, with a warning mark on an open card past its priority's deadline (the plant's days). */
export function PrioridadAlerta({ tarjeta }: { tarjeta: Tarjeta }) {
  const dias = useDiasAlerta();
  const vencida = tarjeta.estado === 'Abierta' && alertaVencida(tarjeta.fecha, tarjeta.prioridad, dias);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {tarjeta.prioridad}
      {vencida && <WarningAmberIcon color="warning" fontSize="small" titleAccess="Alerta vencida" aria-label="Alerta vencida" />}
    </span>
  );
}
