import { isLocale, LOCALE_INFO } from '@neighbourly/shared';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  common_language,
  common_language_not_saved,
  shell_footer_cookies,
  shell_footer_credit,
  shell_footer_help,
  shell_footer_nav,
  shell_footer_privacy,
  shell_footer_terms,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { pageLocale } from '@/features/people/api/language-choice.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import { paths } from '@/lib/paths.ts';

const links = [
  { href: paths.terms.getHref(), label: shell_footer_terms },
  { href: paths.privacy.getHref(), label: shell_footer_privacy },
  { href: paths.cookies.getHref(), label: shell_footer_cookies },
  { href: paths.help.getHref(), label: shell_footer_help },
];

/** This year in the page's digits (Persian ۲۰۲۶), without a thousands separator. */
const thisYear = () =>
  new Intl.NumberFormat(pageLanguage(), { useGrouping: false }).format(new Date().getFullYear());

/**
 * The footer's language choice (issue #29), for whoever looks for it at the bottom: a plain
 * native select (light on every page; a phone shows its own picker), the same choice as the
 * header's menu.
 */
function LanguageSelect() {
  const { user } = useAuth();
  const current = pageLocale().tag;
  const [saving, setSaving] = useState(false);

  const choose = async (value: string) => {
    if (!isLocale(value) || value === current) return;
    setSaving(true);
    try {
      const { switchLanguage } = await import('@/features/people/api/save-language.ts');
      await switchLanguage(value, user);
    } catch {
      setSaving(false);
      enqueueSnackbar(common_language_not_saved(), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      <TranslateIcon fontSize="small" aria-hidden />
      <Box
        component="select"
        aria-label={common_language()}
        value={current}
        disabled={saving}
        onChange={(event) => void choose(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          fontWeight: 500,
          color: 'text.secondary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0.5,
          px: 1,
          cursor: 'pointer',
          '&:hover': { color: 'text.primary', borderColor: 'text.secondary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {LOCALE_INFO.map((info) => (
          <option key={info.tag} value={info.tag} lang={info.tag}>
            {info.name}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/** Footer on every page: the year, the product name, the legal and help links and the language. */
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
          {shell_footer_credit({ year: thisYear() })}
        </Typography>
        <Box component="nav" aria-label={shell_footer_nav()}>
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
                  {link.label()}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <LanguageSelect />
      </Container>
    </Box>
  );
}
