/**
 * The structure layer's mechanisms, table-driven (test/cases/structure.json): each row is a short
 * contract written from the mechanism, and whether the mechanism must report it. Every mechanism
 * has at least three wordings that must be reported and three that must not.
 */
import { describe, expect, it } from 'vitest';
import cases from '../../test/cases/structure.json';
import { documentFromText } from '../prepare';
import type { AnalyzedDocument } from '../types';
import { missingAnnexes } from './annexes';
import { missingAnnouncements } from './announced';
import { numberingProblems } from './numbering';
import { crossReferences } from './references';
import { brokenSubdivisions } from './subdivisions';

interface Row {
  mechanism: string;
  name: string;
  text: string;
  expected: boolean;
}

const spanText = (doc: AnalyzedDocument, span: { start: number; end: number }) =>
  doc.text.slice(span.start, span.end);

/** Whether each mechanism reports something in a document. */
const MECHANISMS: Record<string, (doc: AnalyzedDocument) => boolean> = {
  subdivision: (doc) => brokenSubdivisions(doc).length > 0,
  'clause-number': (doc) =>
    crossReferences(doc).some(
      (finding) =>
        finding.rule === 'contradicao.referencia_inexistente' &&
        /\b(?:cláusulas?|itens|item)\b/iu.test(doc.text.slice(finding.start, finding.end)),
    ),
  adjacent: (doc) =>
    crossReferences(doc).some((finding) => finding.title === 'Remissão à cláusula errada'),
  article: (doc) => crossReferences(doc).some((finding) => /^art/iu.test(spanText(doc, finding))),
  division: (doc) =>
    crossReferences(doc).some((finding) => /^cap[íi]tulo/iu.test(spanText(doc, finding))),
  self: (doc) =>
    crossReferences(doc).some((finding) => finding.title === 'Cláusula que remete a si mesma'),
  quadro: (doc) =>
    crossReferences(doc).some((finding) => finding.title?.startsWith('Remissão ao item errado')),
  annex: (doc) => missingAnnexes(doc).length > 0,
  announced: (doc) => missingAnnouncements(doc).length > 0,
  numbering: (doc) => numberingProblems(doc).length > 0,
};

const rows = cases as Row[];

describe('structure mechanisms (test/cases/structure.json)', () => {
  it('has three wordings that must match and three that must not for every mechanism', () => {
    for (const mechanism of Object.keys(MECHANISMS)) {
      const mine = rows.filter((row) => row.mechanism === mechanism);
      expect(mine.filter((row) => row.expected).length, mechanism).toBeGreaterThanOrEqual(3);
      expect(mine.filter((row) => !row.expected).length, mechanism).toBeGreaterThanOrEqual(3);
    }
  });
  it.each(rows)('$mechanism: $name', ({ mechanism, text, expected }) => {
    const reports = MECHANISMS[mechanism];
    expect(reports, `unknown mechanism ${mechanism}`).toBeDefined();
    expect(reports!(documentFromText(text))).toBe(expected);
  });
});
