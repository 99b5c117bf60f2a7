/**
 * The generated parts of docs/architecture.md (the modules, the features, the route map) and of
 * the README (both orders) say what the code says: a route, module or feature added, moved or
 * renamed fails this until `npm run docs:architecture` (scripts/architecture-doc.ts) rewrites them.
 */
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_DOC,
  renderDocs,
  routesInTree,
  staleMessage,
  withGeneratedParts,
} from '../../../../scripts/architecture-doc.ts';

describe('the generated parts of the docs', () => {
  it('are what npm run docs:architecture makes of the code', async () => {
    for (const { name, now, expected } of await renderDocs()) expect(now, staleMessage(name)).toBe(expected);
  });

  it('need their markers in the file', async () => {
    await expect(withGeneratedParts(ARCHITECTURE_DOC, '# Architecture\n', { routes: 'x' })).rejects.toThrow(
      'docs/architecture.md lacks the markers of routes',
    );
  });
});

describe('routesInTree', () => {
  it('reads the paths of a route tree as Fastify draws it', () => {
    const tree = [
      '└── /',
      '    ├── api/',
      '    │   ├── groups (GET, HEAD, POST)',
      '    │   │   └── /',
      '    │   │       └── :id (DELETE)',
      '    │   └── live (GET, HEAD)',
      '    └── * (GET, HEAD)',
    ].join('\n');
    expect(routesInTree(tree)).toEqual([
      { method: 'GET', path: '/api/groups' },
      { method: 'HEAD', path: '/api/groups' },
      { method: 'POST', path: '/api/groups' },
      { method: 'DELETE', path: '/api/groups/:id' },
      { method: 'GET', path: '/api/live' },
      { method: 'HEAD', path: '/api/live' },
      { method: 'GET', path: '/*' },
      { method: 'HEAD', path: '/*' },
    ]);
  });
});
