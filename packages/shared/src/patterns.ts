/**
 * The patterns of the validation rules (validation.ts), in a module of their own: the app's first
 * load needs a few of them (a group id's check, live topics) without the rules' messages.
 */
export const PATTERNS = {
  login: /^[A-Za-z0-9_]{3,30}$/,
  // Lowercase, uppercase, digit and special symbol each at least once, nothing else.
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,24}$/,
  groupId: /^[a-z0-9_]{1,30}$/,
  /** `user@server.example`, an @ in front allowed (issue #30). */
  fediverseAccount: /^@?[\w.-]+@[a-z0-9.-]+\.[a-z]{2,}(?::\d{1,5})?$/i,
  startsWithNonSpace: /^\S/,
  /**
   * Text a person can type: no control characters but tab, line feed and carriage return, and
   * no lone surrogate halves. PostgreSQL cannot store NUL, and nobody means to send the rest.
   */
  typeable: /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u,
  /**
   * One word of letters, digits, dashes or underscores, as search finds tags by words. Letters
   * take their marks (Gurmukhi's vowel signs, tippi and addak are marks, issue #29) and Persian
   * its zero-width (non-)joiners, which belong inside words.
   */
  tag: /^(?:[\p{L}\p{M}\p{N}_-]|\u200c|\u200d){1,30}$/u,
} as const;

export const isTypeable = (value: string) => PATTERNS.typeable.test(value);
export const isValidLogin = (value: string) => PATTERNS.login.test(value);
export const isValidPassword = (value: string) => PATTERNS.password.test(value);
export const isValidGroupId = (value: string) => PATTERNS.groupId.test(value);
