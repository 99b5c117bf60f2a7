import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { paths } from '@/lib/paths.ts';
import {
  shell_error_detail,
  shell_error_title,
  shell_go_home,
  shell_reload_page,
} from '@neighbourly/i18n/messages';

/** Shown inside the shell when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(shell_error_title());
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : shell_error_detail();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {shell_error_title()}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{detail}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {shell_reload_page()}
          </Button>
          <Button variant="outlined" component="a" href={paths.home.getHref()}>
            {shell_go_home()}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
