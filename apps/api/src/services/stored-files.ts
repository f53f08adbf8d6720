import { unlink } from 'node:fs/promises';
import path from 'node:path';

/** Deletes an upload under DATA_DIR/files; a file already gone is fine. */
export async function deleteStoredFile(filesDir: string, storedName: string): Promise<void> {
  await unlink(path.join(filesDir, storedName)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
}
