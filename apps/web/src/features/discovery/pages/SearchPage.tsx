import Container from '@mui/material/Container';
import {
  discovery_events_document_title,
  discovery_groups_document_title,
  discovery_search_events,
  discovery_search_events_subtitle,
  discovery_search_groups,
  discovery_search_groups_subtitle,
} from '@neighbourly/i18n/messages';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { NearbyPanel } from '../components/NearbyPanel.tsx';
import type { NearbyKindName } from '../components/nearby-kinds.tsx';
import { usePathSearch } from '../hooks/use-path-search.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/** What the two search pages differ in, kind by kind. */
const PAGES = {
  events: {
    getHref: paths.searchEvents.getHref,
    title: discovery_search_events,
    documentTitle: discovery_events_document_title,
    subtitle: discovery_search_events_subtitle,
    maxWidth: 'md',
    // Issue #28: the map view puts the list beside the map, which needs the width.
    mapMaxWidth: 'lg',
  },
  groups: {
    getHref: paths.searchGroups.getHref,
    title: discovery_search_groups,
    documentTitle: discovery_groups_document_title,
    subtitle: discovery_search_groups_subtitle,
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
  const title = page.title();
  useDocumentTitle(search.value.text ? page.documentTitle({ search: search.value.text }) : title);
  return (
    <Container
      maxWidth={params.get('view') === 'map' ? page.mapMaxWidth : page.maxWidth}
      sx={{ py: { xs: 3, md: 6 } }}
    >
      <NearbyPanel
        kind={kind}
        search={search}
        title={title}
        titleComponent="h1"
        subtitle={page.subtitle()}
        withFilters
        mapBeside
      />
    </Container>
  );
}
