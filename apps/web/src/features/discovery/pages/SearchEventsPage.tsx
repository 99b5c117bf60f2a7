import Container from '@mui/material/Container';
import { paths } from '@/app/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { EventsNearbyPanel } from '../components/EventsNearbyPanel.tsx';
import { usePathSearch } from '../hooks/use-path-search.ts';

/**
 * `/searchEvents/{term}` (signed-in): the Events Nearby panel preset with the decoded term
 * (`%23tag` searches the tag); the path follows the search, `?mine=true` the checkbox.
 */
export default function SearchEventsPage() {
  const search = usePathSearch(paths.searchEvents.getHref);
  useDocumentTitle(search.value.text ? `Events: ${search.value.text}` : 'Search events');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <EventsNearbyPanel
        search={search}
        title="Search events"
        titleComponent="h1"
        subtitle="Upcoming events by name or #tag, soonest first."
      />
    </Container>
  );
}
