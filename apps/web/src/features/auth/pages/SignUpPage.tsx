import Link from '@mui/material/Link';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';
import { useReturnTo } from '../hooks/use-return-to.ts';

export default function SignUpPage() {
  useDocumentTitle('Sign up');
  const returnTo = useReturnTo();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Neighbourly to meet people near you. It's free."
      footer={
        <>
          Already have an account? <Link href={paths.signIn.getHref(returnTo)}>Sign in</Link>
        </>
      }
    >
      <SignUpForm returnTo={returnTo} />
    </AuthCard>
  );
}
