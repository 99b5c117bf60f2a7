import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { pageQuerySchema, textSchema } from './common.ts';
import { checkWhen, checkWhere, whenHowQueryFields, whereQueryFields } from './places.ts';

const term = textSchema().max(LIMITS.searchTextMax, MESSAGES.searchText).default('');
const flag = z.enum(['true', 'false']).default('false');
const paging = pageQuerySchema.shape;

/** GET /groups/search: `searchTerm` matches names (substring, any case); every tag must match. */
export const searchGroupsQuerySchema = z
  .object({
    onlyMyGroups: flag,
    searchTerm: term,
    tagsTerm: term,
    // Issue #28: groups whose home place is within `withinKm` of the point.
    ...whereQueryFields,
    ...paging,
  })
  .superRefine(checkWhere);

/**
 * GET /events/search: upcoming events only, soonest first. Issue #28: those overlapping
 * `from`..`to` (dates are whole days on the community's clock), of a format, within a distance.
 */
export const searchEventsQuerySchema = z
  .object({
    eventsFromMyGroups: flag,
    searchTerm: term,
    tagsTerm: term,
    ...whenHowQueryFields,
    ...whereQueryFields,
    ...paging,
  })
  .superRefine(checkWhere)
  .superRefine(checkWhen);

export const defaultListQuerySchema = z.object(paging);

/** GET /events/getDefault: the same when/how/where filters as search (issue #28). */
export const defaultEventsQuerySchema = z
  .object({ ...whenHowQueryFields, ...whereQueryFields, ...paging })
  .superRefine(checkWhere)
  .superRefine(checkWhen);

/** When a search or default list is asked for without `limit`, this many come. */
export const DEFAULT_PAGE_SIZE = 20;
