import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  children: ReactNode;
  /** Optional buttons shown at the right of the title. */
  actions?: ReactNode;
}

/** The page's single h1. */
export function PageTitle({ children, actions }: PageTitleProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1">
        {children}
      </Typography>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
