import { z } from 'zod';
import { ATTENTION_THRESHOLD, SATISFACTORY_THRESHOLD } from './limits';

/** Score bands of SPEC.md §4. */
export const ZBand = z.enum(['Satisfatório', 'Atenção', 'Crítico']);
export type TBand = z.infer<typeof ZBand>;

/** The band of a 0–100 score: ≥80 Satisfatório, 50–79 Atenção, <50 Crítico. */
export function scoreBand(score: number): TBand {
  if (score >= SATISFACTORY_THRESHOLD) return 'Satisfatório';
  if (score >= ATTENTION_THRESHOLD) return 'Atenção';
  return 'Crítico';
}
