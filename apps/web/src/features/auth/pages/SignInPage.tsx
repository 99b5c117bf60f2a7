import Link from '@mui/material/Link';
import {
  auth_account_suspended,
  auth_external_sign_in_failed,
  auth_no_account,
  auth_sign_in,
  auth_sign_in_subtitle,
  auth_sign_up_now,
} from '@neighbourly/i18n/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useConfig } from '@/lib/config.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { selfQueryOptions } from '../api/get-self.ts';
import { isLoggedInQueryOptions } from '../api/is-logged-in.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { SIGN_IN_ERROR_PARAM } from '../labels.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/**
 * Why the OpenID Connect callback sent the browser back here (`?error=`), in words; a suspended
 * account's sentence is the server's, with the help address the deployment configures.
 */
function useExternalSignInFailure(): string | undefined {
  const [searchParams] = useSearchParams();
  const { data: config } = useConfig();
  const error = searchParams.get(SIGN_IN_ERROR_PARAM);
  if (error === 'external') return auth_external_sign_in_failed();
  // The callback does not say until when; the password form's 403 does.
  if (error === 'suspended' && config) return auth_account_suspended({ email: config.helpEmail });
  return undefined;
}

export default function SignInPage() {
  useDocumentTitle(auth_sign_in());
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
      title={auth_sign_in()}
      subtitle={auth_sign_in_subtitle()}
      footer={
        <>
          {auth_no_account()} <Link href={paths.signUp.getHref(returnTo)}>{auth_sign_up_now()}</Link>
        </>
      }
    >
      <SignInForm returnTo={returnTo} notice={externalFailure} />
    </AuthCard>
  );
}
