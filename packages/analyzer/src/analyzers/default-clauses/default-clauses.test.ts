import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAUSE_KEYS } from '@contrato-claro/shared';
import { defaultClauseChecklist, defaultClausesAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import { describeCases, loadCases } from '../test-cases';

describeCases('default-clauses', defaultClausesAnalyzer);

describe('defaultClauseChecklist', () => {
  const [complete, withoutTermination] = loadCases('default-clauses');

  it('lists every key, with the clause that satisfies it as evidence', () => {
    const items = defaultClauseChecklist(documentFromText(complete!.text));
    expect(items.map((item) => item.key)).toEqual([...DEFAULT_CLAUSE_KEYS]);
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(items.every((item) => item.present)).toBe(true);
    expect(byKey.partes?.clauseRef).toBe('Preâmbulo');
    expect(byKey.objeto?.clauseRef).toBe('Cláusula 1ª');
    expect(byKey.rescisao?.clauseRef).toBe('Cláusula 8ª');
    expect(byKey.protecao_dados?.clauseRef).toBe('Cláusula 6ª');
    expect(byKey.assinaturas?.clauseRef).toBe('Assinaturas');
    expect(byKey.objeto?.label).toBe('Objeto do contrato');
  });

  it('marks a missing clause as absent with no evidence', () => {
    const items = defaultClauseChecklist(documentFromText(withoutTermination!.text));
    const rescisao = items.find((item) => item.key === 'rescisao');
    expect(rescisao).toMatchObject({ present: false, expected: true });
    expect(rescisao?.clauseRef).toBeUndefined();
  });

  it('reads a real corpus contract', () => {
    const text = readFileSync(
      new URL('../../../test/corpus/locacao-residencial-modelo.txt', import.meta.url),
      'utf8',
    );
    const items = defaultClauseChecklist(documentFromText(text));
    expect(items.find((item) => item.key === 'testemunhas')?.present).toBe(true);
  });
});
