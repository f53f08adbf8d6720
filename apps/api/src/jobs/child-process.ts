import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ERROR_CODES, ZAnalysis, type TAnalysis, type TErrorCode } from '@contrato-claro/shared';
import { readTreeCpuMs } from './cpu-time';
import { readRssMb } from './memory';
import {
  ANALYZER_MODULE_ENV,
  type ChildMessage,
  type ParentMessage,
  type ProgressEvent,
} from './protocol';

const CHILD_ENTRY = fileURLToPath(new URL('./child.ts', import.meta.url));
/** Absolute, so the child finds tsx whatever its working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const PLAIN_JS_LOADER = new URL('./plain-js-loader.mjs', import.meta.url).href;
const MEMORY_POLL_MS = 100;
const CPU_POLL_MS = 250;
const SPAWN_TIMEOUT_MS = 30_000;

/**
 * How one analysis ended in a child. `interrupted`: not the file's doing (the pool is stopping),
 * so the job goes back to the queue.
 */
export type Outcome =
  | { kind: 'done'; analysis: TAnalysis }
  | { kind: 'failed'; code: TErrorCode; detail: string | null }
  | { kind: 'interrupted' };

export interface ChildLimits {
  /**
   * The analysis' time budget, in CPU time of the child and the tools it runs (wall-clock time
   * where /proc is missing). Past it the analysis fails ANALYSIS_TIMEOUT: the document costs too
   * much.
   */
  timeoutMs: number;
  /**
   * How long it may hold its slot on the clock (ANALYSIS_CLOCK_FACTOR × the budget); past it,
   * SERVER_BUSY: the machine was too busy to give it its time, which says nothing of the document.
   */
  wallMs: number;
  memoryMb: number;
}

/**
 * Node flags of an analysis child: the TypeScript loader, which leaves dependencies' plain
 * JavaScript alone, and a V8 heap cap of `memoryMb` (the memory benchmark starts its probes with
 * the same flags).
 */
export const childExecArgv = (memoryMb: number): string[] => [
  '--import',
  TSX_LOADER,
  '--import',
  PLAIN_JS_LOADER,
  `--max-old-space-size=${memoryMb}`,
];

/**
 * Kills a child and the tools it runs (pdftoppm, tesseract): the child leads its own process
 * group, so one signal to the group reaches them all.
 */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone (or never formed): kill the child itself.
  }
  child.kill('SIGKILL');
}

const toErrorCode = (code: string): TErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code) ? (code as TErrorCode) : 'ANALYSIS_FAILED';

/**
 * One analysis child process, killable from outside: a hard timeout, an RSS cap polled from
 * /proc (V8's --max-old-space-size does not bound ArrayBuffers or WASM) and that heap flag too.
 */
export class AnalysisChild {
  private stopping = false;
  private exited = false;
  /** Analyses run by this process; the pool recycles it after a while. */
  jobsRun = 0;
  /** CPU time (ms) its last analysis used, its tools included; null when unknown. */
  lastCpuMs: number | null = null;

  private constructor(
    private readonly process: ChildProcess,
    /** Its V8 heap cap, fixed at start: a job with another cap needs another child. */
    readonly memoryMb: number,
  ) {
    process.once('exit', () => {
      this.exited = true;
    });
    // A failed send or kill to a child that just died: its 'exit' settles the analysis. Without a
    // listener, the 'error' event would crash the server.
    process.on('error', () => undefined);
  }

  /** Starts a child and waits until its analyzer is loaded. */
  static async spawn(options: {
    memoryMb: number;
    analyzerModule?: string;
  }): Promise<AnalysisChild> {
    const child = fork(CHILD_ENTRY, [], {
      execArgv: childExecArgv(options.memoryMb),
      env: {
        ...process.env,
        ...(options.analyzerModule ? { [ANALYZER_MODULE_ENV]: options.analyzerModule } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Its own process group: Ctrl-C in a terminal signals the whole foreground group, and the
      // parent, not the terminal, decides when an analysis stops (it drains, then kills); and
      // killing the analysis kills the OCR tools it started.
      detached: true,
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error('analysis child did not start')),
        SPAWN_TIMEOUT_MS,
      );
      const onMessage = (message: ChildMessage) => {
        if (message.type !== 'ready') return;
        cleanup();
        resolve();
      };
      const onExit = (code: number | null, signal: string | null) =>
        fail(new Error(`analysis child exited during start-up (${code ?? signal})`));
      function cleanup() {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      }
      function fail(error: Error) {
        cleanup();
        killGroup(child);
        reject(error);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
    return new AnalysisChild(child, options.memoryMb);
  }

  get isAlive(): boolean {
    return !this.exited;
  }

  /** Runs one analysis; never rejects: every way it can end is an Outcome. */
  async analyze(
    message: ParentMessage,
    limits: ChildLimits,
    onProgress: (event: ProgressEvent) => void,
  ): Promise<Outcome> {
    this.jobsRun += 1;
    this.lastCpuMs = null;
    const child = this.process;
    const pid = child.pid;
    // The child is reused: its analysis is charged what it uses from now on.
    const cpuAtStart = pid === undefined ? null : await readTreeCpuMs(pid);
    let cpuUsed = 0;
    const readCpu = async () => {
      if (cpuAtStart === null || pid === undefined) return;
      const now = await readTreeCpuMs(pid);
      if (now !== null) cpuUsed = Math.max(cpuUsed, now - cpuAtStart);
    };
    return new Promise<Outcome>((resolve) => {
      let killedFor: TErrorCode | null = null;
      /** What the child reported before ending (see ChildMessage `ending`). */
      let endingWith: Outcome | null = null;
      let settled = false;
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(wallTimer);
        clearInterval(memoryTimer);
        clearInterval(cpuTimer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        // A last reading, for an analysis shorter than a poll (a killed child keeps its last one).
        void readCpu().finally(() => {
          if (cpuAtStart !== null) this.lastCpuMs = cpuUsed;
          resolve(outcome);
        });
      };
      const killFor = (code: TErrorCode) => {
        killedFor ??= code;
        killGroup(child);
      };
      const onMessage = (reply: ChildMessage) => {
        switch (reply.type) {
          case 'ready':
            return;
          case 'stage':
          case 'scan':
            return onProgress(reply);
          case 'done': {
            const parsed = ZAnalysis.safeParse(reply.analysis);
            return settle(
              parsed.success
                ? { kind: 'done', analysis: parsed.data }
                : {
                    kind: 'failed',
                    code: 'ANALYSIS_FAILED',
                    detail: 'analyzer output failed validation',
                  },
            );
          }
          case 'rejected': {
            const failed: Outcome = {
              kind: 'failed',
              code: toErrorCode(reply.code),
              detail: reply.detail,
            };
            // A child that is ending settles at its exit, so the pool never hands it another job.
            if (reply.ending) {
              endingWith = failed;
              return;
            }
            return settle(failed);
          }
          default: {
            const unexpected: never = reply;
            return unexpected;
          }
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.stopping) return settle({ kind: 'interrupted' });
        if (endingWith) return settle(endingWith);
        if (killedFor)
          return settle({ kind: 'failed', code: killedFor, detail: `killed: ${killedFor}` });
        // V8 aborts when --max-old-space-size is reached.
        if (signal === 'SIGABRT' || code === 134) {
          return settle({
            kind: 'failed',
            code: 'ANALYSIS_OUT_OF_MEMORY',
            detail: 'heap limit reached',
          });
        }
        settle({
          kind: 'failed',
          code: 'ANALYSIS_FAILED',
          detail: `child exited (${code ?? signal})`,
        });
      };
      // Without /proc, the budget is on the clock.
      const timer =
        cpuAtStart === null
          ? setTimeout(() => killFor('ANALYSIS_TIMEOUT'), limits.timeoutMs)
          : undefined;
      const wallTimer = setTimeout(() => killFor('SERVER_BUSY'), limits.wallMs);
      const cpuTimer = setInterval(() => {
        void readCpu().then(() => {
          if (!settled && cpuUsed > limits.timeoutMs) killFor('ANALYSIS_TIMEOUT');
        });
      }, CPU_POLL_MS);
      const memoryTimer = setInterval(() => {
        if (child.pid === undefined) return;
        void readRssMb(child.pid).then((rss) => {
          if (!settled && rss !== null && rss > limits.memoryMb) killFor('ANALYSIS_OUT_OF_MEMORY');
        });
      }, MEMORY_POLL_MS);
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (this.exited) return onExit(child.exitCode, child.signalCode);
      // Should the child die right now, the send fails quietly (see the 'error' listener) and its
      // 'exit' settles the analysis.
      child.send(message);
    });
  }

  /** Kills the process; a running analysis ends `interrupted`. Resolves once it has exited. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.exited) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    killGroup(this.process);
    await exited;
  }
}
