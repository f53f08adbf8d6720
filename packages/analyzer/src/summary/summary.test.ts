import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRITERIA, type TFinding } from '@contrato-claro/shared';
import { analyzeText } from '../index';
import { warmUpSpelling } from '../analyzers/objective/spelling';
import { summarizeCriterion } from '.';

const CORPUS = fileURLToPath(new URL('../../test/corpus/', import.meta.url));
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-ZÀ-Ú])/u;

beforeAll(() => warmUpSpelling(), 60_000);

describe('resumo_contrato', () => {
  const names = readdirSync(CORPUS).filter((name) => name.endsWith('.txt'));

  it('has 2 to 4 sentences naming the contract type and the score, for every corpus contract', () => {
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const result = analyzeText(readFileSync(`${CORPUS}${name}`, 'utf8'), { fileName: name });
      if (!result.ok) throw new Error(name);
      const { resumo_contrato: summary, score } = result.value.finalScore;
      const sentences = summary.split(SENTENCE_END);
      expect(sentences.length, `${name}: ${summary}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${name}: ${summary}`).toBeLessThanOrEqual(4);
      expect(summary).toMatch(/^Trata-se de um contrato/u);
      expect(summary).toContain(`A nota ${score}`);
    }
  }, 60_000);
});

describe('summarizeCriterion', () => {
  const finding = (title: string, points: number): TFinding => ({
    id: 'x#1',
    rule: 'financeiro.multa_excessiva',
    criterion: 'keyValuesAnalysis',
    title,
    description: 'd',
    severity: 'alta',
    points,
    clause: { ref: 'Cláusula 6ª', page: 1, excerpt: 'e', start: 0, end: 1 },
  });

  it('says what is fine when nothing was found', () => {
    for (const criterion of CRITERIA) {
      expect(summarizeCriterion(criterion, [])).toMatch(/^[A-ZÁÉÍÓÚN].+\.$/u);
    }
  });

  it('counts the findings and names the costliest one with its clause', () => {
    expect(
      summarizeCriterion('keyValuesAnalysis', [
        finding('Juros altos', 12),
        finding('Multa acima do razoável', 25),
      ]),
    ).toBe('2 pontos de atenção; o principal: multa acima do razoável (Cláusula 6ª).');
  });
});
