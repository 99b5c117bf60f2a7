import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  moderation_as_reported,
  moderation_changed_since,
  moderation_deleted_since,
  moderation_open_it,
  moderation_unchanged_since,
} from '@neighbourly/i18n/messages';
import type { ModerationQueueItem, ReportSnapshot } from '@neighbourly/shared';

function Quote({ snapshot }: { snapshot: ReportSnapshot }) {
  return (
    <Box component="blockquote" sx={{ m: 0, my: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
      {snapshot.title && (
        <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {snapshot.title}
        </Typography>
      )}
      {snapshot.text && (
        <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {snapshot.text}
        </Typography>
      )}
    </Box>
  );
}

const unchanged = (a: ReportSnapshot, b: ReportSnapshot) => a.text === b.text && a.title === b.title;

/** The subject as people saw it when reported, and as it is now (when it differs). */
export function SubjectView({ item }: { item: ModerationQueueItem }) {
  const { snapshot, current } = item;
  const link = current?.link ?? null;
  return (
    <Box sx={{ my: 1.5 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {moderation_as_reported()}
      </Typography>
      <Quote snapshot={snapshot} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {current === null
          ? moderation_deleted_since()
          : unchanged(current, snapshot)
            ? moderation_unchanged_since()
            : moderation_changed_since()}{' '}
        {link && (
          <Link href={link} underline="always">
            {moderation_open_it()}
          </Link>
        )}
      </Typography>
      {current && !unchanged(current, snapshot) && <Quote snapshot={current} />}
    </Box>
  );
}
