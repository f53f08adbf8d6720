import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError, type TResults } from '@contrato-claro/shared';

const CHILD_ENTRY = fileURLToPath(new URL('./child.ts', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** A report of the largest contract takes well under a second; this bounds a stuck renderer. */
const RENDER_TIMEOUT_MS = 20_000;
const CHILD_MEMORY_MB = 256;

/** Parent → child: the results to render, with a request id (0 is the child's "ready"). */
export interface ReportRequest {
  id: number;
  results: TResults;
}
/** Child → parent: the PDF bytes, or null when rendering failed. */
export interface ReportReply {
  id: number;
  pdf: Uint8Array | null;
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Renders PDF reports in one long-lived child process (started on first use, so a server that
 * never serves a report never pays for it), keeping pdfkit's synchronous layout off the request
 * thread. A child that dies or hangs is killed and its requests fail (`INTERNAL`); the next
 * request starts a fresh one.
 */
export class ReportRenderer {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  private start(): Promise<void> {
    const child = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${CHILD_MEMORY_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    child.on('error', () => undefined);
    const ready = new Promise<void>((resolve, reject) => {
      child.once('exit', () => reject(new Error('report renderer exited during start-up')));
      child.on('message', (reply: ReportReply) => {
        if (reply.id === 0) return resolve();
        const request = this.pending.get(reply.id);
        if (!request) return;
        this.pending.delete(reply.id);
        clearTimeout(request.timer);
        if (reply.pdf) request.resolve(Buffer.from(reply.pdf));
        else request.reject(new Error('report rendering failed'));
      });
    });
    child.once('exit', () => {
      if (this.child === child) {
        this.child = null;
        this.ready = null;
      }
      for (const [id, request] of this.pending) {
        clearTimeout(request.timer);
        request.reject(new Error('report renderer exited'));
        this.pending.delete(id);
      }
    });
    return ready;
  }

  /** Starts the child now rather than on the first report (the server does it once listening). */
  warmUp(): Promise<void> {
    this.ready ??= this.start();
    return this.ready;
  }

  /** The PDF report of `results`. */
  async render(results: TResults): Promise<Buffer> {
    if (this.closed) throw new AppError('INTERNAL');
    await this.warmUp();
    const child = this.child!;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), RENDER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, results } satisfies ReportRequest);
    });
  }

  /** Stops the child; pending requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
