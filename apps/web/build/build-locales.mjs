#!/usr/bin/env node
/**
 * `npm run build -w @neighbourly/web`: one Vite build per language (issue #29), English first (it
 * empties dist/ and writes index.html), then each other language into the same dist/ (its
 * index.<locale>.html; its hashed chunks beside English's). The server sends each reader the
 * page of their language. `vite build` alone builds English, as the browser tests' quick builds do.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { LOCALES } from '@neighbourly/shared';

const vite = path.resolve(import.meta.dirname, '../../../node_modules/.bin/vite');
const extra = process.argv.slice(2);
for (const locale of LOCALES) {
  const started = Date.now();
  const result = spawnSync(vite, ['build', ...extra], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, NEIGHBOURLY_LOCALE: locale },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`built ${locale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
