/**
 * Runs a command-line tool (pdftoppm, tesseract) with its input on stdin and its output
 * collected from stdout, bounded in time and in output size. Expected failures are values.
 */
import { spawn } from 'node:child_process';
import { fail, ok, type Result } from '../../types';

/** Why a tool gave no output: not installed, failed, too slow or too talkative. */
export type ToolFailure = 'missing' | 'failed' | 'timeout';

export interface ToolOptions {
  input: Uint8Array;
  timeoutMs: number;
  maxOutputBytes: number;
}

/**
 * Runs `command args…`. The tool stays in the caller's process group, so whoever kills the
 * analysis process group (the API's hard timeout) kills the tool with it; on its own timeout it
 * is killed here. Tesseract is kept to one thread: the analysis runs on one core.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: ToolOptions,
): Promise<Result<Buffer, ToolFailure>> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: ToolFailure | null = null;
    const stop = (reason: ToolFailure) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxOutputBytes) stop('failed');
      else chunks.push(chunk);
    });
    let settled = false;
    const settle = (result: Result<Buffer, ToolFailure>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    // A tool that could not start may never emit 'close'.
    child.on('error', (error: NodeJS.ErrnoException) => {
      failure ??= error.code === 'ENOENT' ? 'missing' : 'failed';
      if (child.pid === undefined) settle(fail(failure));
    });
    // A tool that exits before reading all of its input closes the pipe: its exit code decides.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
    child.on('close', (code) => {
      if (failure) settle(fail(failure));
      else if (code !== 0) settle(fail('failed'));
      else settle(ok(Buffer.concat(chunks)));
    });
  });
}
