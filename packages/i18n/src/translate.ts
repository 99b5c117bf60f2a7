/**
 * Texts the app writes in English where its code is shared by both sides (the validation messages
 * of packages/shared, which zod schemas carry as strings) or deep in the server (its refusals), put
 * into a reader's language at the moment they are shown: by the server's error answers and by the
 * web's forms. English texts that are not in the catalogue come back as they are.
 *
 * The two areas' message files are read as they are (fixed texts, no placeholders), not through
 * the compiled catalogue: its namespace of every message would pull all ~2,000 messages of six
 * languages into the server's bundle (3.8 MB of code, and ~50 MB of the server's memory with
 * their source map; issue #31).
 */
import { BASE_LOCALE, type Locale } from '@neighbourly/shared';
import serverEn from '../messages/server/en.json' with { type: 'json' };
import serverFa from '../messages/server/fa.json' with { type: 'json' };
import serverFr from '../messages/server/fr.json' with { type: 'json' };
import serverPa from '../messages/server/pa.json' with { type: 'json' };
import serverZhHans from '../messages/server/zh-Hans.json' with { type: 'json' };
import serverZhHant from '../messages/server/zh-Hant.json' with { type: 'json' };
import validationEn from '../messages/validation/en.json' with { type: 'json' };
import validationFa from '../messages/validation/fa.json' with { type: 'json' };
import validationFr from '../messages/validation/fr.json' with { type: 'json' };
import validationPa from '../messages/validation/pa.json' with { type: 'json' };
import validationZhHans from '../messages/validation/zh-Hans.json' with { type: 'json' };
import validationZhHant from '../messages/validation/zh-Hant.json' with { type: 'json' };

type MessageFile = Record<string, string>;

/** The validation texts of packages/shared and the server's own refusals (issue #29), per language. */
const FILES: Record<Locale, MessageFile[]> = {
  en: [validationEn, serverEn],
  fr: [validationFr, serverFr],
  'zh-Hans': [validationZhHans, serverZhHans],
  'zh-Hant': [validationZhHant, serverZhHant],
  pa: [validationPa, serverPa],
  fa: [validationFa, serverFa],
};

const byLocale = new Map<Locale, Map<string, string>>();

/** English text → `locale`'s, built on first use. */
function catalogueOf(locale: Locale): Map<string, string> {
  let catalogue = byLocale.get(locale);
  if (!catalogue) {
    const translated: MessageFile = Object.assign({}, ...FILES[locale]);
    catalogue = new Map();
    for (const file of FILES[BASE_LOCALE])
      for (const [key, english] of Object.entries(file)) {
        const text = translated[key];
        if (key !== '$schema' && text) catalogue.set(english, text);
      }
    byLocale.set(locale, catalogue);
  }
  return catalogue;
}

/** `text` in `locale` when the catalogue knows it; itself otherwise. */
export function translateKnown(text: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return text;
  return catalogueOf(locale).get(text) ?? text;
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
