/**
 * The command line for what no one can do through the app (issue #27), on the database the
 * server's environment names (DATABASE_URL, or SQLITE_FILE), as the server left it: it does not
 * migrate (an operator's command should not change the schema ahead of the server's deployment).
 *
 *   npm run admin -- role <login> MODERATOR|ADMIN|NONE
 *   npm run admin -- allowance <login> <n>
 *
 * Says what it did; a mistake (unknown login, bad role, bad number) is said on stderr with exit
 * code 1. Every change is written to the moderation log, by "the command line".
 */
import '../node-version.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { CommandError, setGroupAllowance, setSiteRole } from '../modules/moderation/index.ts';

const USAGE = [
  'Usage:',
  '  npm run admin -- role <login> MODERATOR|ADMIN|NONE   give or take a site role',
  '  npm run admin -- allowance <login> <n>               how many groups the person may own',
].join('\n');

async function main(args: string[]): Promise<number> {
  const [command, login, value, ...rest] = args;
  if ((command !== 'role' && command !== 'allowance') || !login || value === undefined || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const { db } = createDb(config.database);
  try {
    const said =
      command === 'role' ? await setSiteRole(db, login, value) : await setGroupAllowance(db, login, value);
    console.log(said);
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(error.message);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `The database could not be changed: ${message}\n` +
        'Is the server version the same as this one, and has it started once (it brings the database up to date)?',
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
