import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAUSE_KEYS, type TDefaultClauseKey } from '@contrato-claro/shared';
import { defaultClauseChecklist, defaultClausesAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import { describeCases, loadCases } from '../test-cases';

describeCases('default-clauses', defaultClausesAnalyzer);

/** Rows that also pin checklist items: `checklist` by presence, `expects` by expectation. */
interface ChecklistRow {
  name: string;
  text: string;
  expected: {
    checklist?: Partial<Record<TDefaultClauseKey, boolean>>;
    expects?: Partial<Record<TDefaultClauseKey, boolean>>;
  };
}

describe('default-clauses checklist cases', () => {
  const rows = (loadCases('default-clauses') as ChecklistRow[]).filter(
    (row) => row.expected.checklist !== undefined || row.expected.expects !== undefined,
  );
  it.each(rows)('$name', ({ text, expected }) => {
    const items = defaultClauseChecklist(documentFromText(text));
    const byKey = new Map(items.map((item) => [item.key, item]));
    for (const [key, present] of Object.entries(expected.checklist ?? {})) {
      expect(byKey.get(key as TDefaultClauseKey)?.present, `${key} present`).toBe(present);
    }
    for (const [key, isExpected] of Object.entries(expected.expects ?? {})) {
      expect(byKey.get(key as TDefaultClauseKey)?.expected, `${key} expected`).toBe(isExpected);
    }
  });
});

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

  it('reports a missing data-protection clause as medium, citing the LGPD (art. 7º and 46)', () => {
    const crm = loadCases('default-clauses').find((row) => row.name.includes('CRM licence'))!;
    const findings = defaultClausesAnalyzer.analyze(documentFromText(crm.text));
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'média', legalRef: 'lgpd.art7-46' }),
    ]);
  });

  it('points the fine at the breach penalty, not at the late-payment fine before it', () => {
    const text =
      'CONTRATO DE DESENVOLVIMENTO DE SOFTWARE SOB ENCOMENDA\n\nCláusula 1ª – Preço e pagamento\nA CONTRATANTE pagará o preço total de R$ 36.000,00.\nParágrafo primeiro. O atraso no pagamento sujeitará a CONTRATANTE à multa de 2% sobre a parcela em atraso.\n\nCláusula 2ª – Vigência e rescisão\nEste contrato vigora da assinatura até a entrega final.\nParágrafo primeiro. Qualquer das partes poderá rescindir o contrato se a outra descumprir obrigação, pagando a parte culpada multa de 10% do preço total.';
    const items = defaultClauseChecklist(documentFromText(text));
    expect(items.find((item) => item.key === 'multa')?.clauseRef).toBe('Cláusula 2ª, § 1º');
    const lateOnly = text.slice(0, text.indexOf('\n\nCláusula 2ª'));
    const late = defaultClauseChecklist(documentFromText(lateOnly));
    expect(late.find((item) => item.key === 'multa')?.clauseRef).toBe('Cláusula 1ª, § 1º');
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
