import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { paths } from '@/lib/paths.ts';
import { useReturnTo } from '@/features/auth/index.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function UnauthorizedPage() {
  useDocumentTitle('Sign in required');
  // The guarded page the visitor wanted: signing in or up from here leads back to it.
  const returnTo = useReturnTo();
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title="This page is only available to authenticated users"
      actions={
        <>
          <Button variant="contained" size="large" href={paths.signUp.getHref(returnTo)}>
            SIGN UP
          </Button>
          <Button variant="outlined" size="large" href={paths.signIn.getHref(returnTo)}>
            SIGN IN
          </Button>
          <Button size="large" href={paths.home.getHref()}>
            Go back to the home page
          </Button>
        </>
      }
    >
      Create a free account or sign in to continue.
    </MessagePage>
  );
}
