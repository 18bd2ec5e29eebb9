import { Alert } from '@mui/material';

export interface ErrorAlertProps {
  /** Nothing is rendered for an empty message. */
  message?: string | null;
  onClose?: () => void;
}

/** Red MUI alert for an error message (spec §8: each panel shows its message in a red alert). */
export function ErrorAlert({ message, onClose }: ErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert severity="error" variant="filled" onClose={onClose} sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}
