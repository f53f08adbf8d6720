import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REAL_CORPUS_DIR, hasRealCorpus, loadRealCorpus } from '../corpus-real/annotation';
import type { EditPlan } from './build-pair';
import { measurePair } from './measure';

const plans = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'plans.json'), 'utf8'),
) as EditPlan[];

describe.skipIf(!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR))(
  'comparing versions built from corpus-real contracts (renumbered, moved, edited, added, removed)',
  () => {
    const texts = new Map(loadRealCorpus(DEFAULT_REAL_CORPUS_DIR).map((e) => [e.id, e.text]));
    const measures = plans
      .filter((plan) => texts.has(plan.id))
      .map((plan) => measurePair(texts.get(plan.id)!, plan));

    it('has a pair for every contract of the corpus', () => {
      expect(measures.length).toBe(texts.size);
    });

    it('aligns at least 95% of the clauses as they were built', () => {
      const right = measures.reduce((sum, m) => sum + m.alignedRight, 0);
      const total = measures.reduce((sum, m) => sum + m.units, 0);
      expect(right / total).toBeGreaterThanOrEqual(0.95);
    });

    it('marks at least 95% of the findings as the true alignment does', () => {
      const right = measures.reduce((sum, m) => sum + m.findingsRight, 0);
      const total = measures.reduce((sum, m) => sum + m.findings, 0);
      expect(right / total).toBeGreaterThanOrEqual(0.95);
    });

    it('shows the added clause and the edits inserted, and what was deleted', () => {
      for (const [index, m] of measures.entries()) {
        const plan = plans.filter((p) => texts.has(p.id))[index]!;
        const parts = m.comparison.clauses.flatMap((clause) => clause.parts);
        const inserted = parts.filter((part) => part.op === 'insert').map((part) => part.text);
        if (plan.insertedAt !== null) {
          expect(inserted.join(' '), m.id).toContain('DA COMUNICAÇÃO ENTRE AS PARTES');
        }
        expect(inserted.join(' '), m.id).toContain('termo aditivo assinado por ambas as partes');
        if (plan.deleted.length > 0)
          expect(
            parts.map((part) => part.op),
            m.id,
          ).toContain('delete');
      }
    });
  },
);
