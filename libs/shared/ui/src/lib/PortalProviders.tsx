import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/es';
import { theme } from './theme';
import { NotifierProvider } from './feedback/NotifierProvider';

export interface PortalProvidersProps {
  children: ReactNode;
}

/** Theme (es-ES locales), CSS baseline, the dayjs 'es' date-picker localization and the snackbar. */
export function PortalProviders({ children }: PortalProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
        <NotifierProvider>{children}</NotifierProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
