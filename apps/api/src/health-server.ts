import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { pingDatabase, type Database } from './db/client';
import { metrics } from './metrics';

/**
 * The private HTTP port of a worker process (WORKER_HEALTH_PORT) or of an API process
 * (METRICS_PORT) for its supervisor and Prometheus: `/health` (the process
 * answers), `/ready` (its database answers: 503 while it does not, e.g. during a PostgreSQL
 * restart) and `/metrics` (Prometheus text). Plain node:http: nothing else is served here.
 */
export async function startHealthServer(options: {
  db: Database;
  host: string;
  port: number;
  log: FastifyBaseLogger;
}): Promise<Server> {
  const { db, log } = options;
  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    const json = (status: number, body: object) =>
      send(status, 'application/json; charset=utf-8', JSON.stringify(body));
    switch (request.url) {
      case '/health':
        return json(200, { status: 'ok' });
      case '/ready':
        return void pingDatabase(db).then(
          () => json(200, { status: 'ready' }),
          (error: unknown) => {
            log.warn({ err: error }, 'database not ready');
            json(503, { status: 'unavailable' });
          },
        );
      case '/metrics':
        return void metrics.metrics().then(
          (text) => send(200, metrics.contentType, text),
          (error: unknown) => {
            log.warn({ err: error }, 'metrics not collected');
            send(503, 'text/plain; charset=utf-8', 'metrics unavailable\n');
          },
        );
      default:
        return json(404, { error: 'NOT_FOUND' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}
