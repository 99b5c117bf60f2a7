import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { paths } from '@/lib/paths.ts';

/** Shown inside the shell when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be loaded. Check your connection and try again.';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          Something went wrong
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{detail}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button variant="outlined" component="a" href={paths.home.getHref()}>
            Go back to the home page
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
