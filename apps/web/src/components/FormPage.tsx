import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/BackLink.tsx';
import { shell_back_to } from '@neighbourly/i18n/messages';
import { withWords, WORDS } from '@/lib/bidi.tsx';

export interface FormPageProps {
  /** The page this one belongs to: a 'Back to {backTo}' link leads there. */
  backHref: string;
  backTo: string;
  title: ReactNode;
  /** A line under the title: what is being edited, or how to fill in the form. */
  subtitle: ReactNode;
  /** A title that runs long (it names an id) is set a little smaller on phones. */
  longTitle?: boolean;
  children: ReactNode;
}

/** A create or edit page: a way back, then the form in a card under its title. */
export function FormPage({ backHref, backTo, title, subtitle, longTitle = false, children }: FormPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <BackLink href={backHref}>{withWords(shell_back_to({ name: WORDS }), backTo)}</BackLink>
      <Paper variant="outlined" sx={{ mt: 2, p: { xs: 2.5, sm: 4.5 } }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: longTitle ? '1.625rem' : '1.75rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
