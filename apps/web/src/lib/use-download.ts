import { isAppError } from '@contrato-claro/shared';
import { useCallback, useState } from 'react';
import type { DownloadedFile } from '../api/client';
import { saveFile } from './save-file';
import { messages } from '../messages/pt-BR';

/**
 * A download from the API with its busy state and pt-BR error: `run` fetches the file and hands it
 * to the browser. A second click while one runs is ignored.
 */
export function useDownload() {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (fetchFile: () => Promise<DownloadedFile>) => {
      if (isBusy) return;
      setBusy(true);
      setError(null);
      try {
        const file = await fetchFile();
        saveFile(file.blob, file.fileName);
      } catch (failure) {
        console.error('Download failed', failure);
        setError(
          isAppError(failure) && failure.code !== 'INTERNAL'
            ? failure.message
            : messages.results.downloadError,
        );
      } finally {
        setBusy(false);
      }
    },
    [isBusy],
  );
  return { isBusy, error, run };
}
