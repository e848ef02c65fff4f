/**
 * The static site (vite's build in dist/web) on the API's port. Any GET outside /api that names no file
 * gets index.html, so the site's own routes survive a reload. Before the site is built, a small page says so.
 *
 * Files go out as the build compressed them (scripts/compress.mjs writes FILE.br and FILE.gz): brotli or
 * gzip by the request's Accept-Encoding, with `Vary: Accept-Encoding`, and nothing compressed per request.
 * No answer here sets a cookie (server/identity.ts issues them only from the API), so a shared cache may keep
 * the hashed assets without handing anyone else's identity around.
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

/** Whether a URL (path and query) is the API's: /api and below. */
export const isApi = (url: string): boolean => {
  const path = url.split('?')[0]!;
  return path === '/api' || path.startsWith('/api/');
};

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url);

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(new ApiError('NOT_FOUND', 'no such resource').toJSON());
}

/** The page: always revalidated, and never kept by a shared cache. */
const PAGE_CACHE = 'no-cache, private';

/**
 * vite names its assets by content hash: they never change. The page is revalidated and private; any other
 * file (the icon) is revalidated. `path` is the file sent, FILE.br or FILE.gz included.
 */
function cacheControl(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  if (/[\\/]index\.html(?:\.br|\.gz)?$/.test(path)) return PAGE_CACHE;
  return 'no-cache';
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
    preCompressed: true,
    setHeaders: (res, path) => res.header('cache-control', cacheControl(path)),
  });
  app.setNotFoundHandler((request, reply) =>
    wantsPage(request) ? reply.header('cache-control', PAGE_CACHE).sendFile('index.html') : notFound(reply),
  );
  return true;
}
