import { describe, expect, it } from 'vitest';
import { CRITERIA, type TAnalysis } from '@contrato-claro/shared';
import { analyzeText } from '..';
import { compareVersions } from '.';
import { diffWords } from './word-diff';

const LEASE = `CONTRATO DE LOCAÇÃO RESIDENCIAL

LOCADORA: Maria Souza, CPF 123.456.789-09. LOCATÁRIO: João Lima, CPF 987.654.321-00.

CLÁUSULA 1ª – DO OBJETO
A LOCADORA dá em locação ao LOCATÁRIO o imóvel situado na Rua das Flores, 10, Recife/PE, para fins residenciais.

CLÁUSULA 2ª – DO PRAZO
O prazo da locação é de 30 (trinta) meses, com início em 1º de março de 2026.

CLÁUSULA 3ª – DO ALUGUEL
O aluguel mensal é de R$ 2.000,00 (dois mil reais), pago até o dia 5 de cada mês.

CLÁUSULA 4ª – DA MULTA
O atraso no pagamento sujeita o LOCATÁRIO à multa de 20% (vinte por cento) sobre o valor devido.

CLÁUSULA 5ª – DO FORO
Fica eleito o foro da comarca de Recife/PE.

Recife, 1º de fevereiro de 2026.

LOCADORA ____________________  LOCATÁRIO ____________________`;

function analysed(text: string): TAnalysis {
  const result = analyzeText(text, { fileName: 'contrato.txt' });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const findingsOf = (analysis: TAnalysis) =>
  CRITERIA.flatMap((criterion) => analysis[criterion].findings);

describe('compareVersions', () => {
  const before = analysed(LEASE);

  it('finds nothing changed between a version and itself', () => {
    const comparison = compareVersions(before, before);
    expect(comparison.clauses.every((clause) => clause.status === 'unchanged')).toBe(true);
    expect(comparison.findings.resolved).toEqual([]);
    expect(comparison.findings.new).toEqual([]);
    expect(comparison.findings.remaining).toHaveLength(findingsOf(before).length);
  });

  it('recognises a renumbered, moved clause and diffs an edited one word by word', () => {
    const revised = LEASE.replace(
      /CLÁUSULA 5ª – DO FORO\nFica eleito o foro da comarca de Recife\/PE\.\n\n/u,
      '',
    )
      .replace(
        'CLÁUSULA 1ª – DO OBJETO',
        'CLÁUSULA 1ª – DO FORO\nFica eleito o foro da comarca de Recife/PE.\n\nCLÁUSULA 2ª – DO OBJETO',
      )
      .replace('CLÁUSULA 2ª – DO PRAZO', 'CLÁUSULA 3ª – DO PRAZO')
      .replace('CLÁUSULA 3ª – DO ALUGUEL', 'CLÁUSULA 4ª – DO ALUGUEL')
      .replace('CLÁUSULA 4ª – DA MULTA', 'CLÁUSULA 5ª – DA MULTA')
      .replace('30 (trinta) meses', '12 (doze) meses');
    const comparison = compareVersions(before, analysed(revised));
    const foro = comparison.clauses.find((clause) => clause.title?.includes('FORO'));
    expect(foro).toMatchObject({ status: 'unchanged', renumbered: true, moved: true });
    const prazo = comparison.clauses.find((clause) => clause.title?.includes('PRAZO'));
    expect(prazo).toMatchObject({
      status: 'changed',
      beforeRef: 'Cláusula 2ª',
      afterRef: 'Cláusula 3ª',
    });
    const words = (op: string) =>
      prazo!.parts.filter((part) => part.op === op).map((part) => part.text.trim());
    // The heading's number and the term: only the words that changed.
    expect(words('delete')).toEqual(['2', '30', 'trinta']);
    expect(words('insert')).toEqual(['3', '12', 'doze']);
    expect(
      comparison.clauses.some((clause) => clause.status === 'added' || clause.status === 'removed'),
    ).toBe(false);
  });

  it('marks a fixed problem resolved, an untouched one remaining and a new one new', () => {
    const fine = findingsOf(before).find((finding) => finding.clause.ref === 'Cláusula 4ª');
    expect(fine, 'the 20% late fine is a finding').toBeDefined();
    const revised = LEASE.replace(
      'multa de 20% (vinte por cento)',
      'multa de 2% (dois por cento)',
    ).replace(
      'Fica eleito o foro da comarca de Recife/PE.',
      'Fica eleito o foro da comarca de Recife/PE.\n\nCLÁUSULA 6ª – DA RESCISÃO\nA LOCADORA poderá rescindir este contrato a qualquer tempo, sem aviso e sem qualquer indenização, e o LOCATÁRIO perderá as benfeitorias.',
    );
    const after = analysed(revised);
    const comparison = compareVersions(before, after, [fine!.id]);
    expect(comparison.findings.resolved.map((finding) => finding.id)).toContain(fine!.id);
    expect(comparison.requested).toEqual([
      { findingId: fine!.id, title: fine!.title, ref: 'Cláusula 4ª', status: 'atendido' },
    ]);
    expect(comparison.clauses.find((clause) => clause.status === 'added')?.afterRef).toBe(
      'Cláusula 6ª',
    );
    const untouched = comparison.findings.remaining.length;
    expect(untouched + comparison.findings.resolved.length).toBe(findingsOf(before).length);
    expect(comparison.findings.new.length + untouched).toBe(findingsOf(after).length);
  });

  it('says a requested point is not met when the problem is still there, and skips unknown ids', () => {
    const fine = findingsOf(before).find((finding) => finding.clause.ref === 'Cláusula 4ª')!;
    const comparison = compareVersions(before, before, [fine.id, 'nao.existe#1']);
    expect(comparison.requested).toEqual([
      expect.objectContaining({ findingId: fine.id, status: 'nao_atendido' }),
    ]);
    expect(compareVersions(before, before).requested).toBeNull();
  });

  it('reports each criterion score before and after', () => {
    const comparison = compareVersions(before, before);
    expect(comparison.criteria.map((row) => row.criterion)).toEqual([...CRITERIA]);
  });
});

describe('diffWords', () => {
  it('keeps the words in common and merges consecutive parts', () => {
    expect(diffWords('multa de 20% ao mês', 'multa de 2% ao mês')).toEqual([
      { op: 'equal', text: 'multa de ' },
      { op: 'delete', text: '20' },
      { op: 'insert', text: '2' },
      { op: 'equal', text: '% ao mês' },
    ]);
  });
});
