import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { formatDateTime } from '@/lib/dates.ts';
import { LinkBehavior } from '@/components/LinkBehavior.tsx';
import { paths } from '@/lib/paths.ts';
import type { LiveEventNotice as Notice } from '../hooks/use-live-event.ts';

/** "This event was changed: now …" or "This event was cancelled", above an open event page. */
export function LiveEventNotice({ notice, groupId }: { notice: Notice; groupId: string }) {
  if (notice.cancelled) {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        This event was cancelled.{' '}
        <Link component={LinkBehavior} href={paths.group.getHref(groupId)}>
          See the group’s other events
        </Link>
      </Alert>
    );
  }
  if (!notice.changed) return null;
  const { start, location } = notice.changed;
  const now = [start ? formatDateTime(start) : null, location ? `at ${location}` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      This event was changed: now {now}
    </Alert>
  );
}
