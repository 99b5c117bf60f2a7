/**
 * The web's unit tests (issue #33): the logic and components that need no browser, in jsdom.
 * Apart from vite.config.ts, whose build plugins (the locale catalogue, budgets, compression)
 * would only slow each run; the browser tests (e2e/, Playwright) are not run here.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Dates are shown in the viewer's zone: the tests' is not the community's (Vancouver, on UTC−7
// all year since 2026), and has clock changes.
process.env.TZ = 'America/Toronto';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // One module graph per worker, not per file: React, MUI and jsdom load once (measured on 2
    // busy cores: 42 s → 10 s for the suite). The tests share no state: each makes its own
    // query cache, and the setup empties the page after each.
    isolate: false,
  },
});
