/**
 * The small, eager side of translating the shared validation texts (issue #29): English pages
 * show them as they are; other languages load translate-known.ts and their catalogue's
 * validation messages the first time a form has an error to show, so first visits carry neither.
 */
import { useEffect, useState } from 'react';
import type { Translator } from './translate-known.ts';

/** English pages need no translation of English texts. */
export const inEnglish = document.documentElement.lang === 'en';

let translatorPromise: Promise<Translator> | undefined;
let loadedTranslator: Translator | undefined;

/** The page's translator, loaded once. */
export function loadTranslator(): Promise<Translator> {
  translatorPromise ??= import('./translate-known.ts')
    .then((module) => module.loadTranslator())
    .then((translator) => (loadedTranslator = translator));
  return translatorPromise;
}

/** `text` in the page's language when it is a known validation text (English until loaded). */
export function useKnownText(text: string | undefined): string | undefined {
  const [translator, setTranslator] = useState(() => loadedTranslator);
  const needed = !!text && !inEnglish && !translator;
  useEffect(() => {
    if (needed) void loadTranslator().then(setTranslator);
  }, [needed]);
  return text && translator ? translator.translateKnown(text) : text;
}
