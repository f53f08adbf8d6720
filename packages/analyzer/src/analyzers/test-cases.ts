/**
 * Runs the table-driven cases of an analyzer (test/cases/<name>.json): each row is real contract
 * text and the rules that must (or must not) fire on it. Used by the analyzers' test files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { REGISTRY_IDS, registryFindings } from '../rules';
import { RULES, type Analyzer, type RuleId } from '../types';

interface CaseRow {
  name: string;
  text: string;
  expected: { present?: RuleId[]; absent?: RuleId[] };
}

/** Loads test/cases/<file>.json. */
export function loadCases(file: string): CaseRow[] {
  const path = fileURLToPath(new URL(`../../test/cases/${file}.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as CaseRow[];
}

/** Declares one test per row: the rules fired by `analyzer` on the row's text. */
export function describeCases(file: string, analyzer: Analyzer): void {
  describe(`${file} cases`, () => {
    const rows = loadCases(file);
    it('has a positive and a negative row for every rule of the criterion', () => {
      const positive = new Set(rows.flatMap((row) => row.expected.present ?? []));
      const negative = new Set(rows.flatMap((row) => row.expected.absent ?? []));
      // The registry's rules are tested by their own examples (rules/rules.test.ts); rows may
      // still name them.
      for (const rule of RULES[analyzer.criterion].filter((id) => !REGISTRY_IDS.has(id))) {
        expect(positive, `positive row for ${rule}`).toContain(rule);
        expect(negative, `negative row for ${rule}`).toContain(rule);
      }
    });
    for (const row of rows) {
      it(row.name, () => {
        const doc = documentFromText(row.text);
        // A rule migrated to the registry keeps its rows: the criterion's registry rules run too.
        const findings = [...analyzer.analyze(doc), ...registryFindings(doc, analyzer.criterion)];
        const fired = new Set(findings.map((finding) => finding.rule));
        for (const rule of row.expected.present ?? [])
          expect(fired, `expected ${rule}`).toContain(rule);
        for (const rule of row.expected.absent ?? [])
          expect(fired, `unexpected ${rule}`).not.toContain(rule);
        for (const finding of findings) {
          expect(finding.start).toBeGreaterThanOrEqual(0);
          expect(finding.end).toBeLessThanOrEqual(doc.text.length);
          expect(finding.end).toBeGreaterThan(finding.start);
        }
      });
    }
  });
}
