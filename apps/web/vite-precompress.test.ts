// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './vite-precompress.ts';

let dist: string | undefined;
afterEach(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];`;

describe('precompressDir', () => {
  it('writes .br and .gz beside text assets over 1 KB that decode to the original', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-precompress-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), script);
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>Salon</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dist, 'tiny.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(dist, 'photo.png'), Buffer.alloc(4096, 7));

    const results = precompressDir(dist);

    const js = path.join(dist, 'assets', 'index-AbCd1234.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.readFileSync(`${js}.br`).length).toBeLessThan(script.length / 4);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'index.html.gz'))).toBe(true);
    // Too small to be worth it, and an image format that is compressed already.
    expect(fs.readdirSync(dist).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.png',
      'tiny.css',
    ]);
    expect(results.map((result) => result.file).sort()).toEqual([
      path.join('assets', 'index-AbCd1234.js'),
      'index.html',
    ]);
  });
});
