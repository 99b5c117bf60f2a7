import path from 'node:path';
import zlib from 'node:zlib';
import type { Logger, Plugin, Rolldown } from 'vite';

/** One page whose first-visit download is held to a budget. */
export interface PageBudget {
  /** How the page is named in the build output. */
  label: string;
  /** The page's route module, relative to the web app's root (its lazy route chunk). */
  routeModule: string;
  /** The most its entry + route chunks and all their static imports may weigh, brotli-compressed. */
  maxBrotliBytes: number;
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const brotliSize = (content: string | Uint8Array): number =>
  zlib.brotliCompressSync(content, {
    // The level precompress() serves, so the numbers are what browsers download.
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;

const chunksOf = (bundle: Bundle): Chunk[] =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** The route chunk: the one a lazy import of the module loads (it holds the module). */
function routeChunkOf(bundle: Bundle, moduleId: string): Chunk | undefined {
  const chunks = chunksOf(bundle);
  return (
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId))
  );
}

/** The given chunks, the chunks they import statically (transitively) and the CSS they load. */
function staticClosure(bundle: Bundle, roots: Chunk[]): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const output = bundle[fileName];
    if (output?.type !== 'chunk') return;
    output.imports.forEach(visit);
    output.viteMetadata?.importedCss.forEach(visit);
  };
  roots.forEach((chunk) => visit(chunk.fileName));
  return [...files];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Where to look first when a page is over its budget. */
const largest = (files: string[], sizeOf: (file: string) => number, count = 8) =>
  files
    .map((file) => ({ file, size: sizeOf(file) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ file, size }) => `    ${kb(size).padStart(9)}  ${file}`)
    .join('\n');

/**
 * Fails the build when a page's first-visit JavaScript and CSS (the entry chunk, the page's route
 * chunk and everything they import statically), brotli-compressed as served, outgrows its budget;
 * prints each page's size on every build, so a growth shows in the commit that caused it.
 */
export function bundleBudget(pages: PageBudget[]): Plugin {
  let root = process.cwd();
  let logger: Logger | undefined;
  return {
    name: 'neighbourly-bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    // After Vite's own generateBundle rewrites (the lazy chunks' preload lists): the code as written.
    writeBundle(_options, bundle) {
      const sizes = new Map<string, number>();
      const sizeOf = (fileName: string) => {
        const output = bundle[fileName];
        if (!output) return 0;
        const cached = sizes.get(fileName);
        if (cached !== undefined) return cached;
        const size = brotliSize(output.type === 'chunk' ? output.code : output.source);
        sizes.set(fileName, size);
        return size;
      };
      // The entry (boot.ts) and the app it starts at once by a dynamic import.
      const entries = chunksOf(bundle).filter((chunk) => chunk.isEntry);
      const started = entries.flatMap((entry) => entry.dynamicImports.map((file) => bundle[file]));
      const appChunks = [
        ...entries,
        ...started.filter((output): output is Chunk => output?.type === 'chunk'),
      ];
      const overBudget: string[] = [];
      for (const page of pages) {
        const routeChunk = routeChunkOf(bundle, path.resolve(root, page.routeModule));
        if (!routeChunk) this.error(`bundle budget: no chunk holds ${page.routeModule}`);
        const files = staticClosure(bundle, [...appChunks, routeChunk]);
        const total = files.reduce((sum, file) => sum + sizeOf(file), 0);
        const line = `${page.label}: ${kb(total)} brotli in ${files.length} files (budget ${kb(page.maxBrotliBytes)})`;
        logger?.info(line);
        if (total > page.maxBrotliBytes) overBudget.push(`${line}; the largest:\n${largest(files, sizeOf)}`);
      }
      if (overBudget.length > 0) {
        this.error(`First-load JavaScript over budget:\n  ${overBudget.join('\n  ')}`);
      }
    },
  };
}
