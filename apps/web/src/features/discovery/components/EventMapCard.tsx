import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { discovery_map_close, discovery_map_event_card } from '@neighbourly/i18n/messages';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { awayLabel } from '../filter-request.ts';
import type { Pinned } from './ResultsMap.tsx';

/** The small card of a tapped marker. */
export function EventMapCard({ event, onClose }: { event: Pinned; onClose: () => void }) {
  // A marker chosen by keyboard (Enter) leads on to its card.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [event]);
  return (
    <Paper
      elevation={6}
      role="group"
      aria-label={discovery_map_event_card({ name: event.name })}
      sx={{
        position: 'absolute',
        zIndex: 1000,
        left: 12,
        right: 12,
        bottom: 12,
        maxWidth: 360,
        mx: 'auto',
        p: 2,
        pr: 5,
        borderRadius: 2,
      }}
    >
      <IconButton
        size="small"
        aria-label={discovery_map_close()}
        onClick={onClose}
        sx={{ position: 'absolute', top: 6, right: 6 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Link
        ref={link}
        href={paths.event.getHref(event.groupId, event.eventId)}
        variant="subtitle1"
        dir="auto"
        sx={{ fontWeight: 700, display: 'block', lineHeight: 1.3 }}
      >
        {event.name}
      </Link>
      {event.startDateTime && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatDateTime(event.startDateTime)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <bdi>{event.group.name}</bdi>
        {event.distanceKm !== undefined && ` · ${awayLabel(event.distanceKm)}`}
      </Typography>
    </Paper>
  );
}
