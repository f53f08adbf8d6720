import { fail } from '../types';
import type { AnalysisError, AnalysisErrorCode, Result } from '../types';

/** A failed extraction; `detail` is technical (for logs) and never holds contract text. */
export function extractionError(
  code: AnalysisErrorCode,
  detail?: string,
): Result<never, AnalysisError> {
  return fail(detail === undefined ? { code } : { code, detail });
}
