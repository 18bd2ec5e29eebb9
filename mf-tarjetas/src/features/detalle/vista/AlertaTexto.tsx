import { Typography } from '@mui/material';
import { calcularAlerta } from '@portal/shared/domain';
import type { Tarjeta } from '@portal/shared/domain';
import { useDiasAlerta } from '@portal/shared/ui';

/** The 'Alerta' countdown of an open card, red once its plant's deadline for the priority is exceeded. */
export function AlertaTexto({ tarjeta, ahora }: { tarjeta: Tarjeta; ahora?: Date }) {
  const alerta = calcularAlerta(tarjeta.fecha, tarjeta.prioridad, useDiasAlerta(), ahora);
  return (
    <Typography component="span" variant="body2" color={alerta.excedido ? 'error' : 'success.main'} sx={{ fontWeight: 600 }} data-excedido={alerta.excedido}>
      {alerta.texto}
    </Typography>
  );
}
