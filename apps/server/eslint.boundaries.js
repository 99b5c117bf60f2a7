/**
 * The server's module boundaries, as lint rules (issue #14). Kept beside the code it guards; the
 * root eslint.config.js includes it.
 *
 * Layers, from the bottom: db/, http/, storage/, live/, jobs/, mail/, metrics/ (shared, know no module), modules/<m>/ (a domain
 * each), workflows/ (what spans domains, calling the modules' doors), app.ts (puts it together).
 * A module uses another module only through its index.ts, and nothing imports in a circle.
 */
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from '../../eslint.layers.js';

const src = path.join(import.meta.dirname, 'src');
/**
 * The modules from the bottom up: a module may import only those before it, so domains never
 * depend on each other in a circle (no-cycle sees circles of files; this sees circles of
 * domains). Notifications are told by every domain what happened to whom; groups know their owners (people); events belong to groups; feeds publish groups' and people's events;
 * discovery lists groups
 * and events; pages show groups and events before the app starts; messaging lets people who share a group write to each other; sign-in makes
 * people; moderation reads what is reported through the doors of the modules before it;
 * federation shows public groups and their events to the fediverse (moderators block); the
 * Meetup import checks group ids; a person's data export reads their own rows and tells them
 * through notifications. A new module must be placed here.
 */
export const MODULE_ORDER = [
  'people',
  'notifications',
  'groups',
  'events',
  'feeds',
  'discovery',
  'pages',
  'messaging',
  'moderation',
  'federation',
  'auth',
  'meetup-import',
  'account-export',
  'system',
];
const { names: modules, zones: layer } = layerZones({
  src,
  folder: 'modules',
  order: MODULE_ORDER,
  configFile: 'apps/server/eslint.boundaries.js',
  noun: 'module',
});

/** Workflows, like any other caller outside a module, go through the doors. */
const outsideZones = ['./workflows', './seed', './test', './admin', './app.ts'].map((target) => ({
  target,
  from: './modules',
  except: modules.map((m) => `./${m}/index.ts`),
  message: 'Code outside a module uses it only through its index.ts.',
}));

/** Kysely calls that start a query; only a repository (or shared db/ code) may make them. */
const QUERY_BUILDERS = /^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/;
const queryMessage =
  'Queries live in a repository (*.repository.ts) that owns the table; services and routes call its functions.';

export default [
  {
    // A repository owns its tables: services, routes and workflows hold rules and transactions.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/workflows/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=${QUERY_BUILDERS}]`, message: queryMessage },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: queryMessage },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and no-cycle sees no graph.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: src,
          zones: [
            ...layer,
            ...outsideZones,
            {
              target: './modules',
              from: './workflows',
              message: 'Workflows call the modules, never the other way round.',
            },
            {
              target: ['./db', './http', './storage', './live', './jobs', './mail', './metrics'],
              from: ['./modules', './workflows'],
              message:
                'Shared code (db/, http/, storage/, live/, jobs/, mail/, metrics/) imports no module or workflow.',
            },
          ],
        },
      ],
    },
  },
];
