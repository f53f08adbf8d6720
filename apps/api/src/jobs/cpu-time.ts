import { readdir, readFile } from 'node:fs/promises';

/** /proc counts CPU time in USER_HZ ticks, fixed at 100 per second by the Linux ABI. */
const MS_PER_TICK = 10;
/** An analysis runs its child and a few tools (pdftoppm, tesseract): more is not looked at. */
const MAX_PROCESSES = 64;

/**
 * CPU time of a process in ms: its own (user + system) and that of the children it has reaped
 * (an OCR tool that ended). Null when it cannot be read (gone, or no /proc).
 */
async function ownCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14–17 of stat(5), 11–14 after the name and state.
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const threads = await readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(
      threads.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => '')),
    );
    return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/**
 * CPU time used so far by a process and everything it started (Linux /proc), in ms; null where it
 * cannot be read. An analysis' time budget is counted in this time, not on the wall clock: on a
 * busy machine the analysis gets less of a core, and that is not the document's doing.
 */
export async function readTreeCpuMs(pid: number): Promise<number | null> {
  const root = await ownCpuMs(pid);
  if (root === null) return null;
  let total = root;
  const pending = await childrenOf(pid);
  for (let seen = 0; pending.length > 0 && seen < MAX_PROCESSES; seen += 1) {
    const next = pending.shift()!;
    total += (await ownCpuMs(next)) ?? 0;
    pending.push(...(await childrenOf(next)));
  }
  return total;
}
