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
  unit: 'money' | 'months' | 'number' | 'percent';
  /** Key the value by the first role named in the sentence (whose notice period it is). */
  byRole?: boolean;
}

/** A sentence about paying late. */
const LATE_PAYMENT =
  /\b(?:atraso|mora|impontualidade)\b[^.;]{0,30}\b(?:pagamento|parcela|prestac|aluguel|mensalidade)|\binadimpl/u;

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
    context: LATE_PAYMENT,
    unit: 'percent',
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

/**
 * A rate whose value must be the same wherever the contract states it, recognised by the noun
 * that names what the percentage is *of* ("royalties de 6%", "juros remuneratórios de 3% ao
 * mês"). A contract rightly holds many percentages (late fine 2%, default interest 1% a.m.,
 * rescission fine 10%): only two values of the same named rate, same period and same base
 * ("sobre o faturamento bruto") contradict each other.
 */
export interface RateParameter {
  key: string;
  label: string;
  /** The noun and the words up to the percentage; tried on the text just before it. */
  noun: RegExp;
  /** The sentence must also match this (plain "juros" are default interest only when late). */
  context?: RegExp;
  /** Key the value by the first role named in the sentence (who pays the commission). */
  byRole?: boolean;
}

/**
 * What may stand between the noun and its percentage: a short run without another rate, and
 * without words that make the percentage a cap, a floor, a tier or a surcharge ("comissão
 * limitada a 20%", "royalties reduzidos a 3%", "juros de até 2%").
 */
const RATE_GAP = String.raw`(?:(?!\b(?:limitad\w*|maxim\w*|minim\w*|teto|ate|acima|superior\w*|inferior\w*|exced\w*|reduz\w*|passar\w*|adiciona\w*|acrescid\w*)\b|por\s+cento)[^.;%]){0,40}$`;
const rateNoun = (noun: string): RegExp => new RegExp(String.raw`\b(?:${noun})\b${RATE_GAP}`, 'u');

/** Named rates compared across clauses, the most specific first. */
export const RATE_PARAMETERS: readonly RateParameter[] = [
  {
    key: 'juros_remuneratorios',
    label: 'os juros remuneratórios',
    noun: rateNoun(String.raw`juros\s+(?:remuneratorios|compensatorios)`),
  },
  {
    key: 'juros_mora',
    label: 'os juros de mora',
    noun: rateNoun(String.raw`juros\s+(?:de\s+mora|moratorios)`),
  },
  {
    key: 'juros_mora',
    label: 'os juros de mora',
    noun: rateNoun(String.raw`juros(?!\s+(?:remuneratorios|compensatorios))`),
    context: LATE_PAYMENT,
  },
  { key: 'royalties', label: 'os royalties', noun: rateNoun(String.raw`royalt(?:y|ies|ys)`) },
  {
    key: 'publicidade',
    label: 'a contribuição de publicidade',
    noun: rateNoun(
      String.raw`(?:fundo|taxa|verba)\s+(?:de\s+)?(?:publicidade|propaganda|marketing)`,
    ),
  },
  {
    key: 'comissao',
    label: 'a comissão',
    noun: rateNoun(String.raw`comiss(?:ao|oes)`),
    byRole: true,
  },
  {
    key: 'administracao',
    label: 'a taxa de administração',
    noun: rateNoun(String.raw`taxa\s+de\s+administracao`),
  },
];
/**
 * Sentences that set rates by tier or by period ("5% sobre as vendas até R$ 50.000,00",
 * "3% no primeiro ano", "a comissão passará a 7%"): two values there are a schedule, not a
 * contradiction.
 */
export const RATE_SCHEDULE =
  /\b(?:ate\s+r\$|acima\s+de|superior(?:es)?\s+a|inferior(?:es)?\s+a|exced\w*|faixas?|escalonad\w*|progressiv\w*|primeir[oa]s?\s+(?:\d+\s+(?:\([^)]*\)\s+)?)?(?:ano|anos|mes|meses|semestre|trimestre)|a\s+partir\s+d[oa]\s+\S+\s+(?:ano|mes|semestre)|passara\s+a|reduzid[oa]s?|majorad[oa]s?)\b/u;
/**
 * The base of a rate right after it: "sobre o faturamento bruto", "do valor da parcela". Group
 * `base` holds the next few words, which `BASE_LINK` and `BASE_END` trim.
 */
export const RATE_BASE =
  /^\s*(?:\([^)]*\)\s*)?,?\s*(?:sobre|do|da|dos|das|de)\s+(?<base>\p{L}+(?:\s+\p{L}+){0,5})/u;
/**
 * Words inside a base that do not tell one base from another: articles, prepositions and the
 * period ("faturamento bruto de cada mês" and "faturamento bruto mensal" are one base).
 */
export const BASE_FILLER =
  /^(?:d[aeo]s?|[ao]s?|n[ao]s?|aos|pel[ao]s?|cada|tod[oa]s?|mes|meses|mensa(?:l|is)|anua(?:l|is)|anos?|anterior|corrente|seguinte|vigente|respectiv[oa]s?)$/u;
/** A word that ends a base ("faturamento bruto | e permitir auditorias"). */
export const BASE_END = /^(?:e|ou|que|ate|para|com|em|por|sem|sob|se|quando|conforme|mediante)$/u;
/** At most this many words name a base ("faturamento bruto mes"). */
export const BASE_WORDS = 3;
/** Period words between the noun and the rate ("royalties mensais de 5%"). */
export const RATE_PERIOD_WORDS: readonly { period: 'mês' | 'ano' | 'dia'; pattern: RegExp }[] = [
  { period: 'mês', pattern: /\bmensa(?:l|is)\b/u },
  { period: 'ano', pattern: /\banua(?:l|is)\b/u },
  { period: 'dia', pattern: /\bdiari[oa]s?\b/u },
];

/** A sentence that elects a court. */
export const FORUM_ELECTION = /\b(?:elege[mn]?|eleito|fica\s+eleito|elegem|competente)\b/u;

/**
 * "6 (seis) parcelas ... de R$ 7.000,00". A misspelt "prestasões" still counts (the typo is
 * objectiveAnalysis' business, the sum is ours).
 */
export const INSTALMENTS = new RegExp(
  String.raw`\b(?<count>\d+)\s*(?:\([^)]{1,30}\)\s*)?(?:parcelas|presta(?:c|s|ss)oes|pagamentos|mensalidades|boletos|cheques|notas\s+promissorias)\b[^.;]{0,60}?\b(?:de|no\s+valor\s+(?:unitario\s+)?de)\s+${MONEY_SOURCE}`,
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
/** The same with the amount first: "R$ 20.000,00 (vinte mil reais) de entrada, nesta data". */
export const DOWN_PAYMENT_BEFORE = new RegExp(
  String.raw`${MONEY_SOURCE}\s*(?:\([^)]{1,80}\)\s*)?(?:de|a\s+titulo\s+de|como|pagos?\s+(?:a\s+)?titulo\s+de)\s+(?:sinal|entrada|arras)\b`,
  'u',
);
/** Any money amount. */
export const MONEY = new RegExp(MONEY_SOURCE, 'u');
/**
 * Amounts that are not exact: a sum over them proves nothing ("parcelas a partir de R$ 1.500",
 * "até R$ 20.000,00", "aproximadamente", "reajustáveis", "valores estimados").
 */
export const APPROXIMATE =
  /\b(?:a\s+partir\s+de\s+r\$|ate\s+r\$|aproximad\w*|cerca\s+de|estimad\w*|em\s+media|variave\w*|no\s+minimo|reajustave\w*|reajustad\w*|corrigid\w*|atualizad\w*)/u;
/** Financing charges: instalments that add up to more than the price may include them. */
export const FINANCING = /\b(?:juros|acrescid\w*|financiad\w*|financiamento|tabela\s+price)\b/u;
/** A sentence that introduces a list ("pagará da seguinte forma:", "assim distribuídas:"). */
export const LIST_INTRO = /:\s*$/u;
/** The list splits the total: it is paid, distributed or subscribed in the items. */
export const SPLIT_INTRO =
  /\b(?:pag\w*|quitad\w*|distribuid\w*|dividid\w*|subscrit\w*|integralizad\w*|parcelad\w*|seguinte\s+forma|assim)\b/u;
/** The total a list splits: "o preço certo e ajustado do imóvel é de R$ 250.000,00". */
export const LIST_TOTAL = new RegExp(
  String.raw`\b(?:preco|valor|quantia|importancia|montante|total|capital\s+social)\b(?:(?!r\$)[^.;:]){0,50}?${MONEY_SOURCE}`,
  'u',
);
/**
 * Lists whose items are not parts of the total: alternatives ("de uma das seguintes formas:",
 * "das seguintes formas:", "à escolha do comprador") or charges on top of it ("acrescido dos
 * seguintes encargos:"). "Da seguinte forma" (singular) is one plan.
 */
export const NOT_PARTS =
  /\b(?:uma\s+das\s+(?:seguintes\s+)?(?:formas|opcoes|modalidades|condicoes)|(?:d|n|pel)as\s+seguintes\s+(?:formas|modalidades)|opc(?:ao|oes)|optar|alternativ\w*|a\s+(?:sua\s+)?escolha|acrescid\w*|alem\s+d[oa]s?|adiciona\w*|encargos)\b/u;
/** A number of quotas: "50.000 (cinquenta mil) quotas". */
export const QUOTA_COUNT =
  /\b(?<count>\d{1,3}(?:\.\d{3})+|\d+)\s*(?:\([^)]{1,60}\)\s*)?(?:quotas|cotas)\b/u;
/** The capital split into quotas of a nominal value: "90.000 quotas de R$ 1,00 cada uma". */
export const QUOTA_VALUE = new RegExp(
  String.raw`\b(?<count>\d{1,3}(?:\.\d{3})+|\d+)\s*(?:\([^)]{1,60}\)\s*)?(?:quotas|cotas)\s+(?:de\s+valor\s+nominal\s+(?:unitario\s+)?de|no\s+valor\s+(?:nominal|unitario)\s+de|de)\s+${MONEY_SOURCE}`,
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
    description: 'A soma ou a multiplicação dos valores informados não resulta no total declarado.',
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
