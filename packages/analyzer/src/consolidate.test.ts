import { CRITERIA, type TCriterion } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { consolidate } from './consolidate';
import { documentFromText } from './prepare';
import type { RawFinding, RuleId } from './types';

const TEXT =
  'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS\n\nCONTRATADA: ESCOLA ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATANTE: ANA COSTA, brasileira, inscrita no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA CONTRATADA prestará serviços educacionais ao aluno no ano letivo de 2026.\n\nCLÁUSULA SEGUNDA – DA DESISTÊNCIA\n\nApós 30 dias o contrato não é passível de rescisão, e o aluno pagará todas as parcelas vincendas. A multa é de 20% do contrato. A multa é de 20% do contrato.\n\nCLÁUSULA TERCEIRA – DO FORO\n\nFica eleito o foro de Goiânia/GO.';
const doc = documentFromText(TEXT);

const at = (words: string, from = 0) => {
  const start = doc.text.indexOf(words, from);
  return { start, end: start + words.length };
};
const finding = (rule: RuleId, span: { start: number; end: number }, extra = {}): RawFinding => ({
  rule,
  title: rule,
  description: rule,
  severity: 'média',
  ...span,
  ...extra,
});
const empty = (): Record<TCriterion, RawFinding[]> =>
  Object.fromEntries(CRITERIA.map((criterion) => [criterion, []])) as never;

describe('consolidate', () => {
  it('drops a finding that calls missing an element the checklist finds', () => {
    const raw = empty();
    raw.defaultClauses = [
      finding('padrao.ausente', at('CONTRATO'), { missing: 'foro' }),
      finding('padrao.ausente', at('CONTRATO'), { missing: 'confidencialidade' }),
    ];
    const kept = consolidate(doc, raw).defaultClauses.map((f) => f.missing);
    expect(kept).toEqual(['confidencialidade']);
  });

  it('merges the findings of one rule on one clause into one, listing the other places', () => {
    const raw = empty();
    const first = at('A multa é de 20%');
    const second = at('A multa é de 20%', first.end);
    raw.keyValuesAnalysis = [
      finding('financeiro.multa_excessiva', second),
      finding('financeiro.multa_excessiva', first),
    ];
    const [merged, ...rest] = consolidate(doc, raw).keyValuesAnalysis;
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ start: first.start, occurrences: [second] });
  });

  it('charges one fact once, to the rule that owns it, when both point at the same words', () => {
    const raw = empty();
    const words = at('não é passível de rescisão');
    raw.equilibriumAnalysis = [finding('equilibrio.cancelamento_dificultado', words)];
    raw.keyValuesAnalysis = [finding('financeiro.parcelas_vincendas', words)];
    const result = consolidate(doc, raw);
    expect(result.equilibriumAnalysis.map((f) => f.rule)).toEqual([
      'equilibrio.cancelamento_dificultado',
    ]);
    expect(result.keyValuesAnalysis).toEqual([]);
  });

  it('takes from a finding only the places the owner covers, and keeps the others', () => {
    const raw = empty();
    const owned = at('não é passível de rescisão');
    const other = at('todas as parcelas');
    raw.equilibriumAnalysis = [finding('equilibrio.cancelamento_dificultado', owned)];
    raw.keyValuesAnalysis = [
      finding('financeiro.parcelas_vincendas', owned, { occurrences: [other] }),
    ];
    const [kept, ...rest] = consolidate(doc, raw).keyValuesAnalysis;
    expect(rest).toEqual([]);
    expect(kept).toMatchObject(other);
    expect(kept?.occurrences).toBeUndefined();
  });

  it('keeps both rules of one fact apart when they point at different words', () => {
    const raw = empty();
    raw.equilibriumAnalysis = [
      finding('equilibrio.cancelamento_dificultado', at('não é passível de rescisão')),
    ];
    raw.keyValuesAnalysis = [finding('financeiro.parcelas_vincendas', at('todas as parcelas'))];
    const result = consolidate(doc, raw);
    expect(result.keyValuesAnalysis).toHaveLength(1);
  });
});
