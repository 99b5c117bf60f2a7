/**
 * The reader's language for what the server writes to them (issue #29): their account's setting,
 * else a link's `?lang=`, else the language they picked in the menu (a cookie), else their
 * browser's Accept-Language, else English. Junk in any of them falls through to the next; nothing here throws.
 */
import type { FastifyRequest } from 'fastify';
import { chooseLocale, COOKIE_NAMES, type Locale } from '@neighbourly/shared';

export async function readerLocale(request: FastifyRequest): Promise<Locale> {
  // A failure loading the account (the very error being answered, maybe) leaves the other sources.
  // (An app built without sessions, as some tests build it, has no accounts to ask.)
  const user =
    typeof request.currentUser === 'function' ? await request.currentUser().catch(() => null) : null;
  const header = request.headers['accept-language'];
  return chooseLocale({
    account: user?.locale,
    query: (request.query as Record<string, unknown> | undefined)?.lang,
    cookie: request.cookies?.[COOKIE_NAMES.locale],
    acceptLanguage: Array.isArray(header) ? header.join(',') : header,
  });
}
