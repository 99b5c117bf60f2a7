import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { API_PATHS, withReturnTo, type IdentityProvider } from '@neighbourly/shared';

/**
 * Links to /oauth2/authorization/{id} for each configured identity provider: a plain browser
 * navigation, not an SPA route. Renders nothing when there is none. The server sends the
 * browser back to `returnTo` once signed in.
 */
export function IdentityProviderButtons({
  providers,
  label,
  buttonText,
  returnTo,
}: {
  providers: IdentityProvider[] | undefined;
  /** The divider text, e.g. 'or sign in with'. */
  label: string;
  /** A provider's button text, e.g. 'Sign in with Google'. */
  buttonText: (provider: string) => string;
  /** The same-site path to go back to once signed in. */
  returnTo?: string | undefined;
}) {
  if (!providers?.length) return null;
  return (
    <>
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.875rem' }}>{label}</Divider>
      <Stack spacing={1.5}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            component="a"
            href={withReturnTo(API_PATHS.oidcAuthorization(provider.id), returnTo)}
            variant="outlined"
            size="large"
            color="inherit"
            startIcon={<LoginIcon />}
            fullWidth
            sx={{ borderColor: 'divider' }}
          >
            {buttonText(provider.name)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
