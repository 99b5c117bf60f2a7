import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { useNearby } from '../hooks/use-nearby.ts';
import { EMPTY_SEARCH, isSearchTooLong, type SearchValue } from '../search-value.ts';
import {
  EMPTY_SEARCH_TEXTS,
  NEARBY_KINDS,
  NEARBY_TEXTS,
  type NearbyItems,
  type NearbyKindName,
} from './nearby-kinds.tsx';
import { NearbyList } from './NearbyList.tsx';
import { PanelSection } from './PanelSection.tsx';

// Only signed-in users search; visitors' first load goes without the text field and checkbox.
const SearchControls = lazy(() =>
  import('./SearchControls.tsx').then((m) => ({ default: m.SearchControls })),
);

/** A small text field's height: the list below does not jump when the controls arrive. */
const SEARCH_CONTROLS_HEIGHT = 40;

export const EVENTS_NEARBY_ID = NEARBY_TEXTS.id.events;
export const GROUPS_NEARBY_ID = NEARBY_TEXTS.id.groups;

export interface NearbyPanelProps {
  /** Signed-in users search: the search in effect and where a new one goes. Visitors: none. */
  search?: { value: SearchValue; onChange: (value: SearchValue) => void };
  /** The kind's title unless given. */
  title?: string;
  titleComponent?: 'h1' | 'h2';
  subtitle?: string;
  /** Pages that load by themselves on scrolling; a panel with content below it stops early. */
  maxAutoPages?: number;
}

/**
 * 'Events Nearby' or 'Groups Nearby': the default list, or for signed-in users the
 * search by name and #tag with the kind's "only mine" checkbox; events show as a timeline,
 * groups as a grid of cards.
 */
export function NearbyPanel<K extends NearbyKindName>({
  kind,
  search,
  title = NEARBY_TEXTS.title[kind],
  titleComponent = 'h2',
  subtitle,
  maxAutoPages = Infinity,
}: NearbyPanelProps & { kind: K }) {
  const { icon, lists, renderItems } = NEARBY_KINDS[kind];
  const value = search?.value ?? EMPTY_SEARCH;
  const query = useNearby<NearbyItems[K]>(lists, value);
  const searched = value.text.trim();
  // A search by text that found nothing says what was searched and how to undo it, rather
  // than inviting the person to create something (issue #13); the checkbox keeps the spec's text.
  const text = !search
    ? NEARBY_TEXTS.emptyVisitor[kind]
    : value.mine
      ? NEARBY_TEXTS.emptyMine[kind]
      : searched
        ? EMPTY_SEARCH_TEXTS[kind](searched)
        : NEARBY_TEXTS.emptyOther[kind];
  const empty = (
    <EmptyState
      icon={icon}
      action={
        search &&
        searched && (
          <Button variant="outlined" onClick={() => search.onChange({ ...value, text: '' })}>
            Clear search
          </Button>
        )
      }
    >
      {text}
    </EmptyState>
  );

  return (
    <PanelSection
      id={NEARBY_TEXTS.id[kind]}
      title={title}
      titleComponent={titleComponent}
      subtitle={subtitle}
      controls={
        search && (
          <Suspense fallback={<Box sx={{ minHeight: SEARCH_CONTROLS_HEIGHT }} />}>
            <SearchControls
              value={search.value}
              onChange={search.onChange}
              label={NEARBY_TEXTS.searchLabel[kind]}
              placeholder={NEARBY_TEXTS.placeholder[kind]}
              checkboxLabel={NEARBY_TEXTS.checkboxLabel[kind]}
            />
          </Suspense>
        )
      }
    >
      <NearbyList<NearbyItems[K]>
        query={query}
        noun={kind}
        one={NEARBY_TEXTS.one[kind]}
        searchKey={`${value.mine}:${value.text}`}
        idle={isSearchTooLong(value.text)}
        empty={empty}
        maxAutoPages={maxAutoPages}
      >
        {(items) => renderItems(items, titleComponent === 'h1' ? 'h2' : 'h3')}
      </NearbyList>
    </PanelSection>
  );
}

/** Events Nearby, as a timeline. */
export const EventsNearbyPanel = (props: NearbyPanelProps) => <NearbyPanel kind="events" {...props} />;

/** Groups Nearby, as a grid of group cards. */
export const GroupsNearbyPanel = (props: NearbyPanelProps) => <NearbyPanel kind="groups" {...props} />;
