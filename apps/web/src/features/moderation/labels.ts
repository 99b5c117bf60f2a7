/**
 * How the moderation screens word subjects, states and actions (issue #27), in the page's
 * language (issue #29): each is a function, so it is read when a screen renders.
 */
import {
  moderation_command_line,
  moderation_dismiss,
  moderation_dismiss_done,
  moderation_dismiss_explains,
  moderation_dismiss_held_explains,
  moderation_dismiss_title,
  moderation_hide,
  moderation_hide_comment_title,
  moderation_hide_done,
  moderation_hide_event_title,
  moderation_hide_explains,
  moderation_hide_group_title,
  moderation_hide_message_title,
  moderation_log_block,
  moderation_log_dismiss,
  moderation_log_hide,
  moderation_log_restore,
  moderation_log_set_allowance,
  moderation_log_set_role,
  moderation_log_suspend,
  moderation_log_unblock,
  moderation_log_unsuspend,
  moderation_noun_comment,
  moderation_noun_event,
  moderation_noun_group,
  moderation_noun_message,
  moderation_noun_person,
  moderation_noun_remote_account,
  moderation_noun_remote_server,
  moderation_restore,
  moderation_restore_comment_title,
  moderation_restore_done,
  moderation_restore_event_title,
  moderation_restore_explains,
  moderation_restore_group_title,
  moderation_restore_held_explains,
  moderation_restore_message_title,
  moderation_state_deleted,
  moderation_state_held,
  moderation_state_hidden,
  moderation_state_suspended,
  moderation_state_visible,
  moderation_subject_comment,
  moderation_subject_event,
  moderation_subject_group,
  moderation_subject_message,
  moderation_subject_person,
  moderation_subject_remote_account,
  moderation_subject_remote_server,
  moderation_suspend,
  moderation_suspend_done,
  moderation_suspend_explains,
  moderation_suspend_title,
  moderation_unsuspend,
  moderation_unsuspend_done,
  moderation_unsuspend_explains,
  moderation_unsuspend_title,
} from '@neighbourly/i18n/messages';
import type {
  LogSubjectType,
  ModerationAction,
  ModerationLogAction,
  ReportSubject,
  SubjectState,
} from '@neighbourly/shared';

type SubjectType = ReportSubject['type'];
type Text = () => string;

/** What the log names: what can be reported, and the fediverse's servers and accounts it blocked. */
const SUBJECT_WORDS: Record<LogSubjectType, Text> = {
  GROUP: moderation_subject_group,
  EVENT: moderation_subject_event,
  COMMENT: moderation_subject_comment,
  MESSAGE: moderation_subject_message,
  USER: moderation_subject_person,
  REMOTE_SERVER: moderation_subject_remote_server,
  REMOTE_ACCOUNT: moderation_subject_remote_account,
};

/** The subject as a heading word: 'Comment'. */
export const subjectWord = (type: LogSubjectType) => SUBJECT_WORDS[type]();

const SUBJECT_NOUNS: Record<LogSubjectType, Text> = {
  GROUP: moderation_noun_group,
  EVENT: moderation_noun_event,
  COMMENT: moderation_noun_comment,
  MESSAGE: moderation_noun_message,
  USER: moderation_noun_person,
  REMOTE_SERVER: moderation_noun_remote_server,
  REMOTE_ACCOUNT: moderation_noun_remote_account,
};

/** The subject in running text: 'Hidden (comment)'. */
export const subjectNoun = (type: LogSubjectType) => SUBJECT_NOUNS[type]();

const STATE_LABELS: Record<SubjectState, Text> = {
  VISIBLE: moderation_state_visible,
  HIDDEN: moderation_state_hidden,
  HELD: moderation_state_held,
  SUSPENDED: moderation_state_suspended,
  DELETED: moderation_state_deleted,
};

/** The state chip; SUSPENDED with an end date reads 'Suspended until …' (see StateChip). */
export const stateLabel = (state: SubjectState) => STATE_LABELS[state]();

const LOG_ACTION_LABELS: Record<ModerationLogAction, Text> = {
  HIDE: moderation_log_hide,
  RESTORE: moderation_log_restore,
  SUSPEND: moderation_log_suspend,
  UNSUSPEND: moderation_log_unsuspend,
  DISMISS: moderation_log_dismiss,
  SET_ROLE: moderation_log_set_role,
  SET_ALLOWANCE: moderation_log_set_allowance,
  BLOCK: moderation_log_block,
  UNBLOCK: moderation_log_unblock,
};

/** What was done, as the log and the closed rows say it: 'Hidden by mia, …'. */
export const logActionLabel = (action: ModerationLogAction) => LOG_ACTION_LABELS[action]();

/** Who acted, in the log: a moderator's login as it was, or the operator's command line. */
export const actorName = (login: string | null) => login ?? moderation_command_line();

/** 'Hide this comment?': each language words the subject in its own grammar. */
const HIDE_TITLES: Record<SubjectType, Text> = {
  GROUP: moderation_hide_group_title,
  EVENT: moderation_hide_event_title,
  COMMENT: moderation_hide_comment_title,
  MESSAGE: moderation_hide_message_title,
  // A person is suspended, not hidden (actions.ts).
  USER: moderation_suspend_title,
};

const RESTORE_TITLES: Record<SubjectType, Text> = {
  GROUP: moderation_restore_group_title,
  EVENT: moderation_restore_event_title,
  COMMENT: moderation_restore_comment_title,
  MESSAGE: moderation_restore_message_title,
  USER: moderation_unsuspend_title,
};

/** What each action's button and dialog say. */
export const ACTION_TEXTS: Record<
  ModerationAction,
  { button: Text; title: (type: SubjectType) => string; explains: Text; done: Text }
> = {
  HIDE: {
    button: moderation_hide,
    title: (type) => HIDE_TITLES[type](),
    explains: moderation_hide_explains,
    done: moderation_hide_done,
  },
  RESTORE: {
    button: moderation_restore,
    title: (type) => RESTORE_TITLES[type](),
    explains: moderation_restore_explains,
    done: moderation_restore_done,
  },
  SUSPEND: {
    button: moderation_suspend,
    title: () => moderation_suspend_title(),
    explains: moderation_suspend_explains,
    done: moderation_suspend_done,
  },
  UNSUSPEND: {
    button: moderation_unsuspend,
    title: () => moderation_unsuspend_title(),
    explains: moderation_unsuspend_explains,
    done: moderation_unsuspend_done,
  },
  DISMISS: {
    button: moderation_dismiss,
    title: () => moderation_dismiss_title(),
    explains: moderation_dismiss_explains,
    done: moderation_dismiss_done,
  },
};

/** Restore of something held for review (a new account's links) publishes it for the first time. */
export const RESTORE_HELD_EXPLAINS: Text = moderation_restore_held_explains;

/** Dismissing what is held closes the reports but does not publish it: said, so no one expects it to. */
export const DISMISS_HELD_EXPLAINS: Text = moderation_dismiss_held_explains;
