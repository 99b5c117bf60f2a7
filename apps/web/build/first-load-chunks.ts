import type { Plugin } from 'vite';

/** Names asked of a module: some of its exports, or all of them (a namespace import, `export *`). */
type Wanted = Set<string> | 'all';

interface Edge {
  source: string;
  /** Imported by the module's own code (followed always), or re-exported (followed only for names asked). */
  reexport: boolean;
  /** Imported name → the name it has in the module; 'all' for a namespace or a bare import. */
  names: Map<string, string> | 'all';
}

/** Just the ES module statements this plugin reads, as Rolldown's parser gives them. */
interface Node {
  type: string;
  source?: { value: string } | null;
  specifiers?: {
    type: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
  exported?: { name?: string; value?: string } | null;
  declaration?: unknown;
}

const nameOf = (node?: { name?: string; value?: string }) => node?.name ?? node?.value ?? 'default';

/** A module's imports and re-exports, and whether it has code of its own (not only a barrel). */
function edgesOf(program: { body: Node[] }): { edges: Edge[]; ownCode: boolean } {
  const edges: Edge[] = [];
  // Imported bindings by local name, for `import { a } from './a'; export { a };` barrels.
  const bindings = new Map<string, { source: string; imported: string }>();
  const localExports: { local: string; exported: string }[] = [];
  let ownCode = false;
  for (const node of program.body) {
    const source = node.source?.value;
    if (node.type === 'ImportDeclaration' && source) {
      const specifiers = node.specifiers ?? [];
      // A bare import runs the module for its effects.
      if (specifiers.length === 0) ownCode = true;
      const whole = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
      for (const s of specifiers) {
        const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : whole ? '*' : nameOf(s.imported);
        bindings.set(nameOf(s.local), { source, imported });
      }
      const names = new Map(
        specifiers.map((s) => [bindings.get(nameOf(s.local))?.imported ?? '*', nameOf(s.local)]),
      );
      edges.push({ source, reexport: false, names: whole || specifiers.length === 0 ? 'all' : names });
    } else if (node.type === 'ExportNamedDeclaration' && source) {
      const names = new Map((node.specifiers ?? []).map((s) => [nameOf(s.local), nameOf(s.exported)]));
      edges.push({ source, reexport: true, names });
    } else if (node.type === 'ExportAllDeclaration' && source) {
      // `export * as ns from` hands out the whole module under one name.
      edges.push({
        source,
        reexport: true,
        names: node.exported ? new Map([['*', nameOf(node.exported)]]) : 'all',
      });
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration && node.specifiers) {
      for (const s of node.specifiers)
        localExports.push({ local: nameOf(s.local), exported: nameOf(s.exported) });
    } else {
      ownCode = true;
    }
  }
  for (const { local, exported } of localExports) {
    const binding = bindings.get(local);
    if (binding)
      edges.push({ source: binding.source, reexport: true, names: new Map([[binding.imported, exported]]) });
    else ownCode = true;
  }
  return { edges, ownCode };
}

type Context = ThisParameterType<Extract<NonNullable<Plugin['buildEnd']>, (...args: never[]) => unknown>>;

/**
 * The modules `root` needs, however deep its static imports go. The module graph lists every part
 * a barrel (`index.mjs`, `export *`) re-exports, where tree-shaking keeps only the parts used, so
 * the walk follows a re-export only for the names some module imports from it.
 */
async function staticClosure(
  context: Context,
  root: string,
  resolve: (source: string, importer: string) => Promise<string | null>,
  parse: (id: string) => ReturnType<typeof edgesOf> | null,
): Promise<Set<string>> {
  const needed = new Set<string>();
  // A module's export names; Rolldown lists each `export *` as '*', so those are followed here.
  const exportNames = new Map<string, Promise<Set<string>>>();
  const exportsOf = (id: string): Promise<Set<string>> => {
    let names = exportNames.get(id);
    if (!names) {
      names = (async () => {
        const own = (context.getModuleInfo(id)?.exports ?? []).filter((name) => name !== '*');
        const stars = (parse(id)?.edges ?? []).filter((edge) => edge.reexport && edge.names === 'all');
        const starred = await Promise.all(
          stars.map(async (edge) => {
            const target = await resolve(edge.source, id);
            return target ? [...(await exportsOf(target))].filter((name) => name !== 'default') : [];
          }),
        );
        return new Set([...own, ...starred.flat()]);
      })();
      exportNames.set(id, names);
    }
    return names;
  };
  // What was already asked of each module, so each name is followed once.
  const asked = new Map<string, Wanted>();
  const visit = async (id: string, wanted: Wanted): Promise<void> => {
    const before = asked.get(id);
    if (before === 'all') return;
    const fresh = wanted === 'all' ? 'all' : new Set([...wanted].filter((name) => !before?.has(name)));
    if (fresh !== 'all' && fresh.size === 0 && before) return;
    asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    const module = parse(id);
    if (!module) {
      // CommonJS, JSON, CSS, virtual modules: all they require.
      needed.add(id);
      await Promise.all((context.getModuleInfo(id)?.importedIds ?? []).map((next) => visit(next, 'all')));
      return;
    }
    const own = module.ownCode || fresh === 'all';
    if (own) needed.add(id);
    await Promise.all(
      module.edges.map(async (edge) => {
        const target = await resolve(edge.source, id);
        if (!target) return;
        if (!edge.reexport) {
          if (!own) return;
          return visit(target, edge.names === 'all' ? 'all' : new Set(edge.names.keys()));
        }
        if (fresh === 'all') return visit(target, edge.names === 'all' ? 'all' : new Set(edge.names.keys()));
        if (edge.names === 'all') {
          // `export *`: the names asked that the target exports.
          const exports = await exportsOf(target);
          const names = [...fresh].filter((name) => name !== 'default' && exports.has(name));
          return names.length > 0 ? visit(target, new Set(names)) : undefined;
        }
        const names = [...edge.names].filter(([, exported]) => fresh.has(exported)).map(([local]) => local);
        if (names.includes('*')) return visit(target, 'all');
        if (names.length > 0) return visit(target, new Set(names));
      }),
    );
  };
  await visit(root, 'all');
  return needed;
}

/**
 * The first visit of a public page loads the app's shell (`appModule`, with all it imports
 * statically) and the page's route module (with all it imports). Rolldown's automatic chunking
 * cuts these into dozens of small chunks, by which lazy pages share each part: each was a request,
 * a modulepreload link and a file brotli-compressed on its own (no shared window, its
 * import/export lines repeated). This puts the shell in one chunk, and each page's modules in one
 * chunk per set of pages that use them (the landing's own, the group and event pages' shared
 * parts, ...), so a first visit loads three to five files. Nothing moves into a page's first load
 * that was not there; other lazy pages that use these modules load their chunk instead.
 */
export function firstLoadChunks(
  appModule: string,
  pageModules: Record<string, string>,
  /**
   * What `appModule` imports with `import()` only to run it in a later task (say, react-dom's
   * client, ~40% of the shell's evaluation): kept in the shell's chunk, where it is evaluated only
   * when imported, rather than in a chunk of its own that would be a request after the shell's.
   */
  deferred: string[] = [],
): Plugin {
  const chunkOf = new Map<string, string>();
  return {
    name: 'neighbourly-first-load-chunks',
    apply: 'build',
    async buildEnd(error) {
      chunkOf.clear();
      if (error) return;
      const resolved = new Map<string, Promise<string | null>>();
      const resolve = (source: string, importer: string) => {
        const key = `${importer}\0${source}`;
        let id = resolved.get(key);
        if (!id) {
          id = this.resolve(source, importer).then((r) => (r && !r.external ? r.id : null));
          resolved.set(key, id);
        }
        return id;
      };
      const parsed = new Map<string, ReturnType<typeof edgesOf> | null>();
      const parse = (id: string) => {
        if (!parsed.has(id)) {
          const info = this.getModuleInfo(id);
          const es = info?.code && info.inputFormat !== 'cjs';
          parsed.set(id, es ? edgesOf(this.parse(info.code ?? '') as unknown as { body: Node[] }) : null);
        }
        return parsed.get(id) ?? null;
      };
      for (const module of [appModule, ...Object.values(pageModules)]) {
        if (!this.getModuleInfo(module)) this.error(`first-load chunks: ${module} is not in the build`);
      }
      const shell = await staticClosure(this, appModule, resolve, parse);
      for (const source of deferred) {
        const id = await resolve(source, appModule);
        if (!id) this.error(`first-load chunks: ${source} is not found from ${appModule}`);
        (await staticClosure(this, id, resolve, parse)).forEach((module) => shell.add(module));
      }
      shell.forEach((id) => chunkOf.set(id, 'app'));
      const pagesOf = new Map<string, string[]>();
      for (const [page, module] of Object.entries(pageModules)) {
        for (const id of await staticClosure(this, module, resolve, parse)) {
          if (!shell.has(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
        }
      }
      pagesOf.forEach((pages, id) => chunkOf.set(id, pages.join('-')));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: (id: string) => chunkOf.get(id) ?? null,
              test: (id: string) => chunkOf.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}
