import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createService, signedInAdmin } from '../test/builders.ts';

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx, exercised for real by
 * e2e/specs/server-rendering.spec.ts): it reads the services through the server's transport
 * and counts its renders, so this file can test what the server does with rendered pages.
 */
const fakeRenderer = `
globalThis.pageRenders = 0;
// As the real renderer does, the transport sits in one module-wide slot while a page renders.
let currentTransport;
export function keptPageOf(pathname) {
  if (pathname.startsWith('/profile')) return null;
  return pathname === '/services' || pathname === '/broken' ? pathname : '(not found)';
}
export async function renderPage(url, transport, language) {
  currentTransport = transport;
  await new Promise((resolve) => setTimeout(resolve, 20));
  transport = currentTransport;
  const { pathname } = new URL(url);
  if (pathname.startsWith('/profile')) return null;
  if (pathname === '/broken') throw new Error('renderer bug');
  globalThis.pageRenders += 1;
  if (pathname === '/services') {
    const answer = await (await transport('/api/services/get-services', { method: 'GET' })).json();
    // As apps/web/src/lib/service-texts.ts picks them.
    const titles = answer.data.services
      .map((service) => '<li>' + (service.translations?.[language]?.title || service.title) + '</li>')
      .join('');
    // Over the compression threshold, as a real page is.
    const footer = '<p>' + 'Cuts, colour and care. '.repeat(60) + '</p>';
    const html = '<ul>' + titles + '</ul>' + footer + '<p>in ' + language + '</p>';
    return { status: 200, title: 'Services | Salon', html, state: JSON.stringify(answer) };
  }
  return { status: 404, title: 'Page not found | Salon', html: '<h1>Page not found</h1>', state: '{}' };
}
`;

const renders = () => (globalThis as unknown as { pageRenders: number }).pageRenders;

let t: TestApp;
let webDir: string;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let silkPressId: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
  fs.mkdirSync(path.join(webDir, 'dist'));
  fs.mkdirSync(path.join(webDir, 'dist-server'));
  fs.writeFileSync(
    path.join(webDir, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><title>Salon</title><div id="root"></div><script type="module" src="/x.js"></script>',
  );
  fs.writeFileSync(path.join(webDir, 'dist-server', 'entry-server.js'), fakeRenderer);
  // The browser build's manifest, as vite writes it: the Sinhala catalogue comes with its font's stylesheet.
  fs.mkdirSync(path.join(webDir, 'dist', '.vite'));
  fs.writeFileSync(
    path.join(webDir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/lib/catalogues/si.ts': {
        file: 'assets/si-B1.js',
        src: 'src/lib/catalogues/si.ts',
        isDynamicEntry: true,
        css: ['assets/si-C2.css'],
      },
      'src/lib/catalogues/ta.ts': {
        file: 'assets/ta-D3.js',
        src: 'src/lib/catalogues/ta.ts',
        isDynamicEntry: true,
      },
    }),
  );
  t = await buildTestApp({}, { webDistDir: path.join(webDir, 'dist') });
  ({ id: silkPressId } = await createService(t, {
    title: 'Silk Press',
    description: 'Ends </script><script>alert(1)</script>',
  }));
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('pages rendered on the server (docs/architecture.md#page-rendering)', () => {
  it('puts the rendered page and its data in the shell, with the data unable to close its script', async () => {
    const page = await visit('/services');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(page.body).toContain('<title>Services | Salon</title>');
    expect(page.body).toContain('<div id="root"><ul><li>Silk Press</li></ul><p>');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(page.body)![1]!;
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state).data.services[0].description).toBe('Ends </script><script>alert(1)</script>');
  });

  it('keeps a page until an answer it was made from changes, whatever the query string', async () => {
    await visit('/services');
    const before = renders();
    expect((await visit('/services?utm_source=flyer')).body).toContain('Silk Press');
    expect(renders()).toBe(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: {
        title: 'Keratin Gloss',
        description: 'Smooth',
        category: 'hair',
        price: 9000,
        averageTime: 60,
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await visit('/services');
    expect(after.body).toContain('<li>Keratin Gloss</li>');
    expect(renders()).toBe(before + 1);
  });

  it('sends brotli or gzip bytes of the same page when the browser takes them', async () => {
    const plain = (await visit('/services')).body;
    const br = await visit('/services', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await visit('/services', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('sends the bare shell to a browser holding a session, and for pages the browser renders', async () => {
    const signedIn = await visit('/services', { cookie: 'theme=dark; salon_signed_in=1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('Silk Press');
    expect((await visit('/profile')).body).toContain('<div id="root"></div>');
  });

  it("renders and keeps each language apart, by the visitor's language cookie, with <html lang> to match", async () => {
    const english = await visit('/services');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<p>in en</p>');
    const before = renders();

    const sinhala = await visit('/services', { cookie: 'salon_signed_in=0; salon_lang=si' });
    expect(sinhala.body).toContain('<html lang="si">');
    expect(sinhala.body).toContain('<p>in si</p>');
    expect(renders()).toBe(before + 1);

    // Both are kept, and the Sinhala page never reaches an English visitor.
    const englishAgain = await visit('/services');
    expect(englishAgain.body).toContain('<html lang="en">');
    expect(englishAgain.body).not.toContain('in si');
    expect((await visit('/services', { cookie: 'salon_lang=si' })).body).toContain('<p>in si</p>');
    expect((await visit('/services', { cookie: 'salon_lang=fr' })).body).toContain('<p>in en</p>');
    expect(renders()).toBe(before + 1);
  });

  it("links a language's font stylesheet from its rendered pages, so the script's font shows before any script runs", async () => {
    const link = '<link rel="stylesheet" href="/assets/si-C2.css">';
    const sinhala = (await visit('/services', { cookie: 'salon_lang=si' })).body;
    expect(sinhala).toContain(`</title>${link}`);
    expect((await visit('/services')).body).not.toContain('si-C2.css');
    expect((await visit('/services', { cookie: 'salon_lang=ta' })).body).not.toContain(
      '<link rel="stylesheet"',
    );
  });

  it("shows the kept Tamil page with a service's new Tamil title once the owner saves it", async () => {
    const tamil = { cookie: 'salon_lang=ta' };
    expect((await visit('/services', tamil)).body).toContain('<li>Silk Press</li>');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${silkPressId}`,
      headers: admin.auth,
      payload: { translations: { ta: { title: 'சில்க் பிரஸ்' } } },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await visit('/services', tamil)).body;
    expect(after).toContain('<li>சில்க் பிரஸ்</li>');
    expect(after).not.toContain('<li>Silk Press</li>');
    expect((await visit('/services')).body).toContain('<li>Silk Press</li>');
  });

  it('renews a page rendered alongside another once its data changes', async () => {
    const addService = async (title: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: admin.auth,
        payload: { title, description: 'New on the list', category: 'Hair', price: 4000, averageTime: 30 },
      });
      expect(created.statusCode).toBe(201);
    };
    await addService('Rendered Alongside');
    // Both kept pages are out of date, so both are rendered again, at the same moment: each
    // must keep its own answers to be renewed by later.
    const [english, sinhala] = await Promise.all([
      visit('/services'),
      visit('/services', { cookie: 'salon_lang=si' }),
    ]);
    expect(english.body).toContain('<li>Rendered Alongside</li>');
    expect(sinhala.body).toContain('<li>Rendered Alongside</li>');

    await addService('Added Later');
    expect((await visit('/services')).body).toContain('<li>Added Later</li>');
    expect((await visit('/services', { cookie: 'salon_lang=si' })).body).toContain('<li>Added Later</li>');
  });

  it('answers every unknown path 404 with one not-found page per language, rendered once', async () => {
    const before = renders();
    const unknown = Array.from({ length: 40 }, (_, index) => `/made-up-${index}-${Date.now()}`);
    const answers = await Promise.all(unknown.map((path) => visit(path)));
    for (const missing of answers) {
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<h1>Page not found</h1>');
    }
    expect(renders()).toBe(before + 1);
    const sinhala = await visit('/another-made-up-page', { cookie: 'salon_lang=si' });
    expect(sinhala.statusCode).toBe(404);
    expect(renders()).toBe(before + 2);
  });

  it('falls back to the shell when rendering fails', async () => {
    const page = await visit('/broken');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
