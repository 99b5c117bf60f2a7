import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { common_binding_english, legal_contents, legal_last_updated } from '@neighbourly/i18n/messages';
import type { ReactNode } from 'react';
import { formatLongDate, formatNumber } from '@/lib/dates.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import { LEGAL } from '../legal-facts.ts';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The day the documents last changed: in English as the spec writes it, elsewhere as the language writes a day. */
const lastUpdated = () =>
  pageLanguage() === 'en' ? LEGAL.lastUpdatedInEnglish : formatLongDate(LEGAL.lastUpdated);

/** The contents: a numbered list of links to the sections, in two columns from `sm` up. */
function LegalContents({ sections }: { sections: LegalSection[] }) {
  return (
    <Box
      component="nav"
      aria-label={legal_contents()}
      sx={{ mt: 3, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: 'action.hover' }}
    >
      <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {legal_contents()}
      </Typography>
      <Box
        component="ol"
        // Persian pages number the contents in Persian digits, as the section headings.
        sx={{
          m: 0,
          pl: 3,
          columns: { xs: 1, sm: 2 },
          columnGap: 4,
          '&:lang(fa)': { listStyleType: 'persian' },
        }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.id} sx={{ py: 0.25, breakInside: 'avoid' }}>
            <Link component="a" href={`#${section.id}`} underline="hover">
              {section.heading}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A readable legal page: title, date, contents, then numbered sections. In any language but
 * English it first says that the English text is the one that binds (issue #29).
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const translated = pageLanguage() !== 'en';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Paper variant="outlined" sx={{ px: { xs: 2.5, sm: 5, md: 7 }, py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {legal_last_updated({ date: lastUpdated() })}
        </Typography>
        {translated && (
          <Alert severity="info" role="note" data-testid="legal-binding-english" sx={{ mt: 3 }}>
            {common_binding_english()}
          </Alert>
        )}
        <Box sx={{ mt: 3, typography: 'body1', lineHeight: 1.75, '& p': { my: 1.5 } }}>{intro}</Box>

        <LegalContents sections={sections} />

        <Divider sx={{ my: 4 }} />

        {sections.map((section, index) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            sx={{ scrollMarginTop: 88, '& + &': { mt: 4 } }}
          >
            <Typography
              id={`${section.id}-heading`}
              variant="h2"
              sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}
            >
              {formatNumber(index + 1)}. {section.heading}
            </Typography>
            <Box
              sx={{
                mt: 1.5,
                typography: 'body1',
                lineHeight: 1.75,
                '& p': { my: 1.5 },
                '& ul': { pl: 3, my: 1.5 },
                '& li': { my: 0.75 },
              }}
            >
              {section.body}
            </Box>
          </Box>
        ))}
      </Paper>
    </Container>
  );
}
