/**
 * Builds the production server: src/main.ts and the workspace packages bundled into dist/main.js,
 * and the admin command line (src/admin/cli.ts) into dist/admin.js beside it, every npm
 * dependency left to node_modules, so production runs one plain `node` process on JavaScript
 * (no tsx, no esbuild service at run time) and the image, which has no sources, can still give
 * site roles.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
// The workspace packages (shared's TypeScript, the i18n catalogue) go into the bundle: the image
// has no workspace links. So does Kysely: its ESM build is ~260 files that all load at start,
// bundled it is what the server uses of it, with 1.4 MB less heap (issue #31). The rest stays
// external.
const BUNDLED = ['@neighbourly/shared', '@neighbourly/i18n', 'kysely'];
const external = Object.keys(dependencies).filter((name) => !BUNDLED.includes(name));

// `node build.mjs [outfile]`: dist/main.js unless told otherwise (a test builds one elsewhere);
// admin.js and image-process.js go in the same folder.
const outfile = path.resolve(process.argv[2] ?? path.join(here, 'dist/main.js'));
const { metafile } = await build({
  entryPoints: {
    [path.basename(outfile, '.js')]: path.join(here, 'src/main.ts'),
    admin: path.join(here, 'src/admin/cli.ts'),
    // npm run backup / restore (issue #32), which the release folder runs as dist/backup.js.
    backup: path.join(here, 'src/backup/cli.ts'),
    // The image process the server forks (src/storage/image-processor.ts finds it beside main.js).
    'image-process': path.join(here, 'src/storage/image-process.ts'),
  },
  outdir: path.dirname(outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  // Code loaded on first need (Fedify, issue #31) goes in chunks beside main.js, so its
  // packages are imported only then.
  splitting: true,
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
});

// The packages (and subpaths) the bundles import, as esbuild resolved them, for the release check (every one
// must resolve inside the release folder): scanning the bundled text for import-like strings
// also finds the SQL examples in Kysely's code.
const externalImports = new Set(
  Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !isBuiltin(entry.path))
    .map((entry) => entry.path),
);
writeFileSync(
  path.join(path.dirname(outfile), 'external-imports.json'),
  `${JSON.stringify([...externalImports].sort(), null, 2)}\n`,
);
