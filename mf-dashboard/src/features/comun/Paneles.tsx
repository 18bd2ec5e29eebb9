import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ExcelButton, type ExcelButtonProps } from './ExcelButton';

/** The frame of a tab's chart or table. */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {children}
    </Paper>
  );
}

/** A tab's table under the heading 'Tabla', with its 'Exportar a Excel' (the same query: the file holds what is on screen). */
export function PanelTabla({ children, ...excel }: ExcelButtonProps & { children: ReactNode }) {
  return (
    <Panel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Tabla
        </Typography>
        <ExcelButton {...excel} />
      </Box>
      {children}
    </Panel>
  );
}

/** The figures of a tab, dimmed while a newer query (another window or filter) is on its way. */
export function Resultados({ children, actualizando }: { children: ReactNode; actualizando?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, opacity: actualizando ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={actualizando || undefined}>
      {children}
    </Box>
  );
}
