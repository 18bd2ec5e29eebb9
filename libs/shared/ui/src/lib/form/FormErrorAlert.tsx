import { useEffect, useRef } from 'react';
import { Alert } from '@mui/material';

export interface FormErrorAlertProps {
  /** Nothing is rendered for an empty message. */
  message?: string | null;
  onClose?: () => void;
  /** The error's spec §8 id (`data-error-id`), e.g. 'AGREGAR_TARJETA_ERROR'. */
  errorId?: string;
}

/**
 * A form's failure shown where the user is looking: when the message appears or changes, the red alert
 * scrolls itself into view and takes focus, so a phone user who pressed a button at the bottom of a
 * long form sees it, and a screen reader reads it.
 */
export function FormErrorAlert({ message, onClose, errorId }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const alert = ref.current;
    if (!message || !alert) return;
    alert.scrollIntoView?.({ block: 'center' });
    alert.focus({ preventScroll: true });
  }, [message]);

  if (!message) return null;
  return (
    <Alert
      ref={ref}
      role="alert"
      tabIndex={-1}
      severity="error"
      variant="filled"
      onClose={onClose}
      data-error-id={errorId}
      sx={{ my: 1, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '3px solid', outlineColor: 'error.dark', outlineOffset: 2 } }}
    >
      {message}
    </Alert>
  );
}
