import type { TResults } from '@contrato-claro/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analysisOriginals } from '../db/schema';
import { planRedline } from '../redline/plan';
import { textDocx } from '../redline/text-docx';
import { markSuggestions } from '../redline/tracked-changes';
import { chosenRequests } from './compose-message';

/**
 * "Baixar com sugestões (Word)": the owner's document with the suggested wording of each chosen
 * finding as a tracked change with a comment. From the owner's own .docx when they uploaded one
 * (kept encrypted with the analysis), with its formatting; else a clean .docx of the text.
 * `source` says which.
 */
export async function renderRedlineDocx(options: {
  db: Database;
  results: TResults;
  findingIds: readonly string[];
  now: Date;
}): Promise<{ docx: Buffer; source: 'docx' | 'texto'; suggestions: number }> {
  const { results } = options;
  const findings = chosenRequests(results, options.findingIds);
  const [original] = await options.db
    .select({ content: analysisOriginals.content })
    .from(analysisOriginals)
    .where(eq(analysisOriginals.analysisId, results.userServiceId));
  const base = original
    ? Buffer.from(original.content, 'base64')
    : await textDocx(results.text, results.contractTitle ?? results.fileName);
  const docx = await markSuggestions(base, planRedline(results, findings), options.now);
  return { docx, source: original ? 'docx' : 'texto', suggestions: findings.length };
}
