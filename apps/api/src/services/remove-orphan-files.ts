import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses } from '../db/schema';
import { deleteStoredFile, PARTIAL_SUFFIX } from './stored-files';

/** Older than any upload still being written (the request timeout is 2 minutes). */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes stored uploads no analysis refers to: partial files (`.part`) no upload has written to
 * for `partialIdleMs` — an upload idle that long was dropped, so what remains was left by a
 * process that died (run at start-up, they go at once) — and complete files left by a process that
 * died between writing the file and inserting its row, or between storing an outcome and deleting
 * the file (after an hour). How many files went.
 */
export async function removeOrphanFiles(options: {
  db: Database;
  filesDir: string;
  /** UPLOAD_IDLE_TIMEOUT_MS: a partial file untouched for longer belongs to no live upload. */
  partialIdleMs: number;
  now?: number;
}): Promise<number> {
  const names = await readdir(options.filesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (names.length === 0) return 0;
  const rows = await options.db
    .select({ filePath: analyses.filePath })
    .from(analyses)
    .where(isNotNull(analyses.filePath));
  const referenced = new Set(rows.map((row) => row.filePath));
  const now = options.now ?? Date.now();
  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const maxAgeMs = name.endsWith(PARTIAL_SUFFIX) ? options.partialIdleMs : ORPHAN_MIN_AGE_MS;
    // A job may finish (and delete its file) meanwhile.
    const info = await stat(path.join(options.filesDir, name)).catch(() => null);
    if (!info || info.mtimeMs > now - maxAgeMs) continue;
    await deleteStoredFile(options.filesDir, name);
    removed += 1;
  }
  return removed;
}
