import Link from '@mui/material/Link';
import {
  auth_have_account,
  auth_sign_in,
  auth_sign_up,
  auth_sign_up_subtitle,
  auth_sign_up_title,
} from '@neighbourly/i18n/messages';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';
import { useReturnTo } from '../hooks/use-return-to.ts';

export default function SignUpPage() {
  useDocumentTitle(auth_sign_up());
  const returnTo = useReturnTo();
  return (
    <AuthCard
      title={auth_sign_up_title()}
      subtitle={auth_sign_up_subtitle()}
      footer={
        <>
          {auth_have_account()} <Link href={paths.signIn.getHref(returnTo)}>{auth_sign_in()}</Link>
        </>
      }
    >
      <SignUpForm returnTo={returnTo} />
    </AuthCard>
  );
}
