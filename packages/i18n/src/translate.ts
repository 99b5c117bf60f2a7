/**
 * Texts the app writes in English where its code is shared by both sides (the validation messages
 * of packages/shared, which zod schemas carry as strings) or deep in the server (its refusals), put
 * into a reader's language at the moment they are shown: by the server's error answers and by the
 * web's forms. English texts that are not in the catalogue come back as they are.
 */
import { m } from './paraglide/messages.js';
import { BASE_LOCALE, type Locale } from '@neighbourly/shared';

type Translation = (inputs: Record<string, never>, options: { locale: Locale }) => string;

let keysByEnglish: Map<string, Translation> | undefined;

function catalogueOf(): Map<string, Translation> {
  keysByEnglish ??= new Map(
    Object.entries(m as unknown as Record<string, Translation>)
      // The validation texts of packages/shared, and the server's own refusals (issue #29).
      .filter(([key]) => key.startsWith('validation_') || key.startsWith('server_'))
      .map(([, translation]) => [translation({}, { locale: BASE_LOCALE }), translation]),
  );
  return keysByEnglish;
}

/** `text` in `locale` when the catalogue knows it; itself otherwise. */
export function translateKnown(text: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return text;
  return catalogueOf().get(text)?.({}, { locale }) ?? text;
}

/**
 * An API refusal's message in `locale`: a known text, or "field: known text" as request validation
 * words it (the field is the API's own name and stays).
 */
export function translateRefusal(message: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return message;
  const whole = translateKnown(message, locale);
  if (whole !== message) return whole;
  const field = /^([\w.[\]]+): ([\s\S]+)$/.exec(message);
  if (!field) return message;
  const translated = translateKnown(field[2]!, locale);
  return translated === field[2] ? message : `${field[1]}: ${translated}`;
}
