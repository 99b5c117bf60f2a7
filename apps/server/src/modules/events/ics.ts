import icalGenerator from 'ical-generator';
import type { AppDeps } from '../../deps.ts';
import type { EventRow } from './events.repository.ts';

/** The iCalendar file of an event (also attached to its reminder email). */
export function icsOf(deps: AppDeps, event: EventRow) {
  const url = `${deps.config.publicUrl}/group/${encodeURIComponent(event.group_id)}/events/${event.id}`;
  const calendar = icalGenerator({
    name: 'Neighbourly',
    prodId: { company: 'Neighbourly', product: 'events' },
  });
  calendar.createEvent({
    id: `${event.id}@neighbourly`,
    // Calendar apps take a change only when SEQUENCE grows: seconds since creation at the last edit.
    sequence: Math.max(0, Math.floor((Date.parse(event.updated_at) - Date.parse(event.created_at)) / 1000)),
    start: new Date(event.start_date_time),
    end: new Date(event.end_date_time),
    summary: event.name,
    description: `${event.description}\n\n${url}`,
    location: event.location,
    url,
  });
  return {
    filename: `${event.name.replace(/[^\w-]+/g, '-').slice(0, 60) || 'event'}.ics`,
    body: calendar.toString(),
  };
}
