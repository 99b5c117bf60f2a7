/**
 * The web's zod: forms get their resolver from here. zod compiles fast object parsers with
 * `new Function` when it may; its probe for that is reported as a Content Security Policy issue
 * under our policy (no 'unsafe-eval'), even though it is caught. In the browser it parses
 * without them; the difference is invisible at form sizes.
 */
import { zodResolver as englishZodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { inEnglish, loadTranslator } from './known-texts.ts';

z.config({ jitless: true });

/**
 * The schemas' messages are the shared English texts; a page in another language shows them in
 * its own (issue #29), translated as the resolver hands them to the form.
 */
export const zodResolver: typeof englishZodResolver = ((...args: Parameters<typeof englishZodResolver>) => {
  const resolver = englishZodResolver(...args) as Resolver<FieldValues>;
  if (inEnglish) return resolver;
  const translated: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const { translateFieldErrors } = await loadTranslator();
    translateFieldErrors(result.errors);
    return result;
  };
  return translated;
}) as typeof englishZodResolver;
