import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FactProps {
  icon: ReactNode;
  children: ReactNode;
  /** Text that may run over lines (a place, a date): the icon stays by the first line, long words break. */
  multiline?: boolean;
}

/** One fact of a page header, as an item of its `<ul>`: a quiet icon, then the text. */
export function Fact({ icon, children, multiline = false }: FactProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: multiline ? 'flex-start' : 'center',
        gap: 0.75,
        color: 'text.secondary',
        '& svg': { fontSize: 20 },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', ...(multiline ? { mt: '1px' } : {}) }}>
        {icon}
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ color: 'text.primary', fontWeight: 500, ...(multiline ? { overflowWrap: 'anywhere' } : {}) }}
      >
        {children}
      </Typography>
    </Box>
  );
}
