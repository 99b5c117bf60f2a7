import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The name a group or event page is about, as its h1; a long word breaks rather than overflow.
 * People's own words: the name takes its own script's direction (issue #29).
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h1"
      dir="auto"
      sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem' }, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
