/**
 * The static site (vite's build in dist/web) on the API's port. Any GET outside /api that names no file
 * gets index.html, so the site's own routes survive a reload. Before the site is built, a small page says so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './protocol.js';

const NOT_BUILT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Cardavia</title></head>
<body>
<h1>Cardavia</h1>
<p>The site is not built yet: run <code>npm run build</code>, then start the server again.
The API under <code>/api</code> is running.</p>
</body>
</html>
`;

const isApi = (url: string): boolean => {
  const path = url.split('?')[0]!;
  return path === '/api' || path.startsWith('/api/');
};

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url);

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(new ApiError('NOT_FOUND', 'no such resource').toJSON());
}

/** Returns whether the built site was found. */
export async function registerSite(app: FastifyInstance, webDir: string): Promise<boolean> {
  const built = existsSync(join(webDir, 'index.html'));
  if (!built) {
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT));
    app.setNotFoundHandler((request, reply) =>
      wantsPage(request) ? reply.code(404).type('text/html; charset=utf-8').send(NOT_BUILT) : notFound(reply),
    );
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    // vite names its assets by content hash: they never change; everything else is revalidated.
    setHeaders: (res, path) =>
      res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.setNotFoundHandler((request, reply) =>
    wantsPage(request) ? reply.header('cache-control', 'no-cache').sendFile('index.html') : notFound(reply),
  );
  return true;
}
