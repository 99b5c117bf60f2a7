import type { SxProps, Theme } from '@mui/material/styles';

/**
 * For an icon that points along the line (back, send, sign in): it points the other way on a
 * right-to-left page (issue #29). The RTL emotion cache mirrors layout, not drawings.
 */
export const mirrorInRtl: SxProps<Theme> = (theme) =>
  theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};
