import type { FastifyReply } from 'fastify';

/** `Content-Disposition` of a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/gu, '')
    .replace(/["\\]/gu, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Makes an answer a download named `name`, never kept by a cache (it holds personal data). */
export function asDownload(reply: FastifyReply, name: string): FastifyReply {
  return reply.header('content-disposition', attachment(name)).header('cache-control', 'no-store');
}
