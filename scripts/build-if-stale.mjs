/**
 * What `npm start` runs before the server: builds the web app and the server bundle only when
 * a source is newer than what was built, so a start with nothing changed takes no build time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

// Before building anything: a Node.js older than package.json's engines gets one sentence (the
// server itself says the same, in apps/server/src/node-version.ts).
const required = Number(/\d+/.exec(JSON.parse(fs.readFileSync(at('package.json'), 'utf8')).engines.node)[0]);
if (Number(process.versions.node.split('.')[0]) < required) {
  console.error(
    `Neighbourly needs Node.js ${required} or newer, and this is Node.js ${process.versions.node}: ` +
      `install Node.js ${required} LTS from https://nodejs.org (nvm reads .nvmrc), ` +
      'or on Linux x64 run: export PATH="$(scripts/use-node.sh):$PATH"',
  );
  process.exit(1);
}

/** The newest modification time under these files and folders (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    if (!fs.existsSync(file)) return;
    const stat = fs.statSync(file);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1);
const shared = [
  at('packages/shared/src'),
  at('packages/i18n/src'),
  at('packages/i18n/messages'),
  at('package-lock.json'),
];

const targets = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      ...shared,
    ],
    command: ['npm', ['run', 'build', '-w', '@neighbourly/web']],
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), ...shared],
    command: ['npm', ['run', 'build', '-w', '@neighbourly/server']],
  },
];

for (const target of targets) {
  if (builtAt(target.output) >= newest(target.sources)) continue;
  console.log(`Building the ${target.name} (its sources changed since the last build)…`);
  execFileSync(target.command[0], target.command[1], { cwd: root, stdio: 'inherit' });
}
