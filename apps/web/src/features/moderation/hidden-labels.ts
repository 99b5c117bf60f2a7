/**
 * What the author of hidden content (and a moderator) reads under its state's title (issue #27):
 * who can still see it, in the page's language. The titles are HIDDEN_NOTICE_LABELS.
 */
import {
  moderation_held_mine,
  moderation_held_theirs,
  moderation_hidden_mine,
  moderation_hidden_theirs,
  moderation_reason_line,
} from '@neighbourly/i18n/messages';
import type { HiddenState } from '@neighbourly/shared';

const WHO_SEES: Record<HiddenState, { mine: () => string; theirs: () => string }> = {
  HIDDEN: { mine: moderation_hidden_mine, theirs: moderation_hidden_theirs },
  HELD: { mine: moderation_held_mine, theirs: moderation_held_theirs },
};

/** Who still sees hidden or held content: its author ('mine') or a moderator looking ('theirs'). */
export const hiddenWhoSees = (state: HiddenState, mine: boolean) =>
  WHO_SEES[state][mine ? 'mine' : 'theirs']();

/** 'Reason: …' before the moderators' own words. */
export const hiddenReason = (reason: string) => moderation_reason_line({ reason });
