/**
 * Each text of the two discovery panels, for both kinds side by side (issue #29: the catalogue's
 * messages, called where they are shown, so each reads in the page's language).
 */
import {
  discovery_events_empty,
  discovery_events_empty_mine,
  discovery_events_empty_visitor,
  discovery_events_found,
  discovery_events_load_failed,
  discovery_events_loading,
  discovery_events_more_failed,
  discovery_events_nearby_list,
  discovery_events_nearby_title,
  discovery_events_no_match,
  discovery_events_none_found,
  discovery_events_only_mine,
  discovery_events_placeholder,
  discovery_events_show_more,
  discovery_groups_empty,
  discovery_groups_empty_mine,
  discovery_groups_empty_visitor,
  discovery_groups_found,
  discovery_groups_load_failed,
  discovery_groups_loading,
  discovery_groups_more_failed,
  discovery_groups_nearby_list,
  discovery_groups_nearby_title,
  discovery_groups_no_match,
  discovery_groups_none_found,
  discovery_groups_only_mine,
  discovery_groups_placeholder,
  discovery_groups_show_more,
  discovery_search_events,
  discovery_search_groups,
} from '@neighbourly/i18n/messages';

export type NearbyKindName = 'events' | 'groups';

/** The section's id (a scroll target): not a text, the same in every language. */
export const NEARBY_IDS: Record<NearbyKindName, string> = {
  events: 'events-nearby',
  groups: 'groups-nearby',
};

type Text = () => string;

export const NEARBY_TEXTS = {
  title: { events: discovery_events_nearby_title, groups: discovery_groups_nearby_title },
  /** The list's accessible name. */
  listLabel: { events: discovery_events_nearby_list, groups: discovery_groups_nearby_list },
  searchLabel: { events: discovery_search_events, groups: discovery_search_groups },
  placeholder: { events: discovery_events_placeholder, groups: discovery_groups_placeholder },
  checkboxLabel: { events: discovery_events_only_mine, groups: discovery_groups_only_mine },
  /** Empty, for a visitor. */
  emptyVisitor: { events: discovery_events_empty_visitor, groups: discovery_groups_empty_visitor },
  /** Empty, with the checkbox on. */
  emptyMine: { events: discovery_events_empty_mine, groups: discovery_groups_empty_mine },
  /** Empty otherwise. */
  emptyOther: { events: discovery_events_empty, groups: discovery_groups_empty },
  /** The spinner's and the progress bar's name. */
  loading: { events: discovery_events_loading, groups: discovery_groups_loading },
  /** The first page failed. */
  loadFailed: { events: discovery_events_load_failed, groups: discovery_groups_load_failed },
  /** A further page failed. */
  moreFailed: { events: discovery_events_more_failed, groups: discovery_groups_more_failed },
  showMore: { events: discovery_events_show_more, groups: discovery_groups_show_more },
  /** What the live region says when a search found nothing. */
  noneFound: { events: discovery_events_none_found, groups: discovery_groups_none_found },
} satisfies Record<string, Record<NearbyKindName, Text>>;

/** What the live region says once a search has its answer: '12 events found', '1 group found'. */
export const FOUND_TEXTS: Record<NearbyKindName, (inputs: { count: number }) => string> = {
  events: discovery_events_found,
  groups: discovery_groups_found,
};

/** Empty after a search for `search` (not in the spec): what was searched, in the person's words. */
export const NO_MATCH_TEXTS: Record<NearbyKindName, (inputs: { search: string }) => string> = {
  events: discovery_events_no_match,
  groups: discovery_groups_no_match,
};
