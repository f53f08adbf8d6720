import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Contrato Claro</title></head>
<body>
<h1>A interface web ainda não foi gerada</h1>
<p>A API está no ar, mas a pasta com a interface compilada não foi encontrada.</p>
<p>Rode <code>npm run build -w apps/web</code> (ou simplesmente <code>npm start</code> na raiz do
projeto) e reinicie o servidor.</p>
</body>
</html>
`;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A path whose last segment has an extension names a file (an asset), never a page. */
const FILE_PATH = /\/[^/?#]*\.[^/?#]*(?:[?#].*)?$/;

/**
 * A page load: a GET (or HEAD) outside /api that asks for HTML, or that takes anything
 * (`*\/*`, no Accept: curl, link previews) on a path that is not a file.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const takesAnything = accept === '' || accept.includes('*/*');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (accept.includes('text/html') || (takesAnything && !FILE_PATH.test(request.url)))
  );
}

/**
 * Serves the built SPA at `/` with history fallback: any page request that matches no file gets
 * index.html, so a direct load of /contract-analysis/preview opens the app. /api never falls back.
 * Without a build, page requests get a pt-BR page saying how to build it.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const hasBuild = existsSync(path.join(options.webDistDir, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        wildcard: true,
        index: 'index.html',
        serveDotFiles: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          // Vite fingerprints everything under assets/; the HTML must always be revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!isPageRequest(request)) return sendNotFound(request, reply);
      if (!hasBuild)
        return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
