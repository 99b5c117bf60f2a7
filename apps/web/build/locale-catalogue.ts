/**
 * The catalogue of one language, compiled for one web build (issue #29). The committed catalogue
 * (packages/i18n/src/paraglide) holds every language and picks one per call, as the server needs;
 * a page needs only its reader's. Each web build compiles a project of the same message files
 * with that one language as its only one, so a page ships its messages in one language and no
 * dispatch (Paraglide's own static-locale option keeps every language, as a function call hides
 * the constant from the minifier).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';

const i18nRoot = path.resolve(import.meta.dirname, '../../../packages/i18n');

/** Compiles `locale`'s catalogue under `cacheDir`; returns the path of its messages module. */
export async function compileLocaleCatalogue(locale: string, cacheDir: string): Promise<string> {
  const settings = JSON.parse(fs.readFileSync(path.join(i18nRoot, 'project.inlang/settings.json'), 'utf8'));
  const absolute = (relative: string) => path.resolve(i18nRoot, relative);
  const format = settings['plugin.inlang.messageFormat'];
  const project = path.join(cacheDir, locale, 'project.inlang');
  fs.mkdirSync(project, { recursive: true });
  fs.writeFileSync(
    path.join(project, 'settings.json'),
    JSON.stringify({
      ...settings,
      baseLocale: locale,
      locales: [locale],
      modules: settings.modules.map(absolute),
      'plugin.inlang.messageFormat': { ...format, pathPattern: format.pathPattern.map(absolute) },
    }),
  );
  const outdir = path.join(cacheDir, locale, 'paraglide');
  await compile({
    project,
    outdir,
    outputStructure: 'locale-modules',
    // The page's one language is the base: no cookie (Paraglide's default would write its own
    // PARAGLIDE_LOCALE on every page) and no URL to read. The reader's choice is COOKIE_NAMES.locale.
    strategy: ['baseLocale'],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  });
  return path.join(outdir, 'messages.js');
}
