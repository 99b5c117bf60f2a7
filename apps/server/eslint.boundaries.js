/**
 * The server's module boundaries, as lint rules (issue #14). Kept beside the code it guards; the
 * root eslint.config.js includes it.
 *
 * Layers, from the bottom: the shared code (SHARED below: know no module), modules/<m>/ (a domain
 * each), workflows/ (what spans domains, calling the modules' doors), the callers from outside
 * (seed/, admin/, test/: through the doors too), app.ts and start.ts (put it together).
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

/**
 * The shared code every layer may use and which uses no module, workflow or outside caller:
 * the database layer, HTTP plumbing (envelope, errors, sessions), image storage, live delivery,
 * the job queue, mail, metrics, the community clock, shutdown (the lifecycle modules ask), the
 * backup tool (it copies the database whole, knowing no domain), config and the app's deps.
 */
const SHARED = [
  './db',
  './http',
  './storage',
  './live',
  './jobs',
  './mail',
  './metrics',
  './time',
  './shutdown',
  './backup',
  './config.ts',
  './config-env.ts',
  './deps.ts',
  './node-version.ts',
];

/** Kysely calls that start a query; only a repository (or shared db/ code) may make them. */
const QUERY_BUILDERS = /^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/;
const queryMessage =
  'Queries live in a repository (*.repository.ts) that owns the table; services and routes call its functions.';

/**
 * A transaction goes through inTransaction (db/transaction.ts): it runs again after a PostgreSQL
 * deadlock, and what its writes announce (open pages, the list and session caches of every
 * instance) waits for its commit. A bare one announces before it.
 */
const bareTransaction = {
  selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
  message: 'Use inTransaction (db/transaction.ts): it retries deadlocks and announces after the commit.',
};

export default [
  {
    // A repository owns its tables: services, routes, workflows, the seed and the shared code
    // (sessions, jobs, images…) hold rules and transactions. db/ is the database layer itself
    // (clients, migrations, query fragments such as keyset paging); tests and their fixtures set
    // up rows directly.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.test.ts',
      '**/*-fixture.ts',
      'apps/server/src/test/**',
      'apps/server/src/db/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=${QUERY_BUILDERS}]`, message: queryMessage },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: queryMessage },
        bareTransaction,
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: { 'no-restricted-syntax': ['error', bareTransaction] },
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
              target: SHARED,
              from: ['./modules', './workflows', './seed', './admin'],
              message: `Shared code (${SHARED.map((folder) => folder.slice(2)).join(', ')}) imports no module, workflow, seed or admin command.`,
            },
            {
              // Tests aside (a transaction test checks the HTTP answer to a conflict).
              target: './db/**/!(*.test).ts',
              from: SHARED.filter((folder) => folder !== './db' && folder !== './config.ts'),
              message:
                'db/ is the bottom of the shared code: it imports only config.ts (http/ and the rest may import db/).',
            },
          ],
        },
      ],
    },
  },
];
