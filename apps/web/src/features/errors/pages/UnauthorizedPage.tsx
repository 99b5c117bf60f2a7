import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { paths } from '@/lib/paths.ts';
import { useReturnTo } from '@/features/auth/index.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import {
  shell_go_home,
  shell_unauthorized_heading,
  shell_unauthorized_sign_in,
  shell_unauthorized_sign_up,
  shell_unauthorized_text,
  shell_unauthorized_title,
} from '@neighbourly/i18n/messages';

export default function UnauthorizedPage() {
  useDocumentTitle(shell_unauthorized_title());
  // The guarded page the visitor wanted: signing in or up from here leads back to it.
  const returnTo = useReturnTo();
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title={shell_unauthorized_heading()}
      actions={
        <>
          <Button variant="contained" size="large" href={paths.signUp.getHref(returnTo)}>
            {shell_unauthorized_sign_up()}
          </Button>
          <Button variant="outlined" size="large" href={paths.signIn.getHref(returnTo)}>
            {shell_unauthorized_sign_in()}
          </Button>
          <Button size="large" href={paths.home.getHref()}>
            {shell_go_home()}
          </Button>
        </>
      }
    >
      {shell_unauthorized_text()}
    </MessagePage>
  );
}
