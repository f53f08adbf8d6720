import { CRITERIA, scoreBand, toPreview, type TAnalysis } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REAL_CORPUS_DIR,
  hasRealCorpus,
  loadRealCorpus,
} from '../../test/corpus-real/annotation';
import { analyzeText } from '../index';
import { explainScore } from '../reader';
import { MATTERING_FINDING_CEILING } from '.';

/**
 * Every figure a screen shows of one analysis, checked against the others: the preview's scores
 * and atypical-clauses status against the results', "Por que esta nota?" against the overall
 * score, and each criterion's band against the findings it lists.
 */
function expectFiguresAgree(analysis: TAnalysis, id: string) {
  const preview = toPreview(analysis, '00000000-0000-4000-8000-000000000000');
  for (const criterion of CRITERIA) {
    const result = analysis[criterion];
    expect(scoreBand(result.score), `${id} ${criterion}: band`).toBe(result.band);
    if (criterion !== 'exoticClauses') {
      expect(preview[criterion].score, `${id} ${criterion}: preview`).toBe(result.score);
    }
    const matters = result.findings.some((finding) => finding.severity !== 'baixa');
    if (matters) {
      expect(result.score, `${id} ${criterion}: a finding that matters`).toBeLessThanOrEqual(
        MATTERING_FINDING_CEILING,
      );
    }
  }
  const exotic = analysis.exoticClauses;
  const expected =
    exotic.findings.length === 0
      ? 'nenhuma'
      : scoreBand(exotic.score) === 'Crítico'
        ? 'critica'
        : 'atencao';
  expect(preview.exoticClauses, `${id}: atypical clauses`).toEqual({
    status: expected,
    count: exotic.findings.length,
  });
  // "Satisfatório" in the results never sits beside "Atenção" in the preview.
  if (expected === 'atencao') expect(exotic.band, `${id}: atypical band`).toBe('Atenção');
  expect(preview.finalScore.score, `${id}: preview score`).toBe(analysis.finalScore.score);
  const breakdown = explainScore(analysis);
  expect(breakdown.score, `${id}: "Por que esta nota?"`).toBe(analysis.finalScore.score);
  for (const row of breakdown.criteria) {
    expect(row.score, `${id} ${row.criterion}: breakdown`).toBe(analysis[row.criterion].score);
  }
}

describe.skipIf(!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR))('figures of corpus-real contracts', () => {
  it('agree between preview, results and "Por que esta nota?" on every contract', () => {
    for (const entry of loadRealCorpus(DEFAULT_REAL_CORPUS_DIR)) {
      const result = analyzeText(entry.text, { fileName: `${entry.id}.txt` });
      if (!result.ok) throw new Error(`${entry.id}: ${result.error.code}`);
      expectFiguresAgree(result.value, entry.id);
    }
  }, 600_000);
});
