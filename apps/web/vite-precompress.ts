import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;
// Below about one packet the saved bytes do not pay for the extra file and the decoding.
const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every
 * text asset of a build, once at build time, so the server sends them as they are instead
 * of compressing on each request (docs/deploy.md#compression). A copy that would not be
 * smaller is not written.
 */
export function precompressDir(dir: string): PrecompressResult[] {
  const results: PrecompressResult[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
    if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
    results.push({ file: path.relative(dir, file), bytes: source.length, br: br.length, gzip: gzip.length });
  }
  return results;
}

/** Runs precompressDir over the output folder once the whole build (public/ included) is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'salon:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!fs.existsSync(outDir)) return;
      const results = precompressDir(outDir);
      const total = (pick: (result: PrecompressResult) => number) =>
        Math.round(results.reduce((sum, result) => sum + pick(result), 0) / 1024);
      config.logger.info(
        `precompressed ${results.length} files: ${total((r) => r.bytes)} kB -> ` +
          `br ${total((r) => r.br)} kB, gzip ${total((r) => r.gzip)} kB`,
      );
    },
  };
}
