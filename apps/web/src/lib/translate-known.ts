/**
 * The shared validation texts (MESSAGES, which zod schemas carry in English) in this page's
 * language (issue #29): each is the catalogue's `validation_<key>`. Loaded only when a form has
 * something to say (see known-texts.ts). The page's language's validation messages come as their
 * own chunk, read from the catalogue's message file: through the compiled catalogue they would
 * join the first-visit chunk that holds the language menu's messages.
 */
import { MESSAGES } from '@neighbourly/shared';
import type { FieldErrors, FieldValues } from 'react-hook-form';

const catalogues = import.meta.glob<Record<string, string>>(
  '../../../../packages/i18n/messages/validation/*.json',
  { import: 'default' },
);

/** English text → the page's language's, for every string of MESSAGES the catalogue has. */
async function loadTranslations(): Promise<Map<string, string>> {
  const load =
    catalogues[`../../../../packages/i18n/messages/validation/${document.documentElement.lang}.json`];
  const catalogue = load ? await load() : {};
  return new Map(
    Object.entries(MESSAGES).flatMap(([key, english]) => {
      const translation = catalogue[`validation_${key}`];
      return typeof english === 'string' && translation ? [[english, translation] as const] : [];
    }),
  );
}

/** Translates known texts into the page's language; other texts come back as they are. */
export interface Translator {
  translateKnown: (text: string) => string;
  /** Translates a resolver's field errors' messages, in place (the resolver made them afresh). */
  translateFieldErrors: <T extends FieldValues>(errors: FieldErrors<T>) => void;
}

export async function loadTranslator(): Promise<Translator> {
  const translations = await loadTranslations();
  const translateKnown = (text: string) => translations.get(text) ?? text;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string') record.message = translateKnown(record.message);
    for (const [key, child] of Object.entries(record))
      // `ref` is the field's DOM element.
      if (key !== 'ref' && key !== 'message') visit(child);
  };
  return { translateKnown, translateFieldErrors: visit };
}
