/**
 * What the server's modules and the web's features share as lint rules: the folders of a layer
 * (`modules/`, `features/`), each used by the others only through its index.ts, and a fixed
 * one-way order among them (no-cycle sees circles of files; the order sees circles of folders).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The `import-x/no-restricted-paths` zones of the layer `folder` under `src`: doors and order.
 * Throws when a folder of the layer is missing from `order`, so a new one must be placed.
 */
export function layerZones({ src, folder, order, configFile, noun }) {
  const names = readdirSync(path.join(src, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unplaced = names.filter((name) => !order.includes(name));
  if (unplaced.length > 0) throw new Error(`${configFile}: place ${unplaced.join(', ')} in its order`);

  const doorZones = names.map((name) => ({
    target: `./${folder}/${name}`,
    from: `./${folder}`,
    except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: `A ${noun} uses another ${noun} only through its index.ts (never its internals, such as a repository or service).`,
  }));
  const orderZones = order.flatMap((name, index) =>
    order.slice(index + 1).map((later) => ({
      target: `./${folder}/${name}`,
      from: `./${folder}/${later}`,
      message: `${name} comes before ${later} in the ${noun} order: it may not import it (${noun}s import each other one way only).`,
    })),
  );
  return { names, zones: [...doorZones, ...orderZones] };
}
