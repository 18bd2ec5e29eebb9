import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Snackbar, useMediaQuery, useTheme } from '@mui/material';

export type NotifySeverity = 'success' | 'info' | 'warning' | 'error';

interface Aviso {
  key: number;
  message: string;
  severity: NotifySeverity;
}

export interface Notifier {
  /** 'Tarjeta Roja N°81 creada': what was saved, named. */
  success: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
  /** For failures with no form to show them in (a form shows its own error where the user looks). */
  error: (message: string) => void;
}

const NotifierContext = createContext<Notifier | null>(null);

/** Success stays 5 s; errors stay until closed, so a user who looked away still reads them. */
const DURATION: Record<NotifySeverity, number | null> = { success: 5000, info: 5000, warning: 8000, error: null };

let nextKey = 1;

/**
 * The portal's one snackbar: a queue shown one at a time, at the bottom on a wide screen and at the top on a
 * phone, where a full-screen dialog keeps Cancelar and its submit at the bottom (a message there covered them), just
 * under the app bar, which stays usable.
 * Mounted once by `PortalProviders` (a shared singleton, so remotes reach the shell's provider).
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Aviso[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];
  const telefono = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  const push = useCallback((severity: NotifySeverity, message: string) => {
    setQueue((q) => [...q, { key: nextKey++, message, severity }]);
    setOpen(true);
  }, []);

  const notifier = useMemo<Notifier>(
    () => ({
      success: (m) => push('success', m),
      info: (m) => push('info', m),
      warning: (m) => push('warning', m),
      error: (m) => push('error', m),
    }),
    [push],
  );

  /** After the closing transition: drop the shown message and open the next one. */
  const next = () => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  };

  const close = (_?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      <Snackbar
        key={current?.key}
        open={Boolean(current) && open}
        autoHideDuration={current ? DURATION[current.severity] : null}
        onClose={close}
        slotProps={{ transition: { onExited: next } }}
        anchorOrigin={{ vertical: telefono ? 'top' : 'bottom', horizontal: 'center' }}
        // Below the phone's app bar: over it, a saved card's notice hid the menu, the bell and the main action for 5 s,
        // just when the user goes on to the next thing.
        sx={telefono ? (t) => ({ top: `calc(${Number(t.mixins.toolbar.minHeight ?? 56)}px + ${t.spacing(1)})` }) : undefined}
      >
        {current ? (
          <Alert
            onClose={close}
            severity={current.severity}
            variant="filled"
            role={current.severity === 'error' ? 'alert' : 'status'}
            data-testid="aviso"
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifierContext.Provider>
  );
}

const silent: Notifier = { success: () => {}, info: () => {}, warning: () => {}, error: () => {} };

/** The snackbar. Outside a provider (a bare unit render) it is silent rather than a crash. */
export function useNotify(): Notifier {
  return useContext(NotifierContext) ?? silent;
}
