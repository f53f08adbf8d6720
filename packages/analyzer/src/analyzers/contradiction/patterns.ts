/**
 * Contradiction rules: patterns (folded text) and pt-BR texts. Every number written twice
 * (digits and words) must agree; a parameter stated twice must keep its value.
 */
import { ORDINAL_PHRASE_SOURCE } from '../../text/ordinals';
import { MONEY_SOURCE } from '../facts';
import type { RuleSpec } from '../rule';

/** "30 (trinta)", "R$ 1.500,00 (mil e quinhentos reais)", "10% (dez por cento)". */
export const NUMBER_AND_WORDS =
  /(?<!\d[.,]?)(?<num>\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?<pct>%)?\s*\((?<words>[a-z][a-z ,-]{1,120})\)/gu;

/** A parameter whose value must be the same wherever the contract states it. */
export interface ParameterPattern {
  key: string;
  label: string;
  /** Must capture the value in group `v` (money) or `n` (count). */
  pattern: RegExp;
  /** The sentence must also match this (e.g. late-payment context for the late fine). */
  context?: RegExp;
  /** How to turn the captured text into a comparable value. */
  unit: 'money' | 'months' | 'number';
  /** Key the value by the first role named in the sentence (whose notice period it is). */
  byRole?: boolean;
}

/** Parameters compared across clauses. */
export const PARAMETERS: readonly ParameterPattern[] = [
  {
    key: 'aluguel',
    label: 'o valor do aluguel/mensalidade',
    pattern: new RegExp(
      String.raw`\b(?:aluguel|aluguer|mensalidade|valor\s+mensal|remuneracao\s+mensal|honorarios\s+mensais)\b[^.;]{0,40}?${MONEY_SOURCE}`,
      'gu',
    ),
    unit: 'money',
  },
  {
    key: 'preco_total',
    label: 'o preço total',
    pattern: new RegExp(
      String.raw`\b(?:preco\s+(?:total|global|certo)|valor\s+(?:total|global)(?:\s+do\s+contrato)?)\b[^.;]{0,20}?${MONEY_SOURCE}`,
      'gu',
    ),
    unit: 'money',
  },
  {
    key: 'prazo',
    label: 'o prazo do contrato',
    pattern:
      /\b(?:prazo\s+(?:de\s+vigencia|de\s+duracao|da\s+locacao|do\s+(?:presente\s+)?contrato|contratual)|vigorara\s+(?:pelo\s+prazo\s+de|por))\b[^.;]{0,30}?\b(?<n>\d+)\s*(?:\([^)]{1,40}\)\s*)?(?<u>dias|mes(?:es)?|anos?)\b/gu,
    unit: 'months',
  },
  {
    key: 'vencimento',
    label: 'o dia de vencimento',
    pattern:
      /\bdia\s+(?<n>\d{1,2})º?\s*(?:\([^)]{1,20}\)\s*)?(?:de\s+cada\s+mes|do\s+mes\s+(?:subsequente|seguinte))/gu,
    context: /\b(?:venc|pag|aluguel|mensalidade)/u,
    unit: 'number',
  },
  {
    key: 'multa_mora',
    label: 'a multa por atraso',
    pattern:
      /\bmulta(?:\s+moratoria)?\s+(?:de|equivalente\s+a|correspondente\s+a)\s+(?<n>\d+(?:,\d+)?)\s*%(?![^.;]{0,60}\bpor\s+dia)/gu,
    context:
      /\b(?:atraso|mora|impontualidade)\b[^.;]{0,30}\b(?:pagamento|parcela|prestac|aluguel|mensalidade)|\binadimpl/u,
    unit: 'number',
  },
  {
    key: 'aviso',
    label: 'o prazo de aviso prévio',
    pattern:
      /\b(?:aviso\s+previo|antecedencia(?:\s+minima)?)\s+(?:de\s+)?(?<n>\d+)\s*(?:\([^)]{1,30}\)\s*)?dias\b|\b(?<n2>\d+)\s*(?:\([^)]{1,30}\)\s*)?dias\s+(?:corridos\s+)?de\s+antecedencia\b/gu,
    context: /\b(?:rescind|rescisao|resilir|resilicao|denunci|desocup|devolver\s+o\s+imovel)/u,
    unit: 'number',
    byRole: true,
  },
];

/** A sentence that elects a court. */
export const FORUM_ELECTION = /\b(?:elege[mn]?|eleito|fica\s+eleito|elegem|competente)\b/u;

/** "6 (seis) parcelas ... de R$ 7.000,00". */
export const INSTALMENTS = new RegExp(
  String.raw`\b(?<count>\d+)\s*(?:\([^)]{1,30}\)\s*)?(?:parcelas|prestacoes|pagamentos)\b[^.;]{0,60}?\b(?:de|no\s+valor\s+(?:unitario\s+)?de)\s+${MONEY_SOURCE}`,
  'u',
);
/** A money value introduced as a total. */
export const TOTAL_MONEY = new RegExp(
  String.raw`\b(?:total(?:izando)?|totalidade|perfazendo|preco|valor\s+global|montante|anuidade|semestralidade|capital\s+social)\b(?:(?!r\$)[^.;]){0,25}?${MONEY_SOURCE}`,
  'gu',
);
/** A down payment ("sinal", "entrada") inside an instalment plan. */
export const DOWN_PAYMENT = new RegExp(
  String.raw`\b(?:sinal|entrada|arras)\b[^.;]{0,30}?${MONEY_SOURCE}`,
  'u',
);
/** "10 (dez) notebooks ... preço unitário de R$ 4.200,00". */
export const UNIT_PRICE = new RegExp(
  String.raw`\b(?<qty>\d+)\s*\([a-z ]{2,40}\)\s+(?!reais|dias|meses|anos|por\s+cento|parcelas|prestacoes|vias)\p{L}+[^;]{0,120}?\bunitari[oa]\b[^.;]{0,20}?${MONEY_SOURCE}`,
  'u',
);

/** References to clauses or items by number or ordinal. */
export const CLAUSE_REFERENCE = new RegExp(
  String.raw`\b(?<kind>clausula|item|subitem)\s+(?:(?<num>\d+(?:\.\d+)*)(?:\s*[ªºa°o](?!\p{L}))?|(?<ord>${ORDINAL_PHRASE_SOURCE}))`,
  'gu',
);
/** A reference that points at another document ("cláusula 5ª do contrato social"). */
export const EXTERNAL_REFERENCE =
  /^\s*(?:,\s*)?(?:do|da|dos|das)\s+(?:anexo|contrato\s+(?:social|de|principal)|lei|codigo|decreto|estatuto|instrumento\s+(?:anterior|de)|acordo|convencao|regulamento)/u;

/** Texts and severities of the contradiction rules. */
export const SPECS = {
  numeroExtenso: {
    rule: 'contradicao.numero_extenso',
    title: 'Número e valor por extenso não conferem',
    description: 'O número escrito em algarismos difere do escrito por extenso.',
    severity: 'alta',
    recommendation:
      'Corrija o valor para que algarismos e extenso coincidam; em caso de divergência, a interpretação fica incerta e pode gerar disputa.',
  },
  valorDivergente: {
    rule: 'contradicao.valor_divergente',
    title: 'Mesmo parâmetro com valores diferentes',
    description:
      'O contrato informa valores diferentes para o mesmo parâmetro em cláusulas distintas.',
    severity: 'alta',
    recommendation: 'Unifique o valor em todas as cláusulas que tratam do mesmo parâmetro.',
  },
  foroDuplo: {
    rule: 'contradicao.foro_duplo',
    title: 'Dois foros diferentes',
    description: 'O contrato elege mais de um foro para resolver os mesmos conflitos.',
    severity: 'média',
    recommendation: 'Mantenha uma única cláusula de foro, com uma só comarca.',
  },
  aritmetica: {
    rule: 'contradicao.aritmetica',
    title: 'Conta que não fecha',
    description: 'A multiplicação dos valores informados não resulta no total declarado.',
    severity: 'alta',
    recommendation:
      'Revise quantidades, valores unitários, parcelas e total para que a conta feche.',
  },
  referenciaInexistente: {
    rule: 'contradicao.referencia_inexistente',
    title: 'Referência a cláusula inexistente',
    description: 'O texto remete a uma cláusula ou item que não existe no contrato.',
    severity: 'média',
    recommendation: 'Corrija a remissão para a cláusula correta ou inclua a cláusula mencionada.',
  },
  papelIndefinido: {
    rule: 'contradicao.papel_indefinido',
    title: 'Parte não qualificada no contrato',
    description: 'O texto atribui obrigações a uma parte que não foi qualificada no preâmbulo.',
    severity: 'alta',
    recommendation:
      'Corrija o nome da parte (provável sobra de outro modelo) ou qualifique-a no preâmbulo.',
  },
} as const satisfies Record<string, RuleSpec>;
