import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  notifications_also_choose_in_settings,
  notifications_choose_in_settings,
  notifications_settings_path,
  notifications_unsubscribe,
  notifications_unsubscribe_explains,
  notifications_unsubscribe_question,
  notifications_unsubscribed,
  notifications_unsubscribed_kind,
} from '@neighbourly/i18n/messages';
import { MessagePage } from '@/components/MessagePage.tsx';
import { ApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { kindLabel } from '../kind-labels.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/** A sentence with the link to Settings › Notifications where it says {settings}. */
function WithSettingsLink({ sentence }: { sentence: (inputs: { settings: string }) => string }) {
  const marker = '\u0000';
  const [before = '', after = ''] = sentence({ settings: marker }).split(marker);
  return (
    <>
      {before}
      <Link href={paths.settings.getHref('notifications')} underline="always" sx={{ fontWeight: 600 }}>
        {notifications_settings_path()}
      </Link>
      {after}
    </>
  );
}

/**
 * `/unsubscribe?token=` (public): the link at the foot of a notification email. Nothing changes
 * until the button is pressed, so a mail scanner that opens links unsubscribes no one; the kind
 * is known only from the answer.
 */
export default function UnsubscribePage() {
  useDocumentTitle(notifications_unsubscribe());
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  // A link the server turned down stays bad: only a failure to reach it is worth trying again.
  const linkRefused = unsubscribe.error instanceof ApiError && unsubscribe.error.status < 500;
  if (unsubscribe.isSuccess) {
    const label = kindLabel(unsubscribe.data.kind);
    return (
      <MessagePage icon={<MarkEmailReadIcon />} title={notifications_unsubscribed()}>
        <Typography component="p">{notifications_unsubscribed_kind({ label })}</Typography>
        <Typography component="p" sx={{ mt: 1.5 }}>
          <WithSettingsLink sentence={notifications_choose_in_settings} />
        </Typography>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      icon={<UnsubscribeIcon />}
      title={notifications_unsubscribe_question()}
      actions={
        !linkRefused && (
          <Button
            variant="contained"
            size="large"
            onClick={() => unsubscribe.mutate(token)}
            loading={unsubscribe.isPending}
          >
            {notifications_unsubscribe()}
          </Button>
        )
      }
    >
      <Typography component="p">{notifications_unsubscribe_explains()}</Typography>
      {unsubscribe.isError && (
        <Alert severity="error" sx={{ mt: 2, textAlign: 'left' }}>
          {unsubscribe.error.message}
        </Alert>
      )}
      {linkRefused && (
        <Typography component="p" sx={{ mt: 2 }}>
          <WithSettingsLink sentence={notifications_also_choose_in_settings} />
        </Typography>
      )}
    </MessagePage>
  );
}
