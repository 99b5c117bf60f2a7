/**
 * Site roles and group allowances (issue #27), changed on the command line only (src/admin/cli.ts):
 * each change is written to the moderation log with no actor (the command line).
 */
import { SITE_ROLES, type SiteRole } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findUserByLogin, setSitePowers } from '../people/index.ts';
import { insertLogEntry } from './log.repository.ts';

/** A mistake of the command's user: said in a sentence, exit code 1. */
export class CommandError extends Error {}

async function requireLogin(db: Db, login: string) {
  const person = await findUserByLogin(db, login);
  if (!person) throw new CommandError(`There is no account with the login "${login}".`);
  return person;
}

export async function setSiteRole(db: Db, login: string, role: string): Promise<string> {
  if (!(SITE_ROLES as readonly string[]).includes(role)) {
    throw new CommandError(`"${role}" is not a role: use one of ${SITE_ROLES.join(', ')}.`);
  }
  return inTransaction(db, async (trx) => {
    const person = await requireLogin(trx, login);
    const from = person.site_role;
    await setSitePowers(trx, person.id, { site_role: role as SiteRole });
    await insertLogEntry(trx, {
      actor_login: null,
      action: 'SET_ROLE',
      subject_type: 'USER',
      subject_id: person.id,
      subject_user_login: person.id,
      reason: null,
      details: JSON.stringify({ from, to: role }),
      created_at: new Date().toISOString(),
    });
    return `${person.id}: site role ${from} → ${role}.`;
  });
}

export async function setGroupAllowance(db: Db, login: string, value: string): Promise<string> {
  const allowance = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(allowance)) {
    throw new CommandError(`"${value}" is not a number of groups: give a whole number from 0 to 999999.`);
  }
  return inTransaction(db, async (trx) => {
    const person = await requireLogin(trx, login);
    const from = person.group_allowance;
    await setSitePowers(trx, person.id, { group_allowance: allowance });
    await insertLogEntry(trx, {
      actor_login: null,
      action: 'SET_ALLOWANCE',
      subject_type: 'USER',
      subject_id: person.id,
      subject_user_login: person.id,
      reason: null,
      details: JSON.stringify({ from, to: allowance }),
      created_at: new Date().toISOString(),
    });
    return `${person.id}: group allowance ${from} → ${allowance}.`;
  });
}
