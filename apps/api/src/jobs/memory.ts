import { readFile } from 'node:fs/promises';

/**
 * Resident memory of a process in MB, from /proc (Linux); null where it cannot be read. The pool
 * polls it because V8's heap flag does not bound ArrayBuffers or WASM memory.
 */
export async function readRssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
