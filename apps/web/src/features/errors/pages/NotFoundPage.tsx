import Button from '@mui/material/Button';
import { paths } from '@/lib/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import {
  shell_go_home,
  shell_not_found_heading,
  shell_not_found_text,
  shell_not_found_title,
} from '@neighbourly/i18n/messages';

export default function NotFoundPage() {
  useDocumentTitle(shell_not_found_title());
  return (
    <MessagePage
      code="404"
      title={shell_not_found_heading()}
      actions={
        <Button variant="contained" size="large" href={paths.home.getHref()}>
          {shell_go_home()}
        </Button>
      }
    >
      {shell_not_found_text()}
    </MessagePage>
  );
}
