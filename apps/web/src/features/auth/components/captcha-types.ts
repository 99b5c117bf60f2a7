export interface CaptchaHandle {
  /** Clears the solved state so the user solves a fresh challenge (ALTCHA starts it itself). */
  reset: () => void;
}
