import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EventComment } from '@neighbourly/shared';
import { events_comment_from_fediverse, events_edited, events_edited_at } from '@neighbourly/i18n/messages';
import { paths } from '@/lib/paths.ts';
import { formatDateTime } from '@/lib/dates.ts';

/** Who wrote the comment (a link to their profile), when, and whether it was edited since. */
export function CommentByline({ comment }: { comment: EventComment }) {
  const remote = comment.remoteAuthor;
  const name = remote ? remote.name : comment.user?.name || comment.user?.id;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.25,
        minWidth: 0,
        flex: 1,
      }}
    >
      {remote ? (
        // A reply from the fediverse (issue #30): its author's profile is on their own server.
        <>
          {remote.url ? (
            <Link
              href={remote.url}
              rel="nofollow noopener noreferrer ugc"
              target="_blank"
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              dir="auto"
            >
              {name}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
              {name}
            </Typography>
          )}
          <Typography
            variant="body2"
            component="span"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            <bdi dir="ltr">@{remote.handle}</bdi> ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {events_comment_from_fediverse()}
            </Box>
          </Typography>
        </>
      ) : (
        <Link
          href={paths.profile.getHref(comment.user?.id ?? '')}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          dir="auto"
        >
          {name}
        </Link>
      )}
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        <time dateTime={comment.timestamp}>{formatDateTime(comment.timestamp)}</time>
        {comment.editedAt && (
          <>
            {' '}
            <span title={events_edited_at({ time: formatDateTime(comment.editedAt) })}>
              {events_edited()}
            </span>
          </>
        )}
      </Typography>
    </Box>
  );
}
