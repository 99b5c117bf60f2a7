/** How the moderation screens word subjects, states and actions (issue #27). */
import type { ModerationAction, ModerationLogAction, ReportSubject, SubjectState } from '@neighbourly/shared';

export const SUBJECT_WORDS: Record<ReportSubject['type'], string> = {
  GROUP: 'Group',
  EVENT: 'Event',
  COMMENT: 'Comment',
  MESSAGE: 'Message',
  USER: 'Person',
};

/** The subject in a sentence: 'Hide this comment?'. */
export const SUBJECT_NOUNS: Record<ReportSubject['type'], string> = {
  GROUP: 'group',
  EVENT: 'event',
  COMMENT: 'comment',
  MESSAGE: 'message',
  USER: 'person',
};

/** The state chip; SUSPENDED with an end date reads 'Suspended until …' (see stateLabel). */
export const STATE_LABELS: Record<SubjectState, string> = {
  VISIBLE: 'Visible',
  HIDDEN: 'Hidden',
  HELD: 'Held for review',
  SUSPENDED: 'Suspended',
  DELETED: 'Deleted',
};

/** What was done, as the log and the closed rows say it: 'Hidden by mia, …'. */
export const LOG_ACTION_LABELS: Record<ModerationLogAction, string> = {
  HIDE: 'Hidden',
  RESTORE: 'Restored',
  SUSPEND: 'Suspended',
  UNSUSPEND: 'Unsuspended',
  DISMISS: 'Dismissed',
  SET_ROLE: 'Site role set',
  SET_ALLOWANCE: 'Group allowance set',
};

/** Who acted, in the log: a moderator's login as it was, or the operator's command line. */
export const actorName = (login: string | null) => login ?? 'Command line';

/** What each action's button and dialog say. */
export const ACTION_TEXTS: Record<
  ModerationAction,
  { button: string; title: (noun: string) => string; explains: string; done: string }
> = {
  HIDE: {
    button: 'Hide',
    title: (noun) => `Hide this ${noun}?`,
    explains:
      'Only its author and the moderators will see it, marked “Hidden by the moderators” with your reason. ' +
      'Nothing is deleted: it can be restored. The reporters are told we took action.',
    done: 'Hidden. The reports are closed.',
  },
  RESTORE: {
    button: 'Restore',
    title: (noun) => `Restore this ${noun}?`,
    explains: 'Everyone who could see it before sees it again. The reports are closed.',
    done: 'Restored. The reports are closed.',
  },
  SUSPEND: {
    button: 'Suspend',
    title: () => 'Suspend this person?',
    explains:
      'They are signed out everywhere at once and cannot sign in; their groups, events, comments and ' +
      'profile are hidden and their places at events are given up. The reporters are told we took action.',
    done: 'Suspended. The reports are closed.',
  },
  UNSUSPEND: {
    button: 'Unsuspend',
    title: () => 'Lift this suspension?',
    explains: 'They can sign in again and what they made is shown again. The reports are closed.',
    done: 'Suspension lifted. The reports are closed.',
  },
  DISMISS: {
    button: 'Dismiss',
    title: () => 'Dismiss these reports?',
    explains: 'The reports are closed with no action. Each reporter is told we did not find a breach.',
    done: 'Reports dismissed.',
  },
};

/** Restore of something held for review (a new account's links) publishes it for the first time. */
export const RESTORE_HELD_HINT = 'Publishes it';

export const SOMEONE_ELSE_ACTED = 'Someone else already acted on these reports.';

export const REASON_LABEL = 'Reason (for the moderation log)';
export const UNTIL_LABEL = 'Ends (optional)';
export const UNTIL_HINT = 'Empty: until a moderator lifts it. Your local time.';
export const RESTORE_HELD_EXPLAINS =
  'Publishes it: it was held for review (a new account’s links) and no one else has seen it yet. ' +
  'The reports are closed.';

/** Dismissing what is held closes the reports but does not publish it: said, so no one expects it to. */
export const DISMISS_HELD_EXPLAINS =
  'The reports are closed with no action, and it stays held: no one else will see it. ' +
  'To publish it, choose Restore instead.';
