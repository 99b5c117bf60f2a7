/**
 * The first thing the server runs (main.ts imports it before anything else): on a Node.js older
 * than the one package.json declares, one sentence saying what is needed and where to get it,
 * and exit 1, rather than a stack trace from a dependency that needs the newer one.
 */
import serverPackage from '../package.json' with { type: 'json' };

/** The major version `engines.node` asks for (">=24" → 24). */
export const REQUIRED_NODE_MAJOR = Number(/\d+/.exec(serverPackage.engines.node)?.[0]);

/** The sentence for a Node.js that is too old, or undefined when `version` will do. */
export function nodeVersionProblem(version: string): string | undefined {
  if (Number(version.split('.')[0]) >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `Neighbourly needs Node.js ${REQUIRED_NODE_MAJOR} or newer, and this is Node.js ${version}: ` +
    `install Node.js ${REQUIRED_NODE_MAJOR} LTS from https://nodejs.org (nvm reads .nvmrc), ` +
    `or on Linux x64 run: export PATH="$(scripts/use-node.sh):$PATH"`
  );
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
