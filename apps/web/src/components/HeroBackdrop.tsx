import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Warm highlights over the deep teal gradient; white text keeps AA contrast on all of it. */
const LIGHT = [
  'radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.28) 0, rgba(255, 183, 77, 0) 32%)',
  'radial-gradient(circle at 10% 90%, rgba(128, 203, 196, 0.25) 0, rgba(128, 203, 196, 0) 40%)',
  'linear-gradient(135deg, #003d36 0%, #00564c 55%, #00695c 100%)',
].join(', ');
const DARK = [
  'radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.18) 0, rgba(255, 183, 77, 0) 32%)',
  'radial-gradient(circle at 10% 90%, rgba(77, 182, 172, 0.18) 0, rgba(77, 182, 172, 0) 40%)',
  'linear-gradient(135deg, #041c19 0%, #06302b 55%, #0a3f38 100%)',
].join(', ');

/** The orange call to action on a hero backdrop. */
export const heroButtonSx = {
  bgcolor: '#ffb74d',
  color: '#261a00',
  px: 3.5,
  py: 1.5,
  fontSize: '1rem',
  '&:hover': { bgcolor: '#ffa726' },
} as const;

export interface HeroBackdropProps {
  /** The id of the hero's heading: the section is named by it. */
  labelledBy: string;
  /** A quiet dotted "map" texture over the gradient. */
  texture?: boolean;
  /** Padding and the like; the background is fixed. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The dark teal hero band of the visitor landing and the group creation landing, in light and
 * dark mode, with white text. The content is laid over the optional texture.
 */
export function HeroBackdrop({ labelledBy, texture = false, sx, children }: HeroBackdropProps) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={[
        (theme) => ({
          position: 'relative',
          overflow: 'hidden',
          color: '#ffffff',
          background: LIGHT,
          ...theme.applyStyles('dark', { background: DARK }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {texture && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: 0.14,
            backgroundImage: 'radial-gradient(rgba(255,255,255,0.9) 1px, transparent 1.5px)',
            backgroundSize: '22px 22px',
            maskImage: 'linear-gradient(180deg, transparent 0%, #000 30%, #000 70%, transparent 100%)',
          }}
        />
      )}
      <Box sx={{ position: 'relative' }}>{children}</Box>
    </Box>
  );
}
