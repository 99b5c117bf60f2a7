/**
 * The catalogue's rules (issue #29), on every commit: English is the source of truth; every other
 * language has exactly its keys, the same placeholders and the same numbers, and is a translation
 * (not an English copy); English's validation texts are the app's own (MESSAGES); and the compiled
 * catalogue in src/paraglide is what the message files compile to today.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { BASE_LOCALE, LOCALES, MESSAGES } from '@neighbourly/shared';

const root = path.resolve(import.meta.dirname, '..');
const settings = JSON.parse(fs.readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8'));
const patterns: string[] = settings['plugin.inlang.messageFormat'].pathPattern;

type Message = string | { declarations?: string[]; match: Record<string, string> }[];
const read = (pattern: string, locale: string): Record<string, Message> => {
  const file = path.join(root, pattern.replace('{locale}', locale));
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return messages;
};

/** Every text of a message: the string, or each variant's. */
const textsOf = (message: Message): string[] =>
  typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
const placeholdersIn = (message: Message) => [
  ...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))),
];
/** A variant message's declared inputs and locals ("input count", "local countText = count: number"). */
const declared = (message: Message, kind: 'input' | 'local') =>
  typeof message === 'string'
    ? []
    : message.flatMap((variant) =>
        (variant.declarations ?? []).flatMap((line) => {
          const name = new RegExp(`^${kind}\\s+(\\w+)`).exec(line.trim());
          return name ? [name[1]!] : [];
        }),
      );
/**
 * What a message needs from its caller: its placeholders, or a variant message's declared inputs
 * (a language may show them through locals of its own: Persian writes a count as "۵" via :number).
 */
const placeholdersOf = (message: Message) =>
  (typeof message === 'string' ? placeholdersIn(message) : [...new Set(declared(message, 'input'))]).sort();
/** Persian and Gurmukhi digits read as 0–9, so "۵۰۰" keeps the limit "500". */
const latinDigits = (text: string) =>
  text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[੦-੯]/g, (d) => String(d.charCodeAt(0) - 0x0a66));
const numbersOf = (message: Message) =>
  textsOf(message)
    .flatMap((text) => latinDigits(text).match(/\d+/g) ?? [])
    .sort();

describe('the catalogue', () => {
  it('names every language in the project settings', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(BASE_LOCALE);
  });

  for (const pattern of patterns) {
    const area = pattern.split('/').at(-2)!;
    const english = read(pattern, BASE_LOCALE);
    it(`${area}: every key starts with "${area}_", so a key says where it lives`, () => {
      expect(Object.keys(english).filter((key) => !key.startsWith(`${area}_`))).toEqual([]);
    });
    for (const locale of LOCALES.filter((l) => l !== BASE_LOCALE)) {
      it(`${area}: ${locale} has English's keys, placeholders and numbers, translated`, () => {
        const translated = read(pattern, locale);
        expect(Object.keys(translated).sort(), 'the same keys as English').toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, source] of Object.entries(english)) {
          const target = translated[key]!;
          expect(placeholdersOf(target), `${key}: placeholders`).toEqual(placeholdersOf(source));
          const known = [...declared(target, 'input'), ...declared(target, 'local')];
          if (typeof target !== 'string') {
            expect(
              placeholdersIn(target).filter((name) => !known.includes(name)),
              `${key}: every placeholder declared`,
            ).toEqual([]);
          }
          expect(numbersOf(target), `${key}: numbers`).toEqual(numbersOf(source));
          // A copy of English is a missing translation (texts of names and codes alone are exempt).
          const words = textsOf(source)
            .join(' ')
            .replace(/\{\w+\}|https?:\/\/|[A-Z_]{2,}|[\d.,:-]+/g, '');
          if (/[a-z]{3,}/.test(words)) {
            expect(textsOf(target).join(' '), `${key}: translated`).not.toBe(textsOf(source).join(' '));
          }
        }
      });
    }
  }

  it("keeps English's validation texts the app's own", () => {
    const english = read(
      patterns.find((p) => p.includes('/validation/'))!,
      BASE_LOCALE,
    );
    const texts = Object.fromEntries(
      Object.entries(MESSAGES as Record<string, unknown>)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]) => [`validation_${key}`, text]),
    );
    expect(english).toEqual(texts);
  });

  it('is compiled: src/paraglide is what the message files compile to (npm run compile -w @neighbourly/i18n)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-catalogue-'));
    const compiled = spawnSync(
      path.join(root, '../../node_modules/.bin/paraglide-js'),
      [
        'compile',
        '--project',
        './project.inlang',
        '--outdir',
        out,
        '--output-structure',
        'locale-modules',
        '--emit-ts-declarations',
        '--no-emit-git-ignore',
        '--no-emit-readme',
        '--silent',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(compiled.status, compiled.stderr).toBe(0);
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .sort();
    const committed = path.join(root, 'src/paraglide');
    expect(files(committed)).toEqual(files(out));
    for (const file of files(out)) {
      expect(fs.readFileSync(path.join(committed, file), 'utf8'), file).toBe(
        fs.readFileSync(path.join(out, file), 'utf8'),
      );
    }
    fs.rmSync(out, { recursive: true, force: true });
  }, 300_000);
});
