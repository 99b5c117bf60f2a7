import Box from '@mui/material/Box';
import {
  events_faces_label,
  events_faces_label_more,
  events_names_separator,
} from '@neighbourly/i18n/messages';
import type { EventParticipant } from '@neighbourly/shared';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { formatNumber } from '@/lib/dates.ts';

/** How many faces the header shows before '+N' (issue #13). */
const SHOWN = 8;
const SIZE = 36;

const displayName = (user: EventParticipant['user']) => user.name?.trim() || user.id;

/**
 * The first attendees' faces in the event page's header, overlapping, then '+N' for the rest
 * (issue #13). Only participants: the host is named apart ("Hosted by …") and the waitlist is
 * not going yet, so the faces agree with the count beside them. One label says it all to
 * screen readers ("10 going: Ann, Bob, … and 2 more"); the faces themselves are decoration.
 */
export function AttendeeFaces({ participants }: { participants: readonly EventParticipant[] }) {
  const going = participants.filter((p) => p.role === 'PARTICIPANT');
  if (going.length === 0) return null;
  const shown = going.slice(0, SHOWN);
  const more = going.length - shown.length;
  const names = shown.map((p) => displayName(p.user)).join(events_names_separator());
  const label =
    more > 0
      ? events_faces_label_more({ count: going.length, names, more: formatNumber(more) })
      : events_faces_label({ count: going.length, names });
  const ring = { border: 2, borderColor: 'background.default', boxSizing: 'content-box' } as const;

  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}
    >
      {shown.map(({ user }, i) => (
        <UserAvatar
          key={user.id}
          user={user}
          size={SIZE}
          alt=""
          aria-hidden
          title={displayName(user)}
          sx={[ring, { ml: i === 0 ? 0 : -1 }]}
        />
      ))}
      {more > 0 && (
        <Box
          aria-hidden
          sx={[
            ring,
            {
              ml: -1,
              minWidth: SIZE,
              height: SIZE,
              px: 0.75,
              borderRadius: SIZE / 2,
              bgcolor: 'action.selected',
              color: 'text.primary',
              display: 'grid',
              placeItems: 'center',
              fontSize: '0.8125rem',
              fontWeight: 700,
            },
          ]}
        >
          +{formatNumber(more)}
        </Box>
      )}
    </Box>
  );
}
