import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A decorative icon in a soft circle, as empty states and message pages show it. */
export function IconBadge({ icon, size, color }: { icon: ReactNode; size: number; color: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: 'action.hover',
        color,
        '& svg': { fontSize: size / 2 },
      }}
    >
      {icon}
    </Box>
  );
}
