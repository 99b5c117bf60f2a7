#!/usr/bin/env node
/**
 * Puts back into package-lock.json the optional native bindings that the registry reachable here
 * does not serve (unrs-resolver's builds for other systems). npm leaves them out of the lock,
 * and `npm ci` then refuses the lock as out of step with package.json. Each goes in as a bare
 * optional entry marked with its os/cpu, so npm never installs it on this platform.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
const packages = lock.packages;
const NAME = /^@unrs\/resolver-binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z0-9]+))?$/;

const added = [];
for (const [key, entry] of Object.entries(packages)) {
  if (!key.endsWith('node_modules/unrs-resolver')) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target]) continue;
    const match = NAME.exec(name);
    if (!match) continue;
    const [, os, cpu] = match;
    packages[target] = {
      version,
      dev: true,
      optional: true,
      ...(os === 'wasm32' ? { cpu: ['wasm32'] } : { os: [os], cpu: [cpu] }),
    };
    added.push(name);
  }
}
fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added to the lock: ${added.join(', ')}` : 'The lock already lists every binding.',
);
