/**
 * The server's module boundaries, as lint rules (DESIGN §8.11): filled in by issue #14.
 * Kept beside the code it guards; the root eslint.config.js includes it.
 */
export default [];
