import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db/client';
import { analyses } from './db/schema';

/**
 * Prometheus metrics of one process (served on the private port of `src/health-server.ts`: the
 * worker's WORKER_HEALTH_PORT, the API's METRICS_PORT): the process' own (memory, CPU, event loop
 * lag, `contrato_claro_` prefix), the analyses this process ran, the HTTP requests and event
 * streams of an API process, and the queue as the database sees it.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, prefix: 'contrato_claro_' });

/** Time of each analysis this process ran, by outcome (`done` or its error code). */
export const analysisDuration = new Histogram({
  name: 'contrato_claro_analysis_duration_seconds',
  help: 'Analyses run by this process, from child start to stored outcome, by outcome',
  labelNames: ['outcome'],
  buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
  registers: [metrics],
});

/** HTTP requests answered by this API process, by route pattern (never the raw URL), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'contrato_claro_http_request_duration_seconds',
  help: 'HTTP requests answered by this process, by route, method and status (event streams: until closed)',
  labelNames: ['route', 'method', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

/** Progress streams (server-sent events) open in this API process. */
export const openEventStreams = new Gauge({
  name: 'contrato_claro_event_streams_open',
  help: 'Progress streams (server-sent events) open in this process',
  registers: [metrics],
});

const STATUSES = ['queued', 'processing', 'done', 'failed'] as const;

/** Adds the gauges read from the database at each scrape: analyses by status, oldest wait. */
export function watchQueue(db: Database): void {
  new Gauge({
    name: 'contrato_claro_analyses',
    help: 'Analyses in the database by status (queued = the queue length)',
    labelNames: ['status'],
    registers: [metrics],
    async collect() {
      const rows = await db
        .select({ status: analyses.status, count: sql<number>`count(*)::int` })
        .from(analyses)
        .groupBy(analyses.status);
      for (const status of STATUSES) {
        this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
      }
    },
  });
  new Gauge({
    name: 'contrato_claro_queue_oldest_wait_seconds',
    help: 'How long the oldest queued analysis has waited',
    registers: [metrics],
    async collect() {
      const [row] = await db
        .select({
          seconds: sql<number>`coalesce(extract(epoch from now() - min(${analyses.createdAt})), 0)::float8`,
        })
        .from(analyses)
        .where(sql`${analyses.status} = 'queued'`);
      this.set(Number(row?.seconds ?? 0));
    },
  });
}
