import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createService } from '../test/builders.ts';

const indexHtml = `<!doctype html><title>Salon</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const bigScript = `export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(',')}];`;
const smallScript = 'console.log(1)';

/** A built web app as apps/web/vite-precompress.ts leaves it: big text files with .br and .gz. */
function writeDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const withCopies = (file: string, text: string) => {
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  };
  withCopies(path.join(dist, 'index.html'), indexHtml);
  withCopies(path.join(dist, 'assets', 'react-AbCd1234.js'), bigScript);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-EfGh5678.js'), smallScript);
  return dist;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = writeDist();
  t = await buildTestApp({}, { webDistDir: dist });
  // Enough services that the list is several kilobytes of JSON.
  for (let i = 0; i < 12; i++)
    await createService(t, { title: `Service ${i}`, description: 'A long description. '.repeat(5) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const getServices = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/services/get-services',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed API answers', () => {
  it('sends a large answer as br, as gzip, or plain, as the client accepts', async () => {
    const plain = await getServices();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    const services = plain.json().data.services;
    expect(services).toHaveLength(12);

    const br = await getServices('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).data.services).toEqual(services);

    const gzip = await getServices('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).data.services).toEqual(services);

    const preferred = await getServices('br;q=0.5, gzip;q=1');
    expect(preferred.headers['content-encoding']).toBe('gzip');

    const identity = await getServices('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.services).toEqual(services);
  });

  it('sends small answers and error envelopes as they are', async () => {
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.json().status).toBe('success');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('keeps the security headers and the request id on a compressed answer', async () => {
    const response = await getServices('br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the built web app, precompressed at build time', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  it('sends the .br or .gz copy of an asset as it is, with its type and long cache', async () => {
    const br = await get('/assets/react-AbCd1234.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the file: not compressed a second time.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'react-AbCd1234.js.br')))).toBe(
      true,
    );
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gzip = await get('/assets/react-AbCd1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await get('/assets/react-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(bigScript);
  });

  it('sends a small file without a copy as it is', async () => {
    const response = await get('/assets/tiny-EfGh5678.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(smallScript);
  });

  it('sends index.html precompressed through the fallback for client routes', async () => {
    const br = await get('/profile/appointments', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'index.html.br')))).toBe(true);

    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(indexHtml);

    const plain = await get('/services');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});
