import Box, { type BoxProps } from '@mui/material/Box';

/**
 * Read by screen readers, not shown: words only they need, and live regions such as a
 * `role="status"` that announces what a list found.
 */
export function VisuallyHidden({ sx, ...props }: BoxProps) {
  return (
    <Box
      {...props}
      sx={[
        { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0 },
        { overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
