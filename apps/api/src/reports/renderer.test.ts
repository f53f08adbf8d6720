import { explainScore } from '@contrato-claro/analyzer/reader';
import type { TResults } from '@contrato-claro/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/read-back';
import { sampleAnalysis } from '../../test/sample-analysis';
import { ReportRenderer } from './renderer';

const resultsOf = (fileName: string): TResults => {
  const analysis = sampleAnalysis(fileName, 1000);
  return {
    ...analysis,
    userServiceId: '00000000-0000-4000-8000-000000000002',
    analyzedAt: '2026-11-27T12:00:00.000Z',
    side: null,
    breakdown: explainScore(analysis),
    reportedFindingIds: [],
    lawyerRequest: null,
    calendarEvents: 0,
    version: { previousId: null, number: 1, count: 1 },
  };
};

describe('ReportRenderer (the report child process)', () => {
  const renderer = new ReportRenderer();
  afterAll(() => renderer.close());

  it('answers concurrent requests each with its own report', async () => {
    const names = ['primeiro-contrato.pdf', 'segundo-contrato.pdf', 'terceiro-contrato.pdf'];
    const pdfs = await Promise.all(names.map((name) => renderer.render(resultsOf(name))));
    for (const [index, pdf] of pdfs.entries()) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pdfPages(new Uint8Array(pdf))).join(' ');
      expect(text).toContain(names[index]);
      for (const other of names.filter((_, at) => at !== index)) expect(text).not.toContain(other);
    }
  });

  it('refuses to render once closed', async () => {
    await renderer.close();
    await expect(renderer.render(resultsOf('depois.pdf'))).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });
});
