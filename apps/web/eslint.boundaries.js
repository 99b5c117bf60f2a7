/**
 * The web's module boundaries, as lint rules (issue #14). Kept beside the code it guards; the
 * root eslint.config.js includes it.
 *
 * Layers, from the bottom: lib/ and components/ (shared, know no feature), features/<f>/ (a
 * domain each), app/ (router, shell, providers: puts the features together). A feature uses
 * another feature only through its index.ts, and features never import each other in a circle.
 */
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from '../../eslint.layers.js';

const src = path.join(import.meta.dirname, 'src');
/**
 * The features from the bottom up: a feature may import only those before it, so features never
 * depend on each other in a circle (no-cycle sees circles of files; this sees circles of
 * features). Events use groups (membership, joining from an event); the group page gets its
 * events parts from app/, and the settings page its Blocked people tab from messaging.
 * Notifications sit low (they use only auth), so any feature may link to them or show their
 * parts, as settings does its Notifications tab. A new feature must be placed here.
 */
export const FEATURE_ORDER = [
  'auth',
  'notifications',
  'moderation',
  'groups',
  'events',
  // Saves the viewer's events (auth, events) for reading without a connection (issue #31).
  'offline',
  'discovery',
  'home',
  'people',
  'messaging',
  'errors',
  'legal',
];
const { zones: layer } = layerZones({
  src,
  folder: 'features',
  order: FEATURE_ORDER,
  configFile: 'apps/web/eslint.boundaries.js',
  noun: 'feature',
});

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and no-cycle sees no graph.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // React Router's DOM module keeps its framework-mode code in every bundle that imports from
      // it (issue #31): the app's own Link and useSearchParams are in lib/router-dom.tsx.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: [
                'Link',
                'NavLink',
                'useSearchParams',
                'useLinkClickHandler',
                'BrowserRouter',
                'ScrollRestoration',
                'Form',
                'useFetcher',
                'useSubmit',
                'useBeforeUnload',
              ],
              message:
                'Use RouterLink / useSearchParams from @/lib/router-dom.tsx (issue #31: first-load size).',
            },
            { name: 'react-router/dom', message: 'The app renders <AppRouter> (app/app-router.tsx).' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: src,
          zones: [
            ...layer,
            {
              target: ['./components', './lib'],
              from: './features',
              message: 'Shared code (components/, lib/) imports no feature.',
            },
            {
              target: ['./components', './lib', './features'],
              from: './app',
              message: 'The app layer imports the features and shared code, never the other way round.',
            },
          ],
        },
      ],
    },
  },
];
