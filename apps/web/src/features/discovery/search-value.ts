/** What a discovery panel searches for: the text box and the "only mine" checkbox. */
import { LIMITS, parseSearchText } from '@neighbourly/shared';
import type { SearchParams } from './api/keys.ts';

export interface SearchValue {
  /** As typed: names and #tags, e.g. "board games #social". */
  text: string;
  /** 'Show only my groups' / 'Show only events from my groups'. */
  mine: boolean;
}

export const EMPTY_SEARCH: SearchValue = { text: '', mine: false };

/** The search text is at most 100 characters; a longer text is not sent. */
export const isSearchTooLong = (text: string) => text.length > LIMITS.searchTextMax;

/**
 * The search call's parameters, or null when the panel shows the default list: an empty text
 * (blank counts as empty) with the checkbox off.
 */
export function toSearchParams({ text, mine }: SearchValue): SearchParams | null {
  const { searchTerm, tagsTerm } = parseSearchText(text);
  if (!searchTerm && !tagsTerm && !mine) return null;
  return { searchTerm, tagsTerm, mine };
}
