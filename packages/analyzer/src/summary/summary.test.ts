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

describe('resumo_contrato: object, parties and points', () => {
  const HEAD = `CONTRATO DE DOAÇÃO

DOADORES: JOÃO BATISTA NASCIMENTO e MARIA NASCIMENTO, brasileiros, casados, doravante denominados DOADORES.
DONATÁRIA: PATRÍCIA NASCIMENTO LOPES, brasileira, solteira, doravante denominada DONATÁRIA.

`;
  const cases: { name: string; text: string; contains: string[]; excludes?: string[] }[] = [
    {
      name: 'the object from the clause the checklist accepted, after "tem por objeto"',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
1.1. O presente contrato tem por objeto a doação, pelos DOADORES à DONATÁRIA, da quantia de R$ 50.000,00 (cinquenta mil reais), por liberalidade.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.
Campinas, 10 de março de 2026.
_____________________ DOADORES
_____________________ DONATÁRIA`,
      contains: [
        'O contrato tem por objeto a doação, pelos DOADORES à DONATÁRIA, da quantia de R$ 50.000,00 (cinquenta mil reais), por liberalidade.',
        'entre os doadores e a donatária Patrícia Nascimento Lopes',
      ],
      excludes: ['o doadores', 'João Batista'],
    },
    {
      name: 'the first sentence of the object clause, without "Pelo presente instrumento"',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Pelo presente instrumento, os DOADORES doam à DONATÁRIA, por liberalidade, a quantia de R$ 50.000,00 (cinquenta mil reais).
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: [
        'Pelo contrato, os DOADORES doam à DONATÁRIA, por liberalidade, a quantia de R$ 50.000,00 (cinquenta mil reais).',
      ],
      excludes: ['Pelo presente instrumento'],
    },
    {
      name: 'a long object cut at a phrase boundary, never inside "R$ 4.200,00", without a dangling enumeration',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Os DOADORES doam à DONATÁRIA os bens móveis que guarnecem a residência situada na Rua das Flores, nº 10, Centro, Campinas/SP, avaliados em R$ 4.200,00, compreendendo a mobília da sala, os eletrodomésticos da cozinha e os utensílios.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: [
        'Pelo contrato, os DOADORES doam à DONATÁRIA os bens móveis que guarnecem a residência situada na Rua das Flores, nº 10, Centro, Campinas/SP.',
      ],
      excludes: ['R$ 4.200.', 'avaliados'],
    },
    {
      name: 'an enumeration cut in the middle is dropped whole',
      text: `${HEAD}CLÁUSULA PRIMEIRA – DO OBJETO
Os DOADORES doam à DONATÁRIA os bens móveis da residência, compreendendo a mobília da sala, os eletrodomésticos da cozinha, os utensílios domésticos, as roupas de cama e os livros da biblioteca da família.
CLÁUSULA SEGUNDA – DO FORO
Fica eleito o foro da Comarca de Campinas/SP.`,
      contains: ['Pelo contrato, os DOADORES doam à DONATÁRIA os bens móveis da residência.'],
      excludes: ['compreendendo'],
    },
  ];
  it.each(cases)('$name', ({ text, contains, excludes }) => {
    const result = analyzeText(text, { fileName: 'doacao.txt' });
    if (!result.ok) throw new Error(result.error.code);
    const summary = result.value.finalScore.resumo_contrato;
    for (const part of contains) expect(summary).toContain(part);
    for (const part of excludes ?? []) expect(summary).not.toContain(part);
  });

  it('says why a contract without serious findings is not "Satisfatório"', () => {
    const text = readFileSync(`${CORPUS}prestacao-servicos-redacao.txt`, 'utf8');
    const result = analyzeText(text, { fileName: 'x.txt' });
    if (!result.ok) throw new Error(result.error.code);
    const { resumo_contrato: summary, band } = result.value.finalScore;
    expect(band).toBe('Atenção');
    expect(summary).toMatch(/reflete pontos menores que, somados, pedem revisão: .+\.$/u);
  });
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
