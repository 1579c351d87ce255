// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));
let server: ViteDevServer;

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    // No socket: nothing connects, and a parallel run must not take the same port.
    server: { middlewareMode: true, ws: false },
  });
});
afterAll(() => server?.close());

// `npm run dev` runs React itself (docs/decisions/0019-react-runtime.md): an edit to a
// component patches it in place through React's Fast Refresh instead of reloading the page.
describe('npm run dev', () => {
  it('serves components registered with React Fast Refresh', async () => {
    const footer = await server.transformRequest('/src/app/layout/footer.tsx');
    expect(footer?.code).toContain('$RefreshReg$');
    expect(footer?.code).toMatch(/from "\/@id\/__x00__react\/jsx-dev-runtime"|react_jsx-dev-runtime/);
  });

  it('serves the page with the Fast Refresh preamble', async () => {
    const html = await server.transformIndexHtml(
      '/',
      '<!doctype html><html><head></head><body></body></html>',
    );
    expect(html).toContain('/@react-refresh');
  });
});
