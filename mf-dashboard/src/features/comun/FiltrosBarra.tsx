import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A tab's filters in one row that wraps (each filter full width on a phone). */
export function FiltrosBarra({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>{children}</Box>;
}
