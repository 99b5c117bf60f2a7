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
    // A module per message: each lands in the chunk of the code that shows it, so a page's first
    // visit carries its own words only (one module per language put every word of the app there).
    outputStructure: 'message-modules',
    // The page's one language is the base: no cookie (Paraglide's default would write its own
    // PARAGLIDE_LOCALE on every page) and no URL to read. The reader's choice is COOKIE_NAMES.locale.
    strategy: ['baseLocale'],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  });
  slimMessageModules(path.join(outdir, 'messages'));
  return path.join(outdir, 'messages.js');
}

/**
 * A one-language build's message is its one translation: each module's exported wrapper (which
 * asks the runtime for a locale it then ignores, and which minifiers keep, as calls may have
 * effects) becomes the translation itself, about 15 bytes less per message shipped. A module
 * whose shape is not the expected one stays as compiled.
 */
function slimMessageModules(dir: string): void {
  const wrapper =
    /((?:export )?const) (\w+) = \/\*\*[^\n]*\*\/ \(\((?:inputs(?: = \{\})?), options = \{\}\) => \{\n\texperimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\treturn (\w+)\(inputs\)\n\}\);/;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.js') || file.startsWith('_')) continue;
    const modulePath = path.join(dir, file);
    const source = fs.readFileSync(modulePath, 'utf8');
    const slim = source.replace(wrapper, '$1 $2 = $3;');
    if (slim !== source) fs.writeFileSync(modulePath, slim);
  }
}
