/**
 * How the browser tests start the app's server: the command and its environment, shared by
 * playwright.config.ts and the tests that start and stop a server of their own.
 */
import path from 'node:path';

/**
 * With E2E_SERVER_BUNDLE set (npm test sets it, after building it), the production bundle the
 * way `npm start` runs it; otherwise the TypeScript sources, which Node 24 runs as they are
 * (types stripped), so a direct run sees every edit.
 */
export const APP_SERVER_COMMAND = process.env.E2E_SERVER_BUNDLE
  ? (['node', '--enable-source-maps', '../server/dist/main.js'] as const)
  : (['node', '../server/src/main.ts'] as const);

/** The server's environment on `port`, with its database and uploads under `runDir`. */
export function appServerEnv(
  port: number,
  runDir: string,
  meetupPort: number,
  extraEnv: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    SQLITE_FILE: path.join(runDir, 'neighbourly.sqlite'),
    UPLOAD_DIR: path.join(runDir, 'uploads'),
    SEED_DEMO: 'true',
    // Defaults to apps/web/dist; a frozen copy lets the tests run while the app is rebuilt.
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    // Only errors, which playwright.config.ts prints: a 500 in a browser test shows its cause.
    LOG_LEVEL: 'error',
    // Many sign-ins from one address in a few seconds: the limits are tested on the server.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
    RATE_LIMIT_CHECK_LOGIN_PER_MINUTE: '1000',
    // Everyone here signed up minutes ago: one more link an hour than in production lets a person
    // put a link in their group, their event and a comment (stored-markup.spec); the fourth waits.
    NEW_ACCOUNT_LINKS_PER_HOUR: '3',
    // The Meetup import fetches the stand-in pages of the fixture server.
    MEETUP_ORIGINS: `http://localhost:${meetupPort}`,
    MEETUP_PRIVATE_HOSTS: 'localhost',
    // No map tiles can be reached here (issue #28): a closed local port refuses them at once, and
    // the maps must still show their markers.
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    ...extraEnv,
  };
}
