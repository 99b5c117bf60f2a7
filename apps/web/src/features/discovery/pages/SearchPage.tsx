import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { NearbyPanel } from '../components/NearbyPanel.tsx';
import type { NearbyKindName } from '../components/nearby-kinds.tsx';
import { usePathSearch } from '../hooks/use-path-search.ts';

/** What the two search pages differ in, kind by kind. */
const PAGES = {
  events: {
    getHref: paths.searchEvents.getHref,
    title: 'Search events',
    titlePrefix: 'Events',
    subtitle: 'Upcoming events by name or #tag, soonest first.',
    maxWidth: 'md',
    // Issue #28: the map view puts the list beside the map, which needs the width.
    mapMaxWidth: 'lg',
  },
  groups: {
    getHref: paths.searchGroups.getHref,
    title: 'Search groups',
    titlePrefix: 'Groups',
    subtitle: 'Groups by name or #tag, most active first.',
    // The grid of cards takes three columns.
    maxWidth: 'lg',
    mapMaxWidth: 'lg',
  },
} as const;

/**
 * `/searchEvents/{term}` and `/searchGroups/{term}` (signed-in): the kind's panel preset with
 * the decoded term (tag links use `%23tag`); the path follows the search, `?mine=true` the
 * checkbox, the rest of the query the filters (issue #28: events by when, distance and format,
 * with a map beside the list; groups by distance).
 */
export function SearchPage({ kind }: { kind: NearbyKindName }) {
  const page = PAGES[kind];
  const search = usePathSearch(page.getHref);
  const [params] = useSearchParams();
  useDocumentTitle(search.value.text ? `${page.titlePrefix}: ${search.value.text}` : page.title);
  return (
    <Container
      maxWidth={params.get('view') === 'map' ? page.mapMaxWidth : page.maxWidth}
      sx={{ py: { xs: 3, md: 6 } }}
    >
      <NearbyPanel
        kind={kind}
        search={search}
        title={page.title}
        titleComponent="h1"
        subtitle={page.subtitle}
        withFilters
        mapBeside
      />
    </Container>
  );
}
