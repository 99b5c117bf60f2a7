import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { discovery_clear_search, discovery_filtered_empty } from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useNearby } from '../hooks/use-nearby.ts';
import { useSearchFilters, type FilterUrl } from '../hooks/use-search-filters.ts';
import { EMPTY_SEARCH, isSearchTooLong, type SearchValue } from '../search-value.ts';
import { NEARBY_KINDS, type NearbyItems } from './nearby-kinds.tsx';
import { NEARBY_IDS, NEARBY_TEXTS, NO_MATCH_TEXTS, type NearbyKindName } from './nearby-texts.ts';
import { NearbyList } from './NearbyList.tsx';
import { PanelSection } from './PanelSection.tsx';

// Only signed-in users search; visitors' first load goes without the text field and checkbox.
// Issue #28: the filters (with their dialog) and the map view come the same way; the map and its
// library only once Map is chosen.
const PanelPart = lazy(() => import('./lazy-parts.tsx'));

/** A small text field's height: the list below does not jump when the controls arrive. */
const SEARCH_CONTROLS_HEIGHT = 40;
/** The filter bar's, likewise. */
const FILTER_BAR_HEIGHT = 36;

export const EVENTS_NEARBY_ID = NEARBY_IDS.events;
export const GROUPS_NEARBY_ID = NEARBY_IDS.groups;

export interface NearbyPanelProps {
  /** Signed-in users search: the search in effect and where a new one goes. Visitors: none. */
  search?: { value: SearchValue; onChange: (value: SearchValue) => void };
  /** The kind's title unless given. */
  title?: string;
  titleComponent?: 'h1' | 'h2';
  subtitle?: string;
  /** Pages that load by themselves on scrolling; a panel with content below it stops early. */
  maxAutoPages?: number;
  /**
   * The filters of issue #28, kept in the URL: events take when, distance and format and have
   * a map view; groups take the distance. On by default for events only.
   */
  withFilters?: boolean;
  /** The map view puts the list beside the map on wide screens (a page of its own). */
  mapBeside?: boolean;
}

/** A message with the person's own words in it, isolated so they read in their own direction. */
function withTheirWords(message: (inputs: { search: string }) => string, words: string): ReactNode {
  const [before, after] = message({ search: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi>{words}</bdi>
      {after}
    </>
  );
}

/**
 * What an empty list says. A search by text that found nothing says what was searched and how
 * to undo it, rather than inviting the person to create something (issue #13); the checkbox
 * keeps the spec's text. With filters, the filter bar's chips undo them.
 */
function emptyText(
  kind: NearbyKindName,
  searches: boolean,
  value: SearchValue,
  filtered: boolean,
): ReactNode {
  const searched = value.text.trim();
  if (filtered) return discovery_filtered_empty();
  if (!searches) return NEARBY_TEXTS.emptyVisitor[kind]();
  if (value.mine) return NEARBY_TEXTS.emptyMine[kind]();
  return searched ? withTheirWords(NO_MATCH_TEXTS[kind], searched) : NEARBY_TEXTS.emptyOther[kind]();
}

/** The search box (signed-in users) and the filter bar, each loaded after the list. */
function PanelControls({
  kind,
  search,
  url,
  signedIn,
  homePlace,
}: {
  kind: NearbyKindName;
  search: NearbyPanelProps['search'];
  url: FilterUrl | null;
  signedIn: boolean;
  homePlace: string | null;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {search && (
        <Suspense fallback={<Box sx={{ minHeight: SEARCH_CONTROLS_HEIGHT }} />}>
          <PanelPart
            part="search"
            value={search.value}
            onChange={search.onChange}
            label={NEARBY_TEXTS.searchLabel[kind]()}
            placeholder={NEARBY_TEXTS.placeholder[kind]()}
            checkboxLabel={NEARBY_TEXTS.checkboxLabel[kind]()}
          />
        </Suspense>
      )}
      {url && (
        <Suspense fallback={<Box sx={{ minHeight: FILTER_BAR_HEIGHT }} />}>
          <PanelPart part="filters" kind={kind} url={url} signedIn={signedIn} homePlace={homePlace} />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * 'Events Nearby' or 'Groups Nearby': the default list, or for signed-in users the
 * search by name and #tag with the kind's "only mine" checkbox; events show as a timeline,
 * groups as a grid of cards.
 */
export function NearbyPanel<K extends NearbyKindName>({
  kind,
  search,
  title,
  titleComponent = 'h2',
  subtitle,
  maxAutoPages = Infinity,
  withFilters = kind === 'events',
  mapBeside = false,
}: NearbyPanelProps & { kind: K }) {
  const { icon, lists, renderItems } = NEARBY_KINDS[kind];
  const value = search?.value ?? EMPTY_SEARCH;
  const { user } = useAuth();
  const homePlace = user?.homePlace ?? null;
  const url = useSearchFilters(withFilters, homePlace);
  const filters = url?.request;
  const query = useNearby<NearbyItems[K]>(lists, value, filters);
  const searched = value.text.trim();
  const empty = (
    <EmptyState
      icon={icon}
      action={
        search &&
        searched && (
          <Button variant="outlined" onClick={() => search.onChange({ ...value, text: '' })}>
            {discovery_clear_search()}
          </Button>
        )
      }
    >
      {emptyText(kind, !!search, value, !!filters)}
    </EmptyState>
  );

  const list = (
    <NearbyList<NearbyItems[K]>
      query={query}
      kind={kind}
      searchKey={`${value.mine}:${value.text}:${JSON.stringify(filters)}`}
      idle={isSearchTooLong(value.text)}
      empty={empty}
      maxAutoPages={maxAutoPages}
    >
      {(items) => renderItems(items, titleComponent === 'h1' ? 'h2' : 'h3')}
    </NearbyList>
  );

  return (
    <PanelSection
      id={NEARBY_IDS[kind]}
      title={title ?? NEARBY_TEXTS.title[kind]()}
      titleComponent={titleComponent}
      subtitle={subtitle}
      controls={
        (search || url) && (
          <PanelControls kind={kind} search={search} url={url} signedIn={!!user} homePlace={homePlace} />
        )
      }
    >
      {kind === 'events' && url?.params.get('view') === 'map' ? (
        // While the map's code loads, the list stays.
        <Suspense fallback={list}>
          <PanelPart
            part="map"
            list={list}
            beside={mapBeside}
            query={query as ReturnType<typeof useNearby<Event>>}
            url={url}
            homePlace={homePlace}
          />
        </Suspense>
      ) : (
        list
      )}
    </PanelSection>
  );
}

/** Events Nearby, as a timeline. */
export const EventsNearbyPanel = (props: NearbyPanelProps) => <NearbyPanel kind="events" {...props} />;

/** Groups Nearby, as a grid of group cards. */
export const GroupsNearbyPanel = (props: NearbyPanelProps) => <NearbyPanel kind="groups" {...props} />;
