/** Every rows file of the access table, one per module (issue #33). */
import type { AccessRow } from '../table.ts';
import { rows as accountExport } from './account-export.ts';
import { rows as auth } from './auth.ts';
import { rows as discovery } from './discovery.ts';
import { rows as events } from './events.ts';
import { rows as federation } from './federation.ts';
import { rows as feeds } from './feeds.ts';
import { rows as groups } from './groups.ts';
import { rows as infrastructure } from './infrastructure.ts';
import { rows as meetupImport } from './meetup-import.ts';
import { rows as messaging } from './messaging.ts';
import { rows as moderation } from './moderation.ts';
import { rows as notifications } from './notifications.ts';
import { rows as pages } from './pages.ts';
import { rows as people } from './people.ts';
import { rows as system } from './system.ts';
import { rows as workflows } from './workflows.ts';

export const ACCESS_TABLE: AccessRow[] = [
  ...system,
  ...auth,
  ...people,
  ...groups,
  ...events,
  ...feeds,
  ...discovery,
  ...messaging,
  ...notifications,
  ...accountExport,
  ...moderation,
  ...meetupImport,
  ...workflows,
  ...federation,
  ...pages,
  ...infrastructure,
];
