import { createTheme } from '@mui/material';
import { esES as coreEsES } from '@mui/material/locale';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';
import { esES as pickersEsES } from '@mui/x-date-pickers/locales';

/**
 * Portal theme with the Spanish locales of MUI core, the DataGrid and the date pickers. Every palette
 * colour carries text of at least 4.5:1 (WCAG AA): the plant's green #28a745 had 3.1:1 with white, so
 * buttons and filled alerts use its darker shade (#1e7e34, 5.1:1), and `contrastThreshold` makes MUI pick
 * dark text wherever white would fall below AA (the orange warning).
 */
export const theme = createTheme(
  {
    palette: {
      contrastThreshold: 4.5,
      primary: { main: '#1f3a5f' },
      secondary: { main: '#EAA842' },
      success: { main: '#1e7e34', light: '#28a745' },
      info: { main: '#0277bd' },
      error: { main: '#dc3545' },
    },
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
  },
  dataGridEsES,
  pickersEsES,
  coreEsES,
);
