import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { CoverImage, type CoverImageProps } from '@/components/CoverImage.tsx';
import { useEventCoverUrl } from '../api/get-event-cover.ts';

/** Calm two-tone gradients for events without a cover; white marks on all keep good contrast. */
const PALETTE = [
  ['#004d40', '#00897b'],
  ['#7c2d12', '#c2410c'],
  ['#1a237e', '#3949ab'],
  ['#4a148c', '#8e24aa'],
  ['#1b5e20', '#388e3c'],
  ['#263238', '#546e7a'],
] as const;

/** A highlight and diagonal stripes: set apart from the groups' dot grid. */
const TEXTURE = [
  'radial-gradient(circle at 15% 20%, rgba(255,255,255,0.2) 0, rgba(255,255,255,0) 42%)',
  'repeating-linear-gradient(135deg, rgba(255,255,255,0.07) 0 2px, transparent 2px 14px)',
];

export interface EventCoverProps extends Pick<CoverImageProps, 'alt' | 'eager' | 'sx'> {
  event: { groupId: string; eventId: number; name: string; hasLogo: boolean };
}

/**
 * The event's cover image, or (no cover, or it fails to load) a fallback: a gradient picked
 * from the event's ids, a calendar mark and the name's initial.
 */
export function EventCover({ event, ...image }: EventCoverProps) {
  const url = useEventCoverUrl({ groupId: event.groupId, eventId: event.eventId });
  return (
    <CoverImage
      src={url}
      hasImage={event.hasLogo}
      {...image}
      placeholder={{
        seed: `${event.groupId}/${event.eventId}`,
        palette: PALETTE,
        texture: TEXTURE,
        icon: EventOutlinedIcon,
        initial: (event.name.trim() || '#').charAt(0).toUpperCase(),
      }}
    />
  );
}
