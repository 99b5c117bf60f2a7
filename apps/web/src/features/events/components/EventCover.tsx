import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useEventCoverUrl } from '../api/get-event-cover.ts';

/** Calm two-tone gradients for events without a cover; white marks on all keep good contrast. */
const PLACEHOLDERS = [
  ['#004d40', '#00897b'],
  ['#7c2d12', '#c2410c'],
  ['#1a237e', '#3949ab'],
  ['#4a148c', '#8e24aa'],
  ['#1b5e20', '#388e3c'],
  ['#263238', '#546e7a'],
] as const;

function placeholderFor(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLACEHOLDERS[hash % PLACEHOLDERS.length] ?? PLACEHOLDERS[0];
}

export interface EventCoverProps {
  event: { groupId: string; eventId: number; name: string; hasLogo: boolean };
  /** Text for the image; empty when the cover only decorates (a card whose name is beside it). */
  alt?: string;
  /** Load at once (a cover above the fold) instead of when scrolled near. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The event's cover image, or (no cover, or it fails to load) a fallback: a gradient picked
 * from the event's ids, a calendar mark and the name's initial.
 */
export function EventCover({ event, alt = '', eager = false, sx }: EventCoverProps) {
  const key = { groupId: event.groupId, eventId: event.eventId };
  const url = useEventCoverUrl(key);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = event.hasLogo && failedUrl !== url;
  const [from, to] = placeholderFor(`${event.groupId}/${event.eventId}`);

  return (
    <Box
      sx={[
        { position: 'relative', overflow: 'hidden', bgcolor: 'action.hover', containerType: 'inline-size' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedUrl(url)}
          sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#ffffff',
            background: [
              'radial-gradient(circle at 15% 20%, rgba(255,255,255,0.2) 0, rgba(255,255,255,0) 42%)',
              'repeating-linear-gradient(135deg, rgba(255,255,255,0.07) 0 2px, transparent 2px 14px)',
              `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
            ].join(', '),
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: 0.92 }}>
            <EventOutlinedIcon sx={{ fontSize: 'clamp(28px, 12cqi, 64px)' }} />
            <Box
              component="span"
              sx={{ fontSize: 'clamp(24px, 10cqi, 56px)', fontWeight: 800, letterSpacing: '-0.02em' }}
            >
              {(event.name.trim() || '#').charAt(0).toUpperCase()}
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
