import Link from '@mui/material/Link';
import { MESSAGES } from '@neighbourly/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfig } from '@/lib/config.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { selfQueryOptions } from '../api/get-self.ts';
import { isLoggedInQueryOptions } from '../api/is-logged-in.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { EXTERNAL_SIGN_IN_FAILED, SIGN_IN_ERROR_PARAM } from '../labels.ts';

/**
 * Why the OpenID Connect callback sent the browser back here (`?error=`), in words; a suspended
 * account's sentence is the server's, with the help address the deployment configures.
 */
function useExternalSignInFailure(): string | undefined {
  const [searchParams] = useSearchParams();
  const { data: config } = useConfig();
  const error = searchParams.get(SIGN_IN_ERROR_PARAM);
  if (error === 'external') return EXTERNAL_SIGN_IN_FAILED;
  // The callback does not say until when; the password form's 403 does.
  if (error === 'suspended' && config) return MESSAGES.accountSuspended(null, config.helpEmail);
  return undefined;
}

export default function SignInPage() {
  useDocumentTitle('Sign in');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const externalFailure = useExternalSignInFailure();
  // If the server says the session is already logged in, the session is refreshed.
  const { data: alreadySignedIn } = useQuery(isLoggedInQueryOptions());

  useEffect(() => {
    if (!alreadySignedIn) return;
    void queryClient.fetchQuery({ ...selfQueryOptions(), staleTime: 0 }).then(() => {
      navigate(returnTo ?? paths.home.getHref(), { replace: true });
    });
  }, [alreadySignedIn, queryClient, navigate, returnTo]);

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back! Sign in to see what's happening nearby."
      footer={
        <>
          Don&apos;t have an account? <Link href={paths.signUp.getHref(returnTo)}>Sign up now!</Link>
        </>
      }
    >
      <SignInForm returnTo={returnTo} notice={externalFailure} />
    </AuthCard>
  );
}
