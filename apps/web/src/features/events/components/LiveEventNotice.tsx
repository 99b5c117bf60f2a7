import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import {
  events_cancelled,
  events_changed_both,
  events_changed_place,
  events_changed_time,
  events_see_other_events,
} from '@neighbourly/i18n/messages';
import { formatDateTime } from '@/lib/dates.ts';
import { LinkBehavior } from '@/components/LinkBehavior.tsx';
import { paths } from '@/lib/paths.ts';
import type { LiveEventNotice as Notice } from '../hooks/use-live-event.ts';

/** "This event was changed: now …" or "This event was cancelled", above an open event page. */
export function LiveEventNotice({ notice, groupId }: { notice: Notice; groupId: string }) {
  if (notice.cancelled) {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {events_cancelled()}{' '}
        <Link component={LinkBehavior} href={paths.group.getHref(groupId)}>
          {events_see_other_events()}
        </Link>
      </Alert>
    );
  }
  if (!notice.changed) return null;
  const { start, location } = notice.changed;
  const time = start ? formatDateTime(start) : null;
  let text: string;
  if (time && location) text = events_changed_both({ time, location });
  else if (location) text = events_changed_place({ location });
  else text = events_changed_time({ time: time ?? '' });
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
