import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { API_PATHS, type IdentityProvider } from '@neighbourly/shared';

/**
 * Links to /oauth2/authorization/{id} for each configured identity provider: a plain browser
 * navigation, not an SPA route. Renders nothing when there is none.
 */
export function IdentityProviderButtons({
  providers,
  label,
  verb,
}: {
  providers: IdentityProvider[] | undefined;
  /** The divider text, e.g. 'or sign in with'. */
  label: string;
  /** The button text before the provider name, e.g. 'Sign in with'. */
  verb: string;
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
            href={API_PATHS.oidcAuthorization(provider.id)}
            variant="outlined"
            size="large"
            color="inherit"
            startIcon={<LoginIcon />}
            fullWidth
            sx={{ borderColor: 'divider' }}
          >
            {verb} {provider.name}
          </Button>
        ))}
      </Stack>
    </>
  );
}
