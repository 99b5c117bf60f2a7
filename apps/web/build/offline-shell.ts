/**
 * Installable and readable without a signal (issue #31): the web app manifest and the service
 * worker of one language's build, through vite-plugin-pwa (injectManifest: our own worker in
 * src/service-worker/sw.ts, Workbox's precache list injected into it).
 *
 * The languages are built one after another into one dist (build/build-locales.mjs), so each build
 * makes its own worker and manifest under its own names (sw.js and manifest.webmanifest for
 * English, sw.<locale>.js and manifest.<locale>.webmanifest for the others), and precaches only
 * its own files: its page, the chunks and styles it emitted, the icons. The worker is built into
 * a folder of its own inside dist and moved to its name before the files are compressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { Locale } from '@neighbourly/shared';

/** The theme's primary colours (src/app/theme.ts): the header's, light and dark. */
const THEME_LIGHT = '#00695c';
const BACKGROUND_LIGHT = '#f5f7f6';

/** Files every language's worker keeps besides its own build output (copied from public/). */
const SHARED_FILES = ['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png'];

export function offlineShell(locale: Locale, direction: 'ltr' | 'rtl'): Plugin[] {
  const english = locale === 'en';
  const workerName = english ? 'sw.js' : `sw.${locale}.js`;
  /** What this build emitted (its page after localePage() renamed it), for the precache list. */
  const emitted = new Set<string>(SHARED_FILES);
  let outDir = '';
  let workerDir = '';

  const options: Partial<VitePWAOptions> = {
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // The app registers the worker itself, after the first paint (features/offline).
    injectRegister: false,
    manifestFilename: english ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`,
    manifest: {
      name: 'Neighbourly',
      short_name: 'Neighbourly',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: locale,
      dir: direction,
      theme_color: THEME_LIGHT,
      background_color: BACKGROUND_LIGHT,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are listed in SHARED_FILES; the maskable one only the home screen asks for.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['**/.sw-*/**', '**/sw*.js'],
      // The map's chunk is the largest; anything bigger than this is not part of the shell.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({ manifest: entries.filter((entry) => emitted.has(entry.url)), warnings: [] }),
      ],
    },
  };

  const collectAndMove: Plugin = {
    name: 'neighbourly-offline-shell',
    apply: 'build',
    // The worker is written into dist/.sw-<locale>/ and its precache list read from dist/.
    config(config) {
      outDir = path.resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      workerDir = path.join(outDir, `.sw-${locale}`);
      options.outDir = workerDir;
      options.injectManifest = { ...options.injectManifest, globDirectory: outDir };
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.webmanifest') && !fileName.endsWith('.map')) emitted.add(fileName);
      }
    },
    // After vite-plugin-pwa wrote the worker, before precompress() compresses what dist holds.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const built = path.join(workerDir, 'sw.js');
        if (!fs.existsSync(built)) return;
        fs.renameSync(built, path.join(outDir, workerName));
        fs.rmSync(workerDir, { recursive: true, force: true });
      },
    },
  };

  return [collectAndMove, ...VitePWA(options)];
}
