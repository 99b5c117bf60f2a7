import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The small pill above a hero's title, on the dark hero backgrounds. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      sx={{
        display: 'inline-block',
        mb: 2,
        px: 1.5,
        py: 0.5,
        borderRadius: 99,
        bgcolor: 'rgba(255,255,255,0.14)',
        fontWeight: 600,
        fontSize: '0.875rem',
        letterSpacing: '0.02em',
      }}
    >
      {children}
    </Typography>
  );
}
