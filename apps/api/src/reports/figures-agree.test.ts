import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeText } from '@contrato-claro/analyzer';
import { explainScore } from '@contrato-claro/analyzer/reader';
import {
  CRITERIA,
  CRITERION_TITLES,
  scoreBand,
  toPreview,
  type TExoticStatus,
  type TResults,
} from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/read-back';
import { renderReportPdf } from './pdf';

/**
 * The development set of real contracts (`../shared/corpus-real`, beside the repository; read,
 * never copied into it). Where it is absent (a checkout without it) the comparison has nothing
 * to read and is skipped.
 */
const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/corpus-real',
);
const names = existsSync(CORPUS_DIR)
  ? readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.txt'))
  : [];

/** The band each preview status of "Cláusulas atípicas" stands for, as the results show it. */
const STATUS_BAND: Record<TExoticStatus, string> = {
  nenhuma: 'Satisfatório',
  atencao: 'Atenção',
  critica: 'Crítico',
};

/** The results as their owner gets them (neutral reading), from the analysis of `name`. */
function resultsOf(name: string): TResults {
  const analysis = analyzeText(readFileSync(path.join(CORPUS_DIR, name), 'utf8'), {
    fileName: name,
  });
  if (!analysis.ok) throw new Error(`${name}: ${analysis.error.code}`);
  return {
    ...analysis.value,
    userServiceId: '00000000-0000-4000-8000-000000000027',
    analyzedAt: '2026-12-07T12:00:00.000Z',
    side: null,
    breakdown: explainScore(analysis.value),
    reportedFindingIds: [],
    lawyerRequest: null,
    calendarEvents: 0,
    version: { previousId: null, number: 1, count: 1 },
  };
}

describe.skipIf(names.length === 0)('every figure agrees across the screens and the report', () => {
  it.each(names)(
    '%s: preview, results, "Por que esta nota?" and the PDF report',
    async (name) => {
      const results = resultsOf(name);
      const preview = toPreview(results, results.userServiceId);
      const { breakdown, finalScore } = results;

      // The overall score: one number, in the band its value names.
      expect(preview.finalScore.score).toBe(finalScore.score);
      expect(breakdown.score, 'Por que esta nota?').toBe(finalScore.score);
      expect(finalScore.band).toBe(scoreBand(finalScore.score));
      // "Por que esta nota?": the points the findings took add up to the score, and the finding
      // that takes the contract down a band keeps the score within that band's top.
      const taken = breakdown.findings.reduce((sum, finding) => sum + finding.points, 0);
      expect(100 - taken, 'points taken in "Por que esta nota?"').toBe(finalScore.score);
      if (breakdown.ceiling !== null) {
        expect(finalScore.score).toBeLessThanOrEqual(breakdown.ceiling.high);
      }

      for (const criterion of CRITERIA) {
        const result = results[criterion];
        const row = breakdown.criteria.find((line) => line.criterion === criterion);
        expect(row?.score, `${criterion} in "Por que esta nota?"`).toBe(result.score);
        expect(result.band, criterion).toBe(scoreBand(result.score));
        const lost = result.findings.reduce((sum, finding) => sum + finding.points, 0);
        expect(lost, `${criterion}: points lost are its findings'`).toBe(100 - result.score);
        // A finding that matters never sits under "100/100 Satisfatório".
        if (result.findings.some((finding) => finding.severity !== 'baixa')) {
          expect(result.band, `${criterion} with a medium or serious finding`).not.toBe(
            'Satisfatório',
          );
        }
        if (criterion !== 'exoticClauses') {
          expect(preview[criterion].score, `${criterion} in the preview`).toBe(result.score);
        }
      }
      // "Cláusulas atípicas": the preview's status and count are the results' band and cards.
      expect(preview.exoticClauses).toEqual({
        status: results.exoticClauses.status,
        count: results.exoticClauses.count,
      });
      expect(results.exoticClauses.band, 'atypical clauses: preview status vs results band').toBe(
        STATUS_BAND[preview.exoticClauses.status],
      );

      // The report: the cover's score and band, each criterion with its score and band.
      const report = (await pdfPages(new Uint8Array(await renderReportPdf(results)))).join(' ');
      expect(report).toContain(`${finalScore.score} de 100 ${finalScore.band}`);
      for (const criterion of CRITERIA) {
        const { score, band } = results[criterion];
        expect(report).toContain(`${CRITERION_TITLES[criterion]} ${score} ${band}`);
        expect(report).toContain(`${CRITERION_TITLES[criterion]} — ${score} (${band})`);
      }
    },
    120_000,
  );
});
