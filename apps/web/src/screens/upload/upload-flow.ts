import { isAppError } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';

/*
 * The parts of the upload that need `@contrato-claro/shared` at run time (and with it zod,
 * ~24 KB gzipped). The screen imports this module on the first file pick, so `/` stays within
 * its 100 KB budget before any interaction.
 */

export { validateFile } from './validate-file';

/** What a person reads for a failed upload or analysis. */
export function errorMessage(error: unknown): string {
  return isAppError(error) ? error.message : messages.errors.unexpectedAnswer;
}
