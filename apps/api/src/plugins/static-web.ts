import fastifyStatic from '@fastify/static';
import { globalErrorMessages, HOME_SECTION_REDIRECTS } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { errorCodes, errorEnvelope } from '../lib/errors.ts';
import { loadPageRenderer } from './page-render.ts';

// The precompressed copy of a hashed asset (x-AbCd1234.js.br) is as immutable as the asset.
const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/** Uploaded and generated images: their names are unique, so they never change. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

/** Serves the built web app on the API's port, with the SPA fallback for client routes. */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside its text files (apps/web/vite-precompress.ts): they
      // are sent as they are when the client accepts them, index.html through the fallback too.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendRenderedPage = hasBuild ? await loadPageRenderer(app, webDistDir) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // docs/product.md#2.2: /about and /contact are sections of the home page.
    const section = HOME_SECTION_REDIRECTS[path];
    if (section && (request.method === 'GET' || request.method === 'HEAD'))
      return reply.redirect(section, 301);
    const isApi = path.startsWith('/api/') || path === '/api';
    // A missing upload is a missing file whatever its name, never a page of the web app.
    const isUpload = path.startsWith('/uploads/');
    // A missing file (/logo.png) is a 404; any other page path is a client route.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || isUpload || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorEnvelope(globalErrorMessages.notFound, errorCodes.notFound));
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    if (sendRenderedPage && (await sendRenderedPage(request, reply))) return reply;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
