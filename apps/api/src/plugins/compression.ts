import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../lib/compressed-forms.ts';

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * br or gzip, as the client's Accept-Encoding prefers, for API answers over the threshold
 * (docs/deploy.md#compression). Registered before the routes: the plugin attaches itself
 * to each route as it is added. The web build and uploads are left alone: the build comes
 * with its own .br/.gz copies (static-web.ts), images are compressed already, and a small
 * file streamed through zlib on every request would only cost time.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies stay plain JSON or multipart: a compressed body is one more way in to check.
    globalDecompression: false,
  });
}
