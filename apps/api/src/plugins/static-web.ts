import fastifyStatic from '@fastify/static';
import { globalErrorMessages } from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

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
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
      return reply.status(404).send({ status: 'error', message: globalErrorMessages.notFound });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
