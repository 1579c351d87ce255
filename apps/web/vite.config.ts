import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './vite-compiled-catalogues.ts';
import { scriptsAfterPaint } from './vite-scripts-after-paint.ts';
import { precompress } from './vite-precompress.ts';
import { routerTreeShaking } from './vite-router-pure.ts';

const apiTarget = 'http://127.0.0.1:3000';

// React Router's package exports name only its development build, warnings and checks included;
// the browser's build takes the production build it ships beside it (docs/architecture.md#react-runtime).
const require = createRequire(import.meta.url);
const reactRouterProduction = require
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

/**
 * Two builds (docs/architecture.md#page-rendering): the browser's app into dist/, and with
 * `--ssr` the server's page renderer (src/entry-server.tsx) into dist-server/.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [routerTreeShaking(), scriptsAfterPaint(), precompress()]),
  ],
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  ssr: {
    // The workspace packages are TypeScript sources: bundled, not imported by Node at run time.
    noExternal: ['@salon/contracts', '@salon/domain'],
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The browsers that lack modulepreload only fetch a page's modules a little later without
        // it; the polyfill's bytes would load on every first visit (docs/architecture.md#react-runtime).
        modulePreload: { polyfill: false },
        // Read by the server, which links a language's font stylesheet from that language's
        // rendered pages (apps/api/src/plugins/language-stylesheets.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // Pages are already split by their lazy route imports. These groups keep the
            // libraries every page shares in long-cached chunks of their own, so the entry
            // chunk stays small and a deploy that only touches app code does not bust them.
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 30,
                },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
                // The zod setting travels in zod's own chunk: whichever chunk first needs zod loads
                // it, setting included, before building a schema (see src/lib/zod-jitless.ts).
                {
                  name: 'zod',
                  test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/,
                  priority: 20,
                },
                // Each icon alone would be a chunk of a few hundred bytes, and every chunk a page
                // loads is a request and a module to start on the main thread: the icons eight or
                // more pages share (the shell's, the forms') travel together. Fewer pages' icons
                // come with them: in the shared chunk every first visit paid for all of them,
                // about 2 KB more on /login than the few files it now fetches instead.
                {
                  name: 'icons',
                  test: /[\\/]lucide-react[\\/]/,
                  minShareCount: 8,
                  priority: 10,
                },
                // The resolvers (@hookform/resolvers) stay out: a form loads them with its
                // validation, on first focus (src/lib/lazy-resolver.ts), not with its first paint.
                {
                  name: 'forms',
                  test: /node_modules[\\/]react-hook-form[\\/]/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
}));
