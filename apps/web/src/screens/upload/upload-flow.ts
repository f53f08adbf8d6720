import { isAppError, isFileRejection } from '@contrato-claro/shared';
import { isNetworkError } from '../../api/client';
import { messages } from '../../messages/pt-BR';

/*
 * The parts of the upload that need `@contrato-claro/shared` at run time (and with it zod,
 * ~24 KB gzipped). The screen imports this module on the first file pick, so `/` stays within
 * its 100 KB budget before any interaction.
 */

export { isFileRejection } from '@contrato-claro/shared';
export { validateFile } from './validate-file';

/** What a person reads for a failed upload or analysis, and whether trying again may help. */
export function describeFailure(error: unknown): {
  message: string;
  canRetry: boolean;
  isConnection: boolean;
} {
  if (!isAppError(error)) {
    return { message: messages.errors.unexpectedAnswer, canRetry: true, isConnection: false };
  }
  return {
    message: error.message,
    canRetry: !isFileRejection(error.code),
    isConnection: isNetworkError(error),
  };
}
