import Link from '@mui/material/Link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { selfQueryOptions } from '../api/get-self.ts';
import { isLoggedInQueryOptions } from '../api/is-logged-in.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignInForm } from '../components/SignInForm.tsx';

export default function SignInPage() {
  useDocumentTitle('Sign in');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
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
      <SignInForm returnTo={returnTo} />
    </AuthCard>
  );
}
