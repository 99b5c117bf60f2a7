import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';
/** Paths the Node server answers; everything else is the SPA. */
const proxied = ['/api', '/authz', '/logout', '/oauth2', '/login/oauth2', '/healthz'];

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lazy-loaded script chunks are fetched from the site root under /static/js/.
    assetsDir: 'static',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // packages/shared is pure (no I/O, no import side effects): let unused schema modules, and
      // zod with them, drop out of the first-load bundle. Only pages with forms need them.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  worker: {
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
      },
    },
  },
});
