/**
 * Direct messages (messaging.routes.ts): people write to those they share a group with, never
 * to themselves nor to someone they blocked. The owner and the host blocked `blocked`; what
 * `blocked` sends them is withheld without a word, so it still answers 201.
 */
import { API_PATHS } from '@neighbourly/shared';
import { createUser } from '../../factories.ts';
import { everyone, signedIn, type AccessRow } from '../table.ts';
import type { Role } from '../world.ts';

/** Those who share the public group with the person written to (banned left it). */
const groupmates = (status: number, but: Partial<Record<Role, number>>) =>
  everyone(403, {
    visitor: 401,
    suspended: 401,
    member: status,
    host: status,
    owner: status,
    blocked: status,
    ...but,
  });

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/userConversations',
    call: (c) => c.get(API_PATHS.conversations),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/userConversations',
    case: 'with the member',
    call: (c, w) => c.post(API_PATHS.conversations, { id: w.logins.member }),
    expect: groupmates(201, { member: 403 }),
  },
  {
    route: 'GET /api/public/v1/messages',
    case: 'with the member',
    call: (c, w) => c.get(`${API_PATHS.messages}?userId=${w.logins.member}`),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/messages',
    case: 'to the host, who blocked `blocked`',
    call: (c, w) => c.post(API_PATHS.messages, { userId: w.logins.host, message: 'Hello there' }),
    expect: groupmates(201, { host: 403 }),
  },
  {
    route: 'POST /api/public/v1/messages',
    case: 'to `blocked`, whom the owner and the host blocked',
    call: (c, w) => c.post(API_PATHS.messages, { userId: w.logins.blocked, message: 'Hello there' }),
    expect: groupmates(201, { owner: 403, host: 403, blocked: 403 }),
  },
  {
    route: 'POST /api/public/v1/messages/read',
    case: 'with the member',
    call: (c, w) => c.post(API_PATHS.messagesRead, { userId: w.logins.member }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/blocks',
    call: (c) => c.get(API_PATHS.blocks),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/blocks',
    case: 'a new person each call',
    call: async (c, w) => c.post(API_PATHS.blocks, { userId: (await createUser(w.t.app)).login }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/public/v1/blocks',
    case: 'a new person the caller just blocked',
    call: async (c, w) => {
      const { login } = await createUser(w.t.app);
      await c.post(API_PATHS.blocks, { userId: login });
      return c.delete(`${API_PATHS.blocks}?userId=${login}`);
    },
    expect: signedIn(200),
  },
];
