import { SearchPage } from './SearchPage.tsx';

/** `/searchEvents/{term}`: the Events Nearby panel as a page (see `SearchPage`). */
export default function SearchEventsPage() {
  return <SearchPage kind="events" />;
}
