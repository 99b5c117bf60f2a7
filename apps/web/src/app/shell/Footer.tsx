import { PRODUCT_NAME } from '@neighbourly/shared';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';

const links = [
  { href: paths.terms.getHref(), label: 'Terms of Service' },
  { href: paths.privacy.getHref(), label: 'Privacy policy' },
  { href: paths.cookies.getHref(), label: 'Cookie policy' },
  { href: paths.help.getHref(), label: 'Help' },
];

/** Footer on every page: the year, the product name and the legal and help links. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 'auto' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          © {new Date().getFullYear()} {PRODUCT_NAME} · Made for neighbours in Vancouver
        </Typography>
        <Box component="nav" aria-label="Legal and help">
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 3 }, m: 0, p: 0, listStyle: 'none' }}
          >
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  variant="body2"
                  underline="hover"
                  sx={{ color: 'text.secondary', fontWeight: 500 }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
