import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import { events_series_dates, events_show_all_dates } from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { useState } from 'react';
import { formatNumber } from '@/lib/dates.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import { paths } from '@/lib/paths.ts';
import { useSeriesDates } from '../api/get-series-dates.ts';
import { RouterLink } from '@/lib/router-dom.tsx';

/** How many dates show before "Show all". */
const FIRST_DATES = 6;

/**
 * "Sat, Dec 12" ("sam. 12 déc.", "12月12日周六"): a date of the series in the page's language; the
 * time is the same for all, said above.
 */
const dateLabel = (instant: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(pageLanguage()), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(instant));

/**
 * The upcoming dates of the event's series, each a link to its own event page, this one marked
 * (issue #26: lists show a series once, here are the others). Nothing for a one-off.
 */
export function SeriesDates({ event }: { event: Event }) {
  const dates = useSeriesDates(event.groupId, event.series?.id ?? null);
  const [showAll, setShowAll] = useState(false);
  const list = (dates.data ?? []).filter((date) => date.startDateTime);
  // Only this date left: there are no others to go to.
  if (list.every((date) => date.eventId === event.eventId)) return null;
  const shown = showAll ? list : list.slice(0, FIRST_DATES);
  return (
    <Box component="nav" aria-label={events_series_dates()} sx={{ mt: 1.75 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
        {events_series_dates()}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((date) => {
          const current = date.eventId === event.eventId;
          return (
            <li key={date.eventId}>
              <Chip
                component={RouterLink}
                to={paths.event.getHref(date.groupId, date.eventId)}
                clickable
                label={dateLabel(date.startDateTime!)}
                color={current ? 'primary' : 'default'}
                variant={current ? 'filled' : 'outlined'}
                aria-current={current ? 'page' : undefined}
              />
            </li>
          );
        })}
      </Box>
      {list.length > shown.length && (
        // The label lines up with the dates above it.
        <Button size="small" onClick={() => setShowAll(true)} sx={{ mt: 1, ml: -0.75 }}>
          {events_show_all_dates({ total: formatNumber(list.length) })}
        </Button>
      )}
    </Box>
  );
}
