/**
 * What the author of hidden content (and a moderator) reads under its state's title (issue #27):
 * who can still see it. The titles are hiddenNoticeLabel's (@neighbourly/i18n/labels).
 */
import type { HiddenState } from '@neighbourly/shared';

export const HIDDEN_NOTICE_WHO_SEES: Record<HiddenState, { mine: string; theirs: string }> = {
  HIDDEN: {
    mine: 'Only you and the moderators can see it.',
    theirs: 'Only its author and the moderators can see it.',
  },
  HELD: {
    mine: 'Only you can see this until a moderator reviews it.',
    theirs: 'Only its author and the moderators can see this until a moderator reviews it.',
  },
};

/** 'Reason: …' before the moderators' own words. */
export const hiddenReason = (reason: string) => `Reason: ${reason}`;
