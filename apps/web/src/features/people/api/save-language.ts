/**
 * Switching language (issue #29): the account's setting for a signed-in person (POST /users, the
 * profile call, so it wins over the cookie wherever they sign in), the cookie for this browser,
 * then a reload, since each language is its own built page. Rejects, without reloading, when the
 * account refused it.
 */
import type { Locale, SelfUser } from '@neighbourly/shared';
import { markLanguageSaved, rememberLocale } from './language-choice.ts';
import { updateProfile } from './update-profile.ts';

export async function switchLanguage(
  locale: Locale,
  user: Pick<SelfUser, 'id' | 'name'> | null | undefined,
): Promise<void> {
  if (user) await updateProfile({ id: user.id, name: user.name, locale });
  rememberLocale(locale);
  markLanguageSaved(locale);
  window.location.reload();
}
