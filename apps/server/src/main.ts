/**
 * The server's entry (`npm start`, the image, `npm run dev`). First the Node.js version check, then
 * source maps, then the rest of the server: only modules loaded after setSourceMapsSupport are
 * mapped, hence the dynamic import.
 */
import './node-version.ts';
// The default export, not a named import: Node.js 20 has no setSourceMapsSupport, and a named
// import would fail before the version check could say so.
import nodeModule from 'node:module';

// Stack traces name our TypeScript sources (build.mjs writes the maps). Not node_modules' maps:
// with them, as --enable-source-maps does, the server held ~10 MB more and started slower
// (issue #31).
nodeModule.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });

try {
  const { start } = await import('./start.ts');
  await start();
} catch (error) {
  console.error(error);
  process.exit(1);
}
