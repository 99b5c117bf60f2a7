import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { paths } from '@/lib/paths.ts';
import {
  shell_error_detail,
  shell_error_title,
  shell_go_home,
  shell_reload_page,
} from '@neighbourly/i18n/messages';

/** Shown inside the shell when a page fails to load or render. */
function RouteError() {
  useDocumentTitle(shell_error_title());
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {shell_error_title()}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{shell_error_detail()}</Typography>
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

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

/** The page's error, until the next navigation (as the data router's errorElement). */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; location: Location }> {
  override state = { failed: false, location: this.props.location };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The pages, each shown inside the shell, or the error page when one fails to load or render. */
export function RouteOutlet() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
