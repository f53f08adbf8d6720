/**
 * Every item of the official lists of void and abusive clauses (`../shared/LAW-CATALOGUE.md`)
 * with the rules that express it — registry rules or, where an older analyzer already covered
 * the item, that analyzer's rule — or the written reason why no rule does. The README's table is
 * generated from this list, and a test fails on an item with neither.
 */
import type { RuleId } from '../types';

/** One item of a list: the rules that express it, or why none does. */
export interface CatalogueItem {
  /** The list: "CDC art. 51", "Portaria SDE 4/1998", "Súmula STJ"… */
  source: string;
  /** The item as the list numbers it: "I", "item 7", "302". */
  item: string;
  /** Rules that express the item. */
  rules: readonly RuleId[];
  /** Why no rule (or what the rules leave out): facts the document cannot give, law unsure. */
  note?: string;
}

const CDC = 'CDC art. 51';
const P4 = 'Portaria SDE 4/1998';
const P3_99 = 'Portaria SDE 3/1999';
const P3_01 = 'Portaria SDE 3/2001';
const P5 = 'Portaria SDE 5/2002';
const STJ = 'Súmula STJ';
const CREDIT = 'CDC (Lei 14.181/2021)';
const PRE_9656 =
  'Applies only to health plans signed before Lei 9.656/98 (3 June 1998); the contract rarely says when the plan began and later plans follow ANS rules that are not in the vetted table. Waits.';

/** The catalogue, item by item. */
export const CATALOGUE: readonly CatalogueItem[] = [
  {
    source: CDC,
    item: 'I',
    rules: [
      'atipica.exoneracao_responsabilidade',
      'equilibrio.limitacao_responsabilidade_unilateral',
      'atipica.renuncia_direitos',
    ],
    note: 'Older analyzers (exotic-clauses, equilibrium); not yet migrated to the registry.',
  },
  {
    source: CDC,
    item: 'II',
    rules: ['atipica.exclusao_sumaria'],
    note: "Older analyzer (exotic-clauses: 'Cancelamento automático sem reembolso').",
  },
  { source: CDC, item: 'III', rules: ['atipica.responsabilidade_de_terceiros'] },
  {
    source: CDC,
    item: 'IV',
    rules: [
      'atipica.exclusao_sumaria',
      'atipica.confissao_divida',
      'financeiro.parcelas_vincendas',
      'financeiro.multa_excessiva',
      'equilibrio.foro_domicilio_parte',
    ],
    note: 'A general clause: cited by older rules only where a specific mechanism shows the exaggerated disadvantage (§ 1º).',
  },
  { source: CDC, item: 'V', rules: [], note: 'Vetoed.' },
  { source: CDC, item: 'VI', rules: ['atipica.inversao_onus_prova'] },
  {
    source: CDC,
    item: 'VII',
    rules: ['atipica.arbitragem_adesao'],
    note: 'Migrated from the exotic-clauses analyzer; outside consumption it cites Lei 9.307 art. 4º, § 2º.',
  },
  { source: CDC, item: 'VIII', rules: ['atipica.procurador_imposto'] },
  {
    source: CDC,
    item: 'IX',
    rules: ['equilibrio.rescisao_unilateral'],
    note: "Older analyzer (equilibrium: 'Contrato que só uma parte pode deixar de assinar').",
  },
  {
    source: CDC,
    item: 'X',
    rules: ['atipica.preco_unilateral_renovacao', 'equilibrio.alteracao_unilateral'],
    note: 'Older analyzers (exotic-clauses, equilibrium).',
  },
  {
    source: CDC,
    item: 'XI',
    rules: ['equilibrio.rescisao_unilateral'],
    note: 'Older analyzer (equilibrium).',
  },
  {
    source: CDC,
    item: 'XII',
    rules: ['financeiro.custos_cobranca'],
    note: 'Older analyzer (key-values).',
  },
  {
    source: CDC,
    item: 'XIII',
    rules: ['equilibrio.alteracao_unilateral'],
    note: 'Older analyzer (equilibrium).',
  },
  {
    source: CDC,
    item: 'XIV',
    rules: [],
    note: 'Needs the environmental norm the clause would breach; no contract type we read carries one. Waits.',
  },
  { source: CDC, item: 'XV', rules: ['atipica.cdc_afastado'] },
  { source: CDC, item: 'XVI', rules: ['atipica.renuncia_benfeitorias'] },
  {
    source: CDC,
    item: 'XVII',
    rules: ['atipica.acesso_justica_limitado'],
    note: 'The tail of the item was not checked against the official text; the rule quotes only the checked part.',
  },
  { source: CDC, item: 'XVIII', rules: ['atipica.carencia_por_atraso'] },
  {
    source: CDC,
    item: '§ 1º',
    rules: ['atipica.velocidade_garantida_baixa'],
    note: 'Presumptions of exaggerated disadvantage: the measure item IV rules apply; II (a fundamental obligation restricted so far that the object is threatened) is cited where the contract guarantees only a fraction of what it sells.',
  },
  {
    source: CDC,
    item: '§ 2º',
    rules: [],
    note: 'Says a void clause does not void the contract: no clause to find.',
  },
  { source: P4, item: '1', rules: ['atipica.carencia_por_atraso'] },
  { source: P4, item: '2', rules: ['atipica.corte_essencial_sem_aviso'] },
  { source: P4, item: '3', rules: ['atipica.carencia_por_atraso'] },
  {
    source: P4,
    item: '4',
    rules: [],
    note: 'Needs the warranty term the clause would override, a separate document. Waits.',
  },
  {
    source: P4,
    item: '5',
    rules: ['financeiro.multa_excessiva'],
    note: 'Older analyzer (key-values: share of the paid instalments kept).',
  },
  {
    source: P4,
    item: '6',
    rules: ['equilibrio.multa_unilateral'],
    note: 'Older analyzer (equilibrium).',
  },
  { source: P4, item: '7', rules: ['financeiro.comissao_permanencia_cumulada'] },
  {
    source: P4,
    item: '8',
    rules: ['equilibrio.foro_domicilio_parte'],
    note: "Older analyzer (equilibrium: 'Foro na sede do fornecedor').",
  },
  {
    source: P4,
    item: '9',
    rules: ['financeiro.custos_cobranca'],
    note: 'Older analyzer (key-values: fees fixed before any lawsuit).',
  },
  {
    source: P4,
    item: '10',
    rules: ['atipica.cdc_afastado'],
    note: 'For international flights the STF gives the Montreal and Warsaw conventions priority over the CDC on baggage and delay damages (Tema 210): the rule cites art. 51, XV, not this item.',
  },
  { source: P4, item: '11', rules: ['financeiro.indice_a_criterio'] },
  { source: P4, item: '12', rules: ['atipica.titulo_em_branco'] },
  { source: P4, item: '13', rules: ['financeiro.restituicao_sem_correcao'] },
  { source: P4, item: '14', rules: ['atipica.limite_internacao'] },
  { source: P3_99, item: '1', rules: [], note: PRE_9656 },
  { source: P3_99, item: '2', rules: [], note: PRE_9656 },
  { source: P3_99, item: '3', rules: ['financeiro.cobranca_na_conta_essencial'] },
  { source: P3_01, item: '1', rules: ['atipica.ciencia_presumida'] },
  { source: P3_01, item: '2', rules: ['atipica.acesso_justica_limitado'] },
  {
    source: P3_01,
    item: '3',
    rules: ['financeiro.multa_excessiva'],
    note: 'Older analyzer (key-values); whether the withdrawal had just cause is a fact the document cannot give.',
  },
  { source: P3_01, item: '4', rules: ['financeiro.multa_e_arras'] },
  {
    source: P3_01,
    item: 'others (~)',
    rules: [],
    note: 'Only summarised in the catalogue, not its wording: must be checked against the DOU before a rule cites them. Waits.',
  },
  { source: P5, item: 'I', rules: ['atipica.negativacao_sem_aviso'] },
  { source: P5, item: 'II', rules: ['atipica.dados_oposicao_obrigatoria'] },
  { source: P5, item: 'III', rules: ['atipica.investigacao_vida_privada'] },
  {
    source: P5,
    item: 'IV',
    rules: ['atipica.limite_internacao'],
    note: 'Súmula 302 voids the time limit in any health plan, so the rule needs no signing date.',
  },
  { source: P5, item: 'V', rules: ['atipica.doenca_notificacao_compulsoria'] },
  {
    source: 'Lei 8.245/1991',
    item: 'art. 45',
    rules: ['atipica.renuncia_renovacao_locacao'],
  },
  { source: STJ, item: '30', rules: ['financeiro.comissao_permanencia_cumulada'] },
  { source: STJ, item: '60', rules: ['atipica.procurador_cambial'] },
  {
    source: STJ,
    item: '214',
    rules: [],
    note: 'Needs the amendment and whether the guarantor signed it, outside the contract. Waits.',
  },
  {
    source: STJ,
    item: '297',
    rules: [],
    note: 'Applied by the regime: a bank supplying a person is a consumer relation (facts/regime.ts).',
  },
  { source: STJ, item: '302', rules: ['atipica.limite_internacao'] },
  {
    source: STJ,
    item: '335',
    rules: [],
    note: 'An exception: waiving improvements is valid in a lease, so art. 51, XVI stays in consumer relations.',
  },
  {
    source: STJ,
    item: '381',
    rules: [],
    note: 'Procedural (a judge may not raise it of their own motion): banking clauses are still flagged.',
  },
  { source: STJ, item: '472', rules: ['financeiro.comissao_permanencia_cumulada'] },
  {
    source: STJ,
    item: '539 / 541',
    rules: ['financeiro.juros_compostos'],
    note: 'The exception for institutions of the financial system is part of the older key-values rule.',
  },
  { source: STJ, item: '543', rules: ['financeiro.multa_excessiva'], note: 'Older analyzer.' },
  {
    source: CREDIT,
    item: 'art. 54-B',
    rules: [],
    note: 'Absent disclosures (CET, rates, prepayment) need a document-level missing-element rule and may sit in a separate document; waits for the checklist.',
  },
  { source: CREDIT, item: 'art. 54-C, II', rules: ['atipica.credito_sem_consulta'] },
];
