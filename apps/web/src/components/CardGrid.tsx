import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Cards as a named list in a responsive grid: one column on phones, up to three on wide screens. */
export function CardGrid({
  label,
  busy = false,
  children,
}: {
  label: string;
  /** Cards are still being drawn (a freshly opened page draws a few per task). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
