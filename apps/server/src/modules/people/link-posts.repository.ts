/** The link_posts table (issue #27): when a new account posted a link that was published. */
import type { Db } from '../../db/client.ts';

export async function linksPostedSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('link_posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('posted_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordLinkPost(db: Db, userId: string, at: string): Promise<void> {
  await db.insertInto('link_posts').values({ user_id: userId, posted_at: at }).execute();
}
