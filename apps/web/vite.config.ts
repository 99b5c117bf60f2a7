import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { directionOf, isLocale, type Locale } from '@neighbourly/shared';
import { bundleBudget } from './build/bundle-budget.ts';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { lazyMuiThemes } from './build/lazy-mui-themes.ts';
import { compileLocaleCatalogue } from './build/locale-catalogue.ts';
import { offlineShell } from './build/offline-shell.ts';

const API_TARGET = 'http://localhost:3000';
/** Paths the Node server answers; everything else is the SPA. */
const proxied = ['/api', '/authz', '/logout', '/oauth2', '/login/oauth2', '/healthz', '/readyz'];

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Under this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * What a first visit to each public page may download: the entry chunk, the page's route chunk
 * and all their static imports, JS and CSS, brotli-compressed as served (react-dom alone is
 * about 55 KB of it). Each is at most a couple of KB above what the page weighs today, so growth
 * fails the build and is looked at rather than creeping in; what only signed-in users, owners or
 * hosts need, or what shows only after the first paint, belongs in lazy chunks.
 */
const ENGLISH_BUDGETS = [
  // Issue #31, part 1: 150 KB each, the bound (the pages weigh 148.8, 149.3 and 148.1 KB:
  // +0.7 to +1.9 KB of room). React Router in declarative mode, its DOM module replaced
  // (lib/router-dom.tsx), MUI Tabs, LinearProgress, Skeleton, dayjs and validation.ts off the first
  // load; the README's "On the phone, round two" says what each step saved.
  // Before that, the first visit in a few chunks (build/first-load-chunks.ts) and toasts loaded by
  // the first toast took each page down by ~30 KB (landing 204.0 -> 174.7 KB, group 213.9 -> 180.9,
  // event 211.2 -> 179.8). The notes below are older.
  // +2 KB each for live page updates (issue #26): the listeners and topic names, ~1.6 KB.
  {
    label: 'landing /',
    chunk: 'landing',
    routeModule: 'src/features/home/pages/HomePage.tsx',
    maxBrotliBytes: 150 * 1024,
  },
  // +1 KB each for group bans (issue #27): the viewer's own ban (GET /groupBans/self) and what a
  // banned person sees instead of Join and the comment form, ~0.8 KB; the owner's parts are lazy.
  // +1 KB each for Report menus and hidden notices (issue #27): the lazy loaders of the ⋮ with
  // Report and of a hidden page's banner, and the shared labels in a chunk of their own, ~0.3 KB
  // (measured 210.9 → 211.2 KB and 208.5 → 208.9 KB); the menu, dialog and banner are lazy.
  {
    label: 'group page',
    chunk: 'group',
    routeModule: 'src/app/routes/GroupRoute.tsx',
    maxBrotliBytes: 150 * 1024,
  },
  {
    label: 'event page',
    chunk: 'event',
    routeModule: 'src/features/events/pages/EventPage.tsx',
    maxBrotliBytes: 150 * 1024,
  },
];

/**
 * Which language this build speaks (issue #29): NEIGHBOURLY_LOCALE, English by default. A page may
 * grow by at most 5 KB in any other language for its words (the budget); English itself
 * is held to its budget (issue #31: 150 KB, not 155).
 */
const LOCALE: Locale = isLocale(process.env.NEIGHBOURLY_LOCALE) ? process.env.NEIGHBOURLY_LOCALE : 'en';
const LANGUAGES_BUDGET = 5 * 1024;
const FIRST_LOAD_BUDGETS = ENGLISH_BUDGETS.map((budget) => ({
  ...budget,
  label: `${budget.label} (${LOCALE})`,
  maxBrotliBytes: budget.maxBrotliBytes + (LOCALE === 'en' ? 0 : LANGUAGES_BUDGET),
}));

/**
 * English writes dist/index.html; every other language its own index.<locale>.html beside it, in
 * its language and direction, so the server can send each reader theirs.
 */
function localePage(): Plugin {
  return {
    name: 'neighbourly-locale-page',
    transformIndexHtml: (html) =>
      html.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE}" dir="${directionOf(LOCALE)}"`),
    // After Vite's own HTML plugin has emitted the page.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || LOCALE === 'en') return;
        delete bundle['index.html'];
        this.emitFile({
          type: 'asset',
          fileName: `index.${LOCALE}.html`,
          source: page.type === 'asset' ? page.source : '',
        });
      },
    },
  };
}

/**
 * Writes a .br and a .gz copy beside each built text file, at the highest levels (done once
 * here, not per request), for the server to send as they are to browsers that accept them.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const filesIn = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesIn(file) : [file];
    });
  return {
    name: 'neighbourly-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesIn(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          // An earlier language's build compressed its files already (hashed names never change).
          if (fs.existsSync(`${file}.br`) && fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs)
            continue;
          const raw = fs.readFileSync(file);
          if (raw.length < MIN_BYTES) continue;
          const br = zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
          if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}

export default defineConfig(async () => ({
  plugins: [
    lazyMuiThemes(path.resolve(import.meta.dirname, 'src/app/lazy-theme.ts')),
    react(),
    localePage(),
    // Before precompress(): the service worker is moved to its name before files are compressed.
    offlineShell(LOCALE, directionOf(LOCALE)),
    precompress(),
    bundleBudget(FIRST_LOAD_BUDGETS),
    firstLoadChunks(
      path.resolve(import.meta.dirname, 'src/main.tsx'),
      Object.fromEntries(
        ENGLISH_BUDGETS.map((page) => [page.chunk, path.resolve(import.meta.dirname, page.routeModule)]),
      ),
      // main.tsx runs react-dom's client in a task of its own (issue #31).
      ['react-dom/client'],
    ),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: [
      // ButtonBase's ripple is off in the theme (issue #31: a first tap's cost); its code stays out.
      {
        find: /^\.\/TouchRipple\.m?js$/,
        replacement: path.resolve(import.meta.dirname, 'src/app/no-touch-ripple.ts'),
      },
      {
        find: '@neighbourly/i18n/messages',
        replacement: await compileLocaleCatalogue(
          LOCALE,
          path.resolve(import.meta.dirname, 'node_modules/.cache/paraglide'),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    // Each language after English adds its page and chunks beside English's.
    emptyOutDir: LOCALE === 'en',
    // Lazy-loaded script chunks are fetched from the site root under /static/js/.
    assetsDir: 'static',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // packages/shared is pure (no I/O, no import side effects): let unused schema modules, and
      // zod with them, drop out of the first-load bundle. Only pages with forms need them.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          // A feature's index.ts only re-exports: importing one part through it must not make a
          // page load (and run) the chunk of every other part it lists, as the landing did the
          // group page's events panel through EventCard and GroupCard (measured: landing 205.6 →
          // 203.7 KB in English, 206.9 → 205.0 KB in Persian; event page 212.8 → 211.0 KB).
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
          // lib/api.ts only re-exports the client's parts: the upload helpers stay with the forms.
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]api\.ts$/, sideEffects: false },
          // @emotion/react imports it bare (`import 'hoist-non-react-statics'`) for its withTheme,
          // which the app never uses; a CommonJS module with no effects (issue #31: -1.5 KB a page).
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: ({ names }: { names: readonly string[] }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  worker: {
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
      },
    },
  },
}));
