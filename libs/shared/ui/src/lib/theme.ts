import { createTheme } from '@mui/material';
import { esES as coreEsES } from '@mui/material/locale';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';
import { esES as pickersEsES } from '@mui/x-date-pickers/locales';

/** Portal theme with the Spanish locales of MUI core, the DataGrid and the date pickers. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f3a5f' },
      secondary: { main: '#EAA842' },
      success: { main: '#28a745' },
      error: { main: '#dc3545' },
    },
    typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
  },
  dataGridEsES,
  pickersEsES,
  coreEsES,
);
