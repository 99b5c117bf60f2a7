// stylis ships no types; emotion's cache (a dependency of MUI) brings it, and the RTL cache
// needs its prefixer, the plugin emotion's default cache runs.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
}
