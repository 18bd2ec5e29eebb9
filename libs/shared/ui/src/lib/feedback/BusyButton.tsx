import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface BusyButtonProps extends ButtonProps {
  /** While true the button is disabled, says `busyLabel` and shows a spinner. */
  busy?: boolean;
  busyLabel?: string;
}

export const BUSY_LABEL = 'Guardando…';

/** A save button that says what is happening ('Guardando…'), not one that only greys out. */
export function BusyButton({ busy = false, busyLabel = BUSY_LABEL, children, disabled, startIcon, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
