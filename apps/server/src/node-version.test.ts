/**
 * On a Node.js older than package.json declares, the server stops at once with one sentence
 * (issue #25): never a stack trace from a dependency that needs the newer one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './node-version.ts';

describe('the Node.js version check', () => {
  it('asks for the major of engines.node, and says where to get it', () => {
    expect(REQUIRED_NODE_MAJOR).toBe(24);
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Neighbourly needs Node.js 24 or newer, and this is Node.js 20.20.2: install Node.js 24 LTS ' +
        'from https://nodejs.org (nvm reads .nvmrc), or on Linux x64 run: ' +
        'export PATH="$(scripts/use-node.sh):$PATH"',
    );
    expect(nodeVersionProblem('22.22.0')).toContain('needs Node.js 24');
    expect(nodeVersionProblem('24.21.0')).toBeUndefined();
    expect(nodeVersionProblem('26.0.0')).toBeUndefined();
  });

  // The machines this project runs on keep an older system Node (20); where there is one, the
  // real start on it is tried.
  const systemNode = '/usr/bin/node';
  const systemVersion = fs.existsSync(systemNode)
    ? spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
    : '';
  const older = systemVersion !== '' && Number(systemVersion.split('.')[0]) < REQUIRED_NODE_MAJOR;

  it.runIf(older)(
    `stops the production bundle on the system's Node.js ${systemVersion} with that one line`,
    () => {
      const server = path.resolve(import.meta.dirname, '..');
      // Built as `npm run build` builds it, beside dist/main.js so its packages resolve the same way.
      const bundle = path.join(server, 'dist', 'node-version-check', 'main.js');
      const built = spawnSync(process.execPath, ['build.mjs', bundle], { cwd: server, encoding: 'utf8' });
      expect(built.status, built.stderr).toBe(0);
      const start = spawnSync(systemNode, [bundle], {
        cwd: server,
        encoding: 'utf8',
        env: { ...process.env, PORT: '0', SEED_DEMO: 'false' },
        timeout: 30_000,
      });
      fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
      expect(start.status).toBe(1);
      expect(start.stderr.trim()).toBe(nodeVersionProblem(systemVersion));
      expect(start.stdout).toBe('');
    },
  );
});
