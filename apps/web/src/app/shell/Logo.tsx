import { PRODUCT_NAME } from '@neighbourly/shared';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paths } from '@/lib/paths.ts';

const visuallyHiddenOnPhones = {
  display: { xs: 'block', sm: 'inline' },
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: 1, sm: 'auto' },
  height: { xs: 1, sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
  whiteSpace: 'nowrap',
} as const;

/** The logo: a small icon and the name, linking home. On phones only the icon shows. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      href={paths.home.getHref()}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? '#ffffff' : 'text.primary',
        fontWeight: 800,
        fontSize: '1.25rem',
        letterSpacing: '-0.01em',
        borderRadius: 2,
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 4 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: '10px',
          bgcolor: inverted ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: inverted ? '#ffffff' : 'primary.contrastText',
        }}
      >
        <Diversity3Icon fontSize="small" />
      </Box>
      <Box component="span" sx={visuallyHiddenOnPhones}>
        {PRODUCT_NAME}
      </Box>
    </Link>
  );
}
