import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';
import {
  home_create_account,
  home_have_account,
  home_new_text,
  home_new_title,
} from '@neighbourly/i18n/messages';

/**
 * The landing's sign-up / sign-in prompt. Its links are worded apart from the
 * header's 'Sign Up' and 'Sign In', so each name leads to one place.
 */
export function SignUpPrompt() {
  return (
    <Container component="section" aria-labelledby="join-title" maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 3, md: 5 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: { xs: 3, md: 5 },
          background: 'linear-gradient(135deg, rgba(0,121,107,0.08), rgba(255,183,77,0.12))',
          ...theme.applyStyles('dark', {
            background: 'linear-gradient(135deg, rgba(77,182,172,0.10), rgba(255,183,77,0.06))',
          }),
        })}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="join-title" variant="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
            {home_new_title()}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 640 }}>{home_new_text()}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, flexShrink: 0 }}>
          <Button href={paths.signUp.getHref()} variant="contained" size="large">
            {home_create_account()}
          </Button>
          <Button href={paths.signIn.getHref()} variant="outlined" size="large">
            {home_have_account()}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
