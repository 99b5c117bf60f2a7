import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { mirrorInRtl } from './mirror-in-rtl.ts';

/** A link back to the page this one belongs to, e.g. 'Back to Kits Beach Runners'. */
export function BackLink({ href, children, sx }: { href: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Link
      href={href}
      underline="hover"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ArrowBackIcon fontSize="small" aria-hidden sx={mirrorInRtl} />
      {children}
    </Link>
  );
}
