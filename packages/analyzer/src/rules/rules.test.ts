import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { RULES } from '../types';
import { LEGAL_REFERENCES } from '../legal/references';
import { RULE_REGISTRY, runRule } from './index';
import { isInRegime, type DeclarativeRule, type RegimeGate } from './rule';
import { regimeOf } from '../facts/regime';
import { CATALOGUE } from './catalogue';
import { catalogueTable, CATALOGUE_HEADING, rulesTable, TABLE_BEGIN, TABLE_END } from './table';

/** A contract of the rule's regime around one clause, so the example is read as a real one. */
const CONTRACTS: Record<RegimeGate, (clause: string) => string> = {
  consumer: (clause) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS',
      '',
      'CONTRATADA: SAÚDE VIDA SERVIÇOS LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95, com sede em Recife/PE, operadora de plano de saúde.',
      '',
      'CONTRATANTE: ANA PAULA MENDES, brasileira, inscrita no CPF sob o nº 529.982.247-25, residente em Olinda/PE, consumidora.',
      '',
      'CLÁUSULA 1ª – A CONTRATADA prestará ao CONTRATANTE os serviços contratados, mediante mensalidade de R$ 300,00.',
      '',
      `CLÁUSULA 2ª – ${clause}`,
    ].join('\n'),
  'urban-lease': (clause) =>
    [
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      '',
      'LOCADOR: JOÃO PEREIRA DA SILVA, brasileiro, CPF 123.456.789-09, residente em Campinas/SP.',
      '',
      'LOCATÁRIO: PEDRO SOUZA LIMA, brasileiro, CPF 987.654.321-00, residente em Campinas/SP.',
      '',
      'CLÁUSULA 1ª – O LOCADOR dá em locação ao LOCATÁRIO o imóvel da Rua das Flores, 10, pelo aluguel mensal de R$ 1.500,00, por 30 meses.',
      '',
      `CLÁUSULA 2ª – ${clause}`,
    ].join('\n'),
  public: (clause) =>
    [
      'CONTRATO ADMINISTRATIVO Nº 12/2024',
      '',
      'CONTRATANTE: MUNICÍPIO DE RUSSAS, pessoa jurídica de direito público interno, CNPJ 07.555.555/0001-00.',
      '',
      'CONTRATADA: ALFA SERVIÇOS LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95.',
      '',
      'CLÁUSULA 1ª – O presente contrato decorre do Pregão Eletrônico nº 5/2024 e tem por objeto a limpeza das escolas municipais, pelo preço mensal de R$ 40.000,00.',
      '',
      `CLÁUSULA 2ª – ${clause}`,
    ].join('\n'),
  civil: (clause) => BETWEEN_COMPANIES(clause),
  private: (clause) => BETWEEN_COMPANIES(clause),
  adhesion: (clause) =>
    [
      'TERMOS DE USO DA PLATAFORMA FITPLAY',
      '',
      'Ao aceitar estes Termos de Uso, o USUÁRIO celebra contrato de adesão com a FITPLAY TECNOLOGIA LTDA., CNPJ 12.345.678/0001-95, mediante assinatura mensal de R$ 30,00.',
      '',
      `CLÁUSULA 1ª – ${clause}`,
    ].join('\n'),
  employment: (clause) =>
    [
      'CONTRATO DE TRABALHO POR PRAZO DETERMINADO',
      '',
      'EMPREGADORA: ALFA INDÚSTRIA LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95.',
      '',
      'EMPREGADO: CARLOS LIMA, brasileiro, CPF 987.654.321-00, residente em Goiânia/GO.',
      '',
      'CLÁUSULA 1ª – O EMPREGADO exercerá a função de auxiliar de produção, com salário mensal de R$ 2.000,00.',
      '',
      `CLÁUSULA 2ª – ${clause}`,
    ].join('\n'),
  internship: (clause) =>
    [
      'TERMO DE COMPROMISSO DE ESTÁGIO',
      '',
      'CONCEDENTE: ALFA INDÚSTRIA LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95.',
      '',
      'ESTAGIÁRIO: LUCAS ROCHA, brasileiro, CPF 987.654.321-00, estudante de Engenharia.',
      '',
      'CLÁUSULA 1ª – O estágio, regido pela Lei 11.788/2008, terá bolsa mensal de R$ 1.000,00.',
      '',
      `CLÁUSULA 2ª – ${clause}`,
    ].join('\n'),
};

/** The same clause between two companies: no consumer, no lease. */
function BETWEEN_COMPANIES(clause: string): string {
  return [
    'CONTRATO DE FORNECIMENTO',
    '',
    'FORNECEDORA: ALFA INDÚSTRIA LTDA., inscrita no CNPJ sob o nº 12.345.678/0001-95.',
    '',
    'COMPRADORA: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 98.765.432/0001-10.',
    '',
    'CLÁUSULA 1ª – A FORNECEDORA fornecerá peças à COMPRADORA pelo preço de R$ 10.000,00 por lote.',
    '',
    `CLÁUSULA 2ª – ${clause}`,
  ].join('\n');
}

const fires = (rule: DeclarativeRule, text: string) =>
  runRule(rule, documentFromText(text))?.rule === rule.id;

describe('the contracts the examples are read in', () => {
  it.each(Object.entries(CONTRACTS))('the %s contract opens its own gate', (gate, contract) => {
    const regime = regimeOf(documentFromText(contract('As partes cumprirão este contrato.')));
    expect(isInRegime(gate as RegimeGate, regime)).toBe(true);
  });
});

describe('declarative rules', () => {
  for (const rule of RULE_REGISTRY) {
    describe(rule.id, () => {
      it('is registered under its criterion, rests on the vetted table, has its wordings', () => {
        expect(RULES[rule.criterion] as readonly string[]).toContain(rule.id);
        expect(LEGAL_REFERENCES[rule.legalRef]).toBeDefined();
        expect(rule.examples.matches.length).toBeGreaterThanOrEqual(3);
        expect(rule.examples.nonMatches.length).toBeGreaterThanOrEqual(3);
      });
      it.each(rule.examples.matches)('fires on «%s»', (clause) => {
        expect(fires(rule, CONTRACTS[rule.regime](clause))).toBe(true);
      });
      it.each(rule.examples.nonMatches)('does not fire on «%s»', (clause) => {
        expect(fires(rule, CONTRACTS[rule.regime](clause))).toBe(false);
      });
      it('never fires outside its regime', () => {
        let outside = 0;
        for (const clause of rule.examples.matches) {
          for (const contract of Object.values(CONTRACTS)) {
            const doc = documentFromText(contract(clause));
            if (isInRegime(rule.regime, regimeOf(doc))) continue;
            outside += 1;
            expect(runRule(rule, doc)).toBeNull();
          }
        }
        expect(outside).toBeGreaterThan(0);
      });
    });
  }
});

describe('the README table of declarative rules', () => {
  it('is the registry as it stands (npm run rules:doc regenerates it)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // Prettier pads the table's cells; compare cell by cell.
    const cells = (table: string) => table.replace(/[ \t]*\|[ \t]*/gu, '|').replace(/-{3,}/gu, '-');
    const begin = readme.indexOf(TABLE_BEGIN) + TABLE_BEGIN.length;
    const stored = readme.slice(begin, readme.indexOf(TABLE_END)).trim();
    expect(cells(stored)).toBe(
      cells(`${rulesTable()}\n\n${CATALOGUE_HEADING}\n\n${catalogueTable()}`),
    );
  });
});

describe('the catalogue of abusive clauses', () => {
  const known = new Set<string>(Object.values(RULES).flat());
  it.each(CATALOGUE.map((entry) => [`${entry.source} ${entry.item}`, entry] as const))(
    '%s has a rule or a written reason why not',
    (_name, entry) => {
      expect(entry.rules.length > 0 || (entry.note ?? '').length > 0).toBe(true);
      for (const id of entry.rules) expect(known).toContain(id);
    },
  );
  it('lists every catalogue rule of the registry', () => {
    const listed = new Set(CATALOGUE.flatMap((entry) => entry.rules));
    const catalogueFamilies = RULE_REGISTRY.filter((rule) =>
      /^(?:cdc\.art5[14]|sde\.|stj\.|lei8245\.art45$)/u.test(rule.legalRef),
    );
    for (const rule of catalogueFamilies) expect(listed).toContain(rule.id);
  });
});
