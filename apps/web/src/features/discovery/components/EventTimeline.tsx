import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import type { Event } from '@neighbourly/shared';
import { EventCard } from '@/features/events/index.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import { awayLabel } from '../filter-request.ts';

/** Width of the date column on phones and from `sm` up; the line runs down its middle. */
const DOT = { xs: 48, sm: 60 } as const;

let dotFormats: { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat } | undefined;

/**
 * The day and short month of an instant, in the viewer's time zone and the page's language:
 * "14" / "DEC", "14" / "DÉC.", "14" / "12月", "۱۴" / "دسامبر" (Gregorian in every language).
 */
function dayAndMonth(start: string | null): { day: string; month: string } | null {
  const value = start ? new Date(start) : null;
  if (!value || Number.isNaN(value.getTime())) return null;
  const locale = intlLocaleOf(pageLanguage());
  dotFormats ??= {
    day: new Intl.DateTimeFormat(locale, { day: 'numeric' }),
    month: new Intl.DateTimeFormat(locale, { month: 'short' }),
  };
  // The day's digits alone ("14", not Chinese "14日").
  const day = dotFormats.day.formatToParts(value).find((part) => part.type === 'day')?.value ?? '';
  return { day, month: dotFormats.month.format(value).toLocaleUpperCase(locale) };
}

/** The day and short month of the event's start, in the viewer's time zone: "14" / "DEC". */
function DateDot({ start }: { start: string | null }) {
  const date = dayAndMonth(start);
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        zIndex: 1,
        width: DOT,
        height: DOT,
        borderRadius: '50%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {date ? (
        <>
          <Box component="span" sx={{ fontSize: { xs: '1.125rem', sm: '1.375rem' }, fontWeight: 800 }}>
            {date.day}
          </Box>
          <Box
            component="span"
            sx={{
              mt: '2px',
              // A long month ("سپتامبر", "SEPT.") a size smaller, to stay inside the circle.
              fontSize:
                date.month.length > 5
                  ? { xs: '0.5625rem', sm: '0.625rem' }
                  : { xs: '0.625rem', sm: '0.6875rem' },
              fontWeight: 700,
              // Spaced capitals in Latin letters only: spacing would pull Persian's joined letters apart.
              letterSpacing: /^[\p{Script=Latin}.]+$/u.test(date.month) ? '0.06em' : 0,
              whiteSpace: 'nowrap',
            }}
          >
            {date.month}
          </Box>
        </>
      ) : (
        <LockOutlinedIcon sx={{ fontSize: 20 }} />
      )}
    </Box>
  );
}

/**
 * Events Nearby as a timeline: a vertical line, and for each event a circle with its
 * day and month beside its card. The circles only decorate: the card says the full date.
 */
export function EventTimeline({
  events,
  label,
  headingComponent = 'h3',
}: {
  events: Event[];
  label: string;
  /** The cards' heading element, one level under the panel's. */
  headingComponent?: 'h2' | 'h3';
}) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 2, sm: 3 },
      }}
    >
      {events.map((event) => (
        <Box
          component="li"
          key={`${event.groupId}/${event.eventId}`}
          sx={{
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: { xs: `${DOT.xs}px minmax(0, 1fr)`, sm: `${DOT.sm}px minmax(0, 1fr)` },
            columnGap: { xs: 1.5, sm: 3 },
            alignItems: 'start',
            // The line: from this circle's middle down to the next circle, which covers its end.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              top: { xs: DOT.xs / 2, sm: DOT.sm / 2 },
              bottom: { xs: -16, sm: -24 },
              left: { xs: DOT.xs / 2 - 1, sm: DOT.sm / 2 - 1 },
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <DateDot start={event.startDateTime} />
            {event.distanceKm !== undefined && (
              // Beside the card, under its date: how far it is from the point searched from.
              <Box
                component="span"
                sx={{
                  zIndex: 1,
                  mt: 0.5,
                  bgcolor: 'background.default',
                  fontSize: '0.75rem',
                  textAlign: 'center',
                }}
              >
                {awayLabel(event.distanceKm)}
              </Box>
            )}
          </Box>
          <EventCard event={event} showGroup orientation="horizontal" headingComponent={headingComponent} />
        </Box>
      ))}
    </Box>
  );
}
