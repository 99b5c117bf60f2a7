import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KIND_LABELS } from '@neighbourly/shared';
import { useSearchParams } from 'react-router';
import { MessagePage } from '@/components/MessagePage.tsx';
import { ApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

const settingsLink = (
  <Link href={paths.settings.getHref('notifications')} underline="always" sx={{ fontWeight: 600 }}>
    Settings › Notifications
  </Link>
);

/**
 * `/unsubscribe?token=` (public): the link at the foot of a notification email. Nothing changes
 * until the button is pressed, so a mail scanner that opens links unsubscribes no one; the kind
 * is known only from the answer.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  // A link the server turned down stays bad: only a failure to reach it is worth trying again.
  const linkRefused = unsubscribe.error instanceof ApiError && unsubscribe.error.status < 500;
  if (unsubscribe.isSuccess) {
    const label = NOTIFICATION_KIND_LABELS[unsubscribe.data.kind];
    return (
      <MessagePage icon={<MarkEmailReadIcon />} title="You are unsubscribed">
        <Typography component="p">You will no longer get emails about “{label}”.</Typography>
        <Typography component="p" sx={{ mt: 1.5 }}>
          Choose which emails you get in {settingsLink}.
        </Typography>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      icon={<UnsubscribeIcon />}
      title="Stop these emails?"
      actions={
        !linkRefused && (
          <Button
            variant="contained"
            size="large"
            onClick={() => unsubscribe.mutate(token)}
            loading={unsubscribe.isPending}
          >
            Unsubscribe
          </Button>
        )
      }
    >
      <Typography component="p">
        You will no longer get emails of the kind this link came with. Your notifications still show in the
        app.
      </Typography>
      {unsubscribe.isError && (
        <Alert severity="error" sx={{ mt: 2, textAlign: 'left' }}>
          {unsubscribe.error.message}
        </Alert>
      )}
      {linkRefused && (
        <Typography component="p" sx={{ mt: 2 }}>
          You can also choose which emails you get in {settingsLink}.
        </Typography>
      )}
    </MessagePage>
  );
}
