/**
 * Email about unread messages: a message that is still unread 15 minutes after it was sent is
 * emailed to its recipient (who wants that kind, at a verified address), at most once an hour
 * per conversation. Sending a message schedules the check; later messages in the same quarter
 * hour share it.
 */
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { mail_unread_messages } from '@neighbourly/i18n/messages';
import { queueEmails } from '../notifications/index.ts';
import { findUserById } from '../people/index.ts';
import { takeEmailSlot, unreadFrom } from './messaging.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

const UNREAD_JOB = 'unreadMessages';
const WAIT_MS = 15 * 60_000;
const EMAIL_AT_MOST_EVERY_MS = 3_600_000;

export async function scheduleUnreadCheck(db: Db, recipientId: string, senderId: string) {
  await enqueue(
    db,
    {
      type: UNREAD_JOB,
      key: `unread:${recipientId}:${senderId}`,
      runAt: new Date(Date.now() + WAIT_MS).toISOString(),
      payload: { recipientId, senderId },
    },
    'renewIfDone',
  );
}

export function registerMessagingJobs(runner: JobRunner, deps: AppDeps) {
  runner.handle(UNREAD_JOB, async (payload) => {
    if (!deps.config.messagingEnabled) return;
    const { recipientId, senderId } = payload as { recipientId: string; senderId: string };
    await inTransaction(deps.db, async (trx) => {
      const unread = await unreadFrom(trx, recipientId, senderId);
      const sender = await findUserById(trx, senderId);
      if (unread === 0 || !sender) return;
      const now = Date.now();
      const at = new Date(now).toISOString();
      const hourAgo = new Date(now - EMAIL_AT_MOST_EVERY_MS).toISOString();
      if (!(await takeEmailSlot(trx, recipientId, senderId, at, hourAgo))) return;
      await queueEmails(
        deps,
        trx,
        {
          kind: 'unreadMessages',
          subject: `conversation:${senderId}:${at}`,
          text: (locale) => mail_unread_messages({ name: sender.name, count: unread }, { locale }),
          link: `/messages/${encodeURIComponent(senderId)}`,
        },
        [recipientId],
      );
    });
  });
}
