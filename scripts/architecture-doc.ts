/**
 * The parts of docs/architecture.md that are read from the code, so they cannot go stale: the
 * server's modules in their order, the web's features in theirs, and the route map; and the
 * README's line of both orders. `npm run docs:architecture` rewrites them;
 * `apps/server/src/test/architecture-doc.test.ts` renders the same text and fails while a file
 * differs.
 *
 * Each part sits between `<!-- BEGIN GENERATED name … -->` and `<!-- END GENERATED name -->`; the
 * prose around them is written by hand.
 *
 * The routes come from the app built as the tests build it, with every feature on, and from two
 * sources: the OpenAPI document for the routes it lists, and Fastify's route tree (printRoutes)
 * for those it hides (the app's pages, the live stream, metrics, the crawlers' files). The
 * document alone would miss the hidden routes; the tree alone cannot tell the API from the rest,
 * and repeats every GET as a HEAD. The tree depends on no build: the tests' app has no web build,
 * so no static file is a route.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { format, resolveConfig } from 'prettier';
import { API_PATHS, API_PREFIX } from '@neighbourly/shared';
import type { Env } from '../apps/server/src/config.ts';
import { buildTestApp } from '../apps/server/src/test/app.ts';

const root = path.resolve(import.meta.dirname, '..');
export const ARCHITECTURE_DOC = path.join(root, 'docs', 'architecture.md');
const README = path.join(root, 'README.md');

/** Every switch that adds routes, on; nothing here reaches the network. */
const ALL_FEATURES_ON: Env = {
  MESSAGING_ENABLED: 'true',
  FEDERATION_ENABLED: 'true',
  // Without a token (or a port) there is no /metrics route.
  METRICS_TOKEN: 'architecture-doc-metrics-token',
};

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Route {
  method: string;
  path: string;
}

/** The boundaries file's order (MODULE_ORDER, FEATURE_ORDER), as the linter reads it. */
async function orderIn(configFile: string, name: string): Promise<string[]> {
  const exports = (await import(pathToFileURL(path.join(root, configFile)).href)) as Record<string, unknown>;
  const order = exports[name];
  if (!Array.isArray(order)) throw new Error(`${configFile} exports no ${name}`);
  return order as string[];
}

/** The first doc comment of a file, on one line (a module's index.ts says what the module is). */
async function leadingComment(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(text)?.[1];
  if (!comment) throw new Error(`${path.relative(root, file)} starts with no /** … */ comment`);
  return comment
    .replace(/^\s*\* ?/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function modulesPart(): Promise<string> {
  const order = await orderIn('apps/server/eslint.boundaries.js', 'MODULE_ORDER');
  const rows = await Promise.all(
    order.map(async (name, index) => {
      const door = await leadingComment(path.join(root, 'apps/server/src/modules', name, 'index.ts'));
      return `| ${index + 1} | \`${name}\` | ${door.replaceAll('|', '\\|')} |`;
    }),
  );
  return ['| # | module | its door (`index.ts`) says |', '| - | - | - |', ...rows].join('\n');
}

async function featuresPart(): Promise<string> {
  const order = await orderIn('apps/web/eslint.boundaries.js', 'FEATURE_ORDER');
  return order.map((name) => `\`${name}\``).join(' ← ');
}

/**
 * Every method and path of Fastify's route tree, as `printRoutes()` draws it: one line per node
 * of the radix tree, the node's piece of the path, then its methods when routes end there. A
 * node's path is its ancestors' pieces and its own.
 */
export function routesInTree(tree: string): Route[] {
  const routes: Route[] = [];
  const pieces: string[] = [];
  for (const line of tree.split('\n').filter((l) => l.trim() !== '')) {
    const branch = /^((?:│ {3}| {4})*)[├└]── (.*)$/.exec(line);
    // A node with routes of several constraints repeats its piece on a line of its own.
    const text = branch ? branch[2]! : line.replace(/^[│ ]+/, '');
    const node = /^(.*?)(?: \(([A-Z]+(?:, [A-Z]+)*)\))?(?: \{.*\})?$/.exec(text);
    if (!node) throw new Error(`printRoutes drew a line this cannot read: ${line}`);
    const [, piece, methods] = node;
    if (branch) {
      pieces.length = branch[1]!.length / 4;
      pieces.push(piece!);
    } else if (piece !== pieces.at(-1)) {
      throw new Error(`printRoutes drew a line this cannot read: ${line}`);
    }
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path: pieces.join('') });
  }
  return routes;
}

/** `/x/:id` as the OpenAPI document writes it, `/x/{id}`. */
const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

function documentedRoutes(app: FastifyInstance): Route[] {
  const { paths } = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([p, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: p })),
  );
}

/** The routes the document hides, but @fastify/swagger-ui's own and the HEAD twin of every GET. */
function hiddenRoutes(app: FastifyInstance, documented: Route[]): Route[] {
  const all = routesInTree(app.printRoutes());
  for (const route of all) {
    // The drawing is read back correctly only if the router knows each path it gave.
    if (!app.hasRoute({ method: route.method as 'GET', url: route.path })) {
      throw new Error(`printRoutes named ${route.method} ${route.path}, which the router does not know`);
    }
  }
  const keys = new Set(all.map((r) => `${r.method} ${openApiPath(r.path)}`));
  const missing = documented.filter((r) => !keys.has(`${r.method} ${r.path}`));
  if (missing.length > 0) throw new Error(`not in printRoutes: ${missing.map((r) => r.path).join(', ')}`);
  const documentedKeys = new Set(documented.map((r) => `${r.method} ${r.path}`));
  return all
    .map((r) => ({ method: r.method, path: openApiPath(r.path) }))
    .filter((r) => r.method !== 'HEAD' && !documentedKeys.has(`${r.method} ${r.path}`))
    .filter((r) => r.path !== API_PATHS.docs && !r.path.startsWith(`${API_PATHS.docs}/`));
}

/** One row per path, its methods in the usual order; `…` for the API's common prefix. */
function routeTable(routes: Route[]): string {
  const byPath = new Map<string, Set<string>>();
  for (const r of routes) byPath.set(r.path, (byPath.get(r.path) ?? new Set()).add(r.method));
  const rows = [...byPath]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([p, methods]) => {
      const shown = p.startsWith(`${API_PREFIX}/`) ? `…${p.slice(API_PREFIX.length)}` : p;
      const sorted = [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      return `| \`${shown}\` | ${sorted.join(', ')} |`;
    });
  return ['| path | methods |', '| - | - |', ...rows].join('\n');
}
const rank = (method: string) => (METHOD_ORDER.includes(method) ? METHOD_ORDER.indexOf(method) : 99);

async function routesPart(): Promise<string> {
  // A folder that cannot hold a web build: the built files would each be a route.
  const noWebBuild = path.join(root, 'docs', 'no-web-build-here');
  const t = await buildTestApp({ ...ALL_FEATURES_ON, WEB_DIST_DIR: noWebBuild });
  try {
    await t.app.ready();
    const documented = documentedRoutes(t.app);
    const hidden = hiddenRoutes(t.app, documented);
    const count = (routes: Route[]) => new Set(routes.map((r) => `${r.method} ${r.path}`)).size;
    return [
      `In the OpenAPI document, ${count(documented)} routes (\`…\` stands for \`${API_PREFIX}\`):`,
      '',
      routeTable(documented),
      '',
      `Outside it (\`schema: { hide: true }\`, ${count(hidden)} routes):`,
      '',
      routeTable(hidden),
      '',
      `Not listed: \`${API_PATHS.docs}\` and what is under it (the document and its viewer,`,
      '@fastify/swagger-ui), and the HEAD that Fastify answers for every GET.',
    ].join('\n');
  } finally {
    await t.close();
  }
}

/** The generated parts of each file, by name, as they must read between their markers. */
async function generatedParts(): Promise<Map<string, Record<string, string>>> {
  const [modules, features, routes, order] = await Promise.all([
    modulesPart(),
    featuresPart(),
    routesPart(),
    orderIn('apps/server/eslint.boundaries.js', 'MODULE_ORDER'),
  ]);
  const orders = [
    `- Modules, from the bottom up: ${order.map((name) => `\`${name}\``).join(' ← ')}.`,
    `- Web features, from the bottom up: ${features}.`,
  ].join('\n');
  return new Map<string, Record<string, string>>([
    [ARCHITECTURE_DOC, { modules, features, routes }],
    [README, { orders }],
  ]);
}

const begin = (name: string) => `<!-- BEGIN GENERATED ${name}: npm run docs:architecture writes it -->`;
const end = (name: string) => `<!-- END GENERATED ${name} -->`;

/** `doc` (the text of `file`) with each part put between its markers, formatted as Prettier would. */
export async function withGeneratedParts(
  file: string,
  doc: string,
  parts: Record<string, string>,
): Promise<string> {
  const name = path.relative(root, file);
  let text = doc;
  for (const [part, content] of Object.entries(parts)) {
    const start = text.indexOf(begin(part));
    const stop = text.indexOf(end(part));
    if (start < 0 || stop < start) throw new Error(`${name} lacks the markers of ${part}`);
    text = `${text.slice(0, start + begin(part).length)}\n\n${content}\n\n${text.slice(stop)}`;
  }
  const unknown = [...text.matchAll(/<!-- BEGIN GENERATED ([\w-]+)/g)].filter(([, n]) => !(n! in parts));
  if (unknown.length > 0)
    throw new Error(`${name}: no generator for ${unknown.map(([, n]) => n).join(', ')}`);
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** Each file with generated parts, as it is and as the code says it must read. */
export async function renderDocs(): Promise<{ file: string; name: string; now: string; expected: string }[]> {
  const parts = await generatedParts();
  return Promise.all(
    [...parts].map(async ([file, fileParts]) => {
      const now = await readFile(file, 'utf8');
      const expected = await withGeneratedParts(file, now, fileParts);
      return { file, name: path.relative(root, file), now, expected };
    }),
  );
}

export const staleMessage = (name: string) => `${name} is stale: run npm run docs:architecture`;

if (import.meta.main) {
  for (const { file, name, now, expected } of await renderDocs()) {
    if (expected !== now) await writeFile(file, expected);
    console.log(`${name}: ${expected === now ? 'already up to date' : 'rewritten'}`);
  }
}
