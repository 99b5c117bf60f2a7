/**
 * Demo data for a first look: the README's demo account and a dozen Vancouver groups with
 * owners, members, covers and a pending request. Written on first start of an empty database.
 */
import crypto from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { processImage, saveImage } from '../modules/images/images.service.ts';
import { replaceTags } from '../modules/groups/groups.repository.ts';
import { insertUser, VANCOUVER } from '../modules/users/users.repository.ts';
import { renderCover } from './covers.ts';
import { DEMO_GROUPS } from './demo-groups.ts';

export const DEMO_ACCOUNT = { login: 'demo', password: 'Demo1234!', name: 'Demo Neighbour' } as const;

export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  const { db } = deps;
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  await insertUser(db, {
    login: DEMO_ACCOUNT.login,
    name: DEMO_ACCOUNT.name,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
  });

  // The demo neighbours cannot be signed into: their passwords are random and thrown away.
  const unusable = await hashPassword(`${crypto.randomBytes(24).toString('base64')}aA1!`);
  const owners = DEMO_GROUPS.map((g) => g.owner);
  for (const owner of owners)
    await insertUser(db, { login: owner.login, name: owner.name, passwordHash: unusable });

  const start = Date.now() - 60 * 86_400_000;
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const createdAt = new Date(start + index * 3 * 86_400_000).toISOString();
    // Some of the other owners join each public group; private groups stay small.
    const joiners = owners
      .filter((o) => o.login !== group.owner.login)
      .filter((_, i) => (i + index) % (group.type === 'PUBLIC' ? 2 : 4) === 0);
    const demoJoins = ['kits_beach_runners', 'north_shore_hikers', 'mount_pleasant_board_games'].includes(
      group.id,
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('groups')
        .values({
          id: group.id,
          name: group.name,
          description: group.description,
          owner_id: group.owner.login,
          type: group.type,
          ...VANCOUVER,
          has_logo: 0,
          members_count: 1 + joiners.length + (demoJoins ? 1 : 0),
          last_activity_at: new Date(start + (index * 7 + 30) * 86_400_000 * 0.4).toISOString(),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      await replaceTags(trx, group.id, group.tags);
      const members = [
        { user_id: group.owner.login, role: 'OWNER' },
        ...joiners.map((j) => ({ user_id: j.login, role: 'MEMBER' })),
        ...(demoJoins ? [{ user_id: DEMO_ACCOUNT.login, role: 'MEMBER' }] : []),
      ];
      await trx
        .insertInto('group_members')
        .values(
          members.map((m, i) => ({
            group_id: group.id,
            ...m,
            joined_at: new Date(Date.parse(createdAt) + i * 3_600_000).toISOString(),
          })),
        )
        .execute();
    });
    const cover = await processImage(await renderCover(group.palette, index + 1));
    await saveImage(deps, 'group', group.id, cover, async (trx) => {
      await trx.updateTable('groups').set({ has_logo: 1 }).where('id', '=', group.id).execute();
    });
  }
  // The demo account has asked to join one private group, so that flow is visible too.
  await db
    .insertInto('membership_requests')
    .values({
      group_id: 'commercial_drive_readers',
      user_id: DEMO_ACCOUNT.login,
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
}
