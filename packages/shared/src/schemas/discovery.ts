import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { pageQuerySchema, textSchema } from './common.ts';

const term = textSchema().max(LIMITS.searchTextMax, MESSAGES.searchText).default('');
const flag = z.enum(['true', 'false']).default('false');
const paging = pageQuerySchema.shape;

/** GET /groups/search: `searchTerm` matches names (substring, any case); every tag must match. */
export const searchGroupsQuerySchema = z.object({
  onlyMyGroups: flag,
  searchTerm: term,
  tagsTerm: term,
  ...paging,
});

/** GET /events/search: upcoming events only, soonest first. */
export const searchEventsQuerySchema = z.object({
  eventsFromMyGroups: flag,
  searchTerm: term,
  tagsTerm: term,
  ...paging,
});

export const defaultListQuerySchema = z.object(paging);

/** When a search or default list is asked for without `limit`, this many come. */
export const DEFAULT_PAGE_SIZE = 20;
