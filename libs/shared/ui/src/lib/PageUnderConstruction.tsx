import { Box, Typography } from '@mui/material';
import { PageTitle } from './PageTitle';

export const UNDER_CONSTRUCTION_TEXT = 'Esta página se está construyendo.';

export interface PageUnderConstructionProps {
  title: string;
}

/** A page that is not built yet: its real title and one honest line, nothing invented. */
export function PageUnderConstruction({ title }: PageUnderConstructionProps) {
  return (
    <Box component="section" aria-label={title}>
      <PageTitle>{title}</PageTitle>
      <Typography color="text.secondary">{UNDER_CONSTRUCTION_TEXT}</Typography>
    </Box>
  );
}
