/**
 * The web's module boundaries, as lint rules (issue #14). Kept beside the code it guards; the
 * root eslint.config.js includes it.
 *
 * Layers, from the bottom: lib/ and components/ (shared, know no feature), features/<f>/ (a
 * domain each), app/ (router, shell, providers: puts the features together). A feature uses
 * another feature only through its index.ts, and features never import each other in a circle.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const src = path.join(import.meta.dirname, 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The features from the bottom up: a feature may import only those before it, so features never
 * depend on each other in a circle (no-cycle sees circles of files; this sees circles of
 * features). Events use groups (membership, joining from an event); the group page gets its
 * events parts from app/. A new feature must be placed here.
 */
const FEATURE_ORDER = ['auth', 'groups', 'events', 'discovery', 'home', 'people', 'errors', 'legal'];
const unplaced = features.filter((feature) => !FEATURE_ORDER.includes(feature));
if (unplaced.length > 0) {
  throw new Error(`apps/web/eslint.boundaries.js: place ${unplaced.join(', ')} in FEATURE_ORDER`);
}

/** Each feature may import itself, and the other features' index.ts only. */
const doorZones = features.map((feature) => ({
  target: `./features/${feature}`,
  from: './features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'A feature uses another feature only through its index.ts.',
}));

/** No feature imports one placed after it. */
const orderZones = FEATURE_ORDER.flatMap((feature, index) =>
  FEATURE_ORDER.slice(index + 1).map((later) => ({
    target: `./features/${feature}`,
    from: `./features/${later}`,
    message: `${feature} comes before ${later} in FEATURE_ORDER: it may not import it (features import each other one way only).`,
  })),
);

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
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: src,
          zones: [
            ...doorZones,
            ...orderZones,
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
