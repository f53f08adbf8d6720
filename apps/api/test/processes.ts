import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { waitUntil } from './wait';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Waits until the process answers `/api/health` on `port`, however long a busy machine takes to
 * start it (the test's timeout is the bound; its caller kills what it started); fails at once if
 * the process exits instead.
 */
export async function waitForHealth(child: ChildProcess, port: number): Promise<void> {
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    return fetch(`http://127.0.0.1:${port}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
  }, 250);
}

/** Resolves with the exit code (null when killed by a signal). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
