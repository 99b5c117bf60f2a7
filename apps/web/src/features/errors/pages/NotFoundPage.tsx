import Button from '@mui/material/Button';
import { paths } from '@/lib/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <MessagePage
      code="404"
      title="Ooops!"
      actions={
        <Button variant="contained" size="large" href={paths.home.getHref()}>
          Go back to the home page
        </Button>
      }
    >
      This page does not exist!
    </MessagePage>
  );
}
