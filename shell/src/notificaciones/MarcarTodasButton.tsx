import { Button } from '@mui/material';
import { useMarcarNovedadesLeidasMutation, useMarcarVencidasLeidasMutation } from '@portal/shared/data-access';

export const MARCAR_TODAS = 'Marcar todas como leídas';

/**
 * Reads both lists (novedades and vencidas) of the bell and of the Notificaciones page. With nothing unread it is
 * `aria-disabled`, not `disabled`: a disabled button drops the focus to the body, and in the bell's panel Escape
 * then no longer reached the panel (keyboard users were left with a panel they could not close).
 */
export function MarcarTodasButton({ novedades, vencidas }: { novedades: number; vencidas: number }) {
  const [leerNovedades] = useMarcarNovedadesLeidasMutation();
  const [leerVencidas] = useMarcarVencidasLeidasMutation();
  const nada = novedades + vencidas === 0;
  return (
    <Button
      size="small"
      aria-disabled={nada}
      onClick={() => {
        if (novedades > 0) void leerNovedades();
        if (vencidas > 0) void leerVencidas();
      }}
      sx={{ minHeight: 44, '&[aria-disabled="true"]': { color: 'text.disabled', cursor: 'default', bgcolor: 'transparent' } }}
    >
      {MARCAR_TODAS}
    </Button>
  );
}
