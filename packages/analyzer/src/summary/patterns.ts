/**
 * Patterns the summary reads the contract's facts with: what an amount is (price, instalment,
 * rent, fee, loan — or a fine, a cover, a cap), how the contract renews and ends, the time to
 * deliver and the workload. The term itself and the parties are read once for every reader
 * (`analyzers/facts.ts`, `entities/parties.ts`). Matched on folded text (lower case, no accents,
 * same offsets as the text) unless a comment says otherwise.
 */
import { figure } from '../rules/figures';

/** The balance paid in instalments whose value the text does not repeat: "o saldo … em 11 parcelas". */
export const BALANCE_COUNT = new RegExp(
  String.raw`\bsaldo\b[^.;]{0,40}?\bem\s+${figure('count')}(?:parcelas|prestacoes|mensalidades)\b(?!\s+(?:\S+\s+){0,4}?de\s+r\$)`,
  'u',
);

/** A sentence or list-item end inside a line (not the dot of "R$ 1.278,33"). */
export const PHRASE_END = /[.;](?=\s)|:\s*\n/gu;

/** What an amount can be in the bargain. */
export type PriceRole =
  | 'total'
  | 'subtotal'
  | 'entrada'
  | 'taxa'
  | 'parcela'
  | 'mensal'
  | 'emprestimo'
  | 'doacao'
  | 'capital'
  | 'preco';

/** A word before an amount that says what it is; a weak one only counts when no strong one. */
export interface PriceKeyword {
  role: PriceRole;
  pattern: RegExp;
  isWeak: boolean;
  /** A weak word that makes a price in any clause ("pagará R$ X"), not only the payment one. */
  isPayingVerb?: boolean;
}

/** Instalment qualifiers after the noun: "parcelas, mensais e consecutivas". */
const INSTALMENT_TAIL = String.raw`(?:[\s,]+(?:mensa(?:l|is)|iguais|fixas|sucessivas|consecutivas|e))*`;
/** The instalment nouns ("prestasoes" is a frequent misspelling). */
const INSTALMENT_NOUN = String.raw`parcelas?|prestac(?:ao|oes)|prestasoes|mensalidades?|pagamentos|vezes|boletos`;

/**
 * The words before an amount, by what they make of it. The closest strong keyword wins ("120
 * prestações mensais de R$ X" is an instalment even after "no valor de"); "valor", "preço",
 * "pagará" only make a price in the payment clause.
 */
export const PRICE_KEYWORDS: readonly PriceKeyword[] = [
  {
    // "60 (sessenta) parcelas, mensais e consecutivas, no valor atual de"
    role: 'parcela',
    pattern: new RegExp(
      String.raw`\b${figure('count')}(?<noun>${INSTALMENT_NOUN})\b${INSTALMENT_TAIL}`,
      'gu',
    ),
    isWeak: false,
  },
  {
    // A form's row: "Nº de Mensalidades: 30".
    role: 'parcela',
    pattern: /\b(?<noun>parcelas|prestacoes|mensalidades)\s*:\s*(?<count>\d+)/gu,
    isWeak: false,
  },
  {
    role: 'entrada',
    pattern: /\b(?:entrada|sinal|arras|a\s+vista|no\s+ato)\b/gu,
    isWeak: false,
  },
  {
    // A fee named just before its amount: "taxa de matrícula de", "Matrícula: ".
    role: 'taxa',
    pattern:
      /\b(?:taxa\s+(?:inicial\s+|unica\s+)?de\s+(?:franquia|matricula|adesao|implantacao|instalacao|inscricao)|matricula|inscricao)(?=(?:\s*:|\s+(?:de|no\s+valor\s+de))?\s*$)/gu,
    isWeak: false,
  },
  {
    role: 'total',
    pattern:
      /\b(?:(?:valor|preco)\s+(?:total|global|final)|preco\s+certo(?:\s+e\s+ajustado)?|valor\s+d[oa]\s+(?:contrato|negocio|curso|pacote|plano|bem|imovel|lote|veiculo|venda|compra|obra)\b|valor\s+anual|anuidade|pelo\s+preco|preco\s+d[oa]\s+(?:veiculo|imovel|lote|bem|curso|pacote|obra|venda))/gu,
    isWeak: false,
  },
  {
    // A sum of other amounts ("ao preço unitário de R$ X, totalizando R$ Y"): the total only
    // when the contract states no total of its own.
    role: 'subtotal',
    pattern:
      /\b(?:totalizando|perfazendo|no\s+total|(?<!(?:valor|preco)\s)total\s+(?:do|da|de|geral)\b)/gu,
    isWeak: false,
  },
  {
    // A sale price set in a consignment or a mandate to sell.
    role: 'preco',
    pattern: /\bpreco\s+(?:pre-?fixado|minimo\s+de\s+venda|de\s+venda)\b/gu,
    isWeak: false,
  },
  {
    role: 'mensal',
    pattern:
      /\b(?:aluguel|aluguer|mensalidade|valor\s+mensal|remuneracao\s+mensal|honorarios\s+mensais|preco\s+mensal|total\s+mensal|salario|bolsa(?:[\s-]+auxilio)?|pro[\s-]?labore|plano\s+mensal)\b/gu,
    isWeak: false,
  },
  {
    role: 'emprestimo',
    pattern:
      /\b(?:empresta(?:m|ra|rao)?|emprestimo|mutuo|valor\s+(?:emprestado|financiado|mutuado|do\s+credito)|quantia\s+(?:mutuada|emprestada))\b/gu,
    isWeak: false,
  },
  {
    // "O MUTUANTE entrega à MUTUÁRIA R$ X": the sum handed over, a loan only in a loan contract.
    role: 'emprestimo',
    pattern:
      /\b(?:entrega|entregou|transfere|transferiu|disponibiliza|credita|concede|concedeu)\b/gu,
    isWeak: true,
  },
  {
    role: 'doacao',
    pattern: /\b(?:doa(?:m|ra|rao)?|doacao)\b/gu,
    isWeak: false,
  },
  {
    role: 'capital',
    pattern: /\bcapital\s+social\b/gu,
    isWeak: false,
  },
  {
    role: 'preco',
    pattern:
      /\b(?:valor|preco|quantia|importancia|montante|pagamento|remuneracao|honorarios|contraprestacao|investimento|custa|custo)\b/gu,
    isWeak: true,
  },
  {
    role: 'preco',
    pattern: /\b(?:pagara|pagarao|paga|pagam|pagar|pagando|remunerara|remunerarao|remunera)\b/gu,
    isWeak: true,
    isPayingVerb: true,
  },
];

/**
 * Words before an amount that make it no price: a fine, interest, an indemnity, an insurance
 * cover, a cap, an appraisal, a guarantee, a fee for a copy of a document.
 */
export const AMOUNT_EXCLUDED_BEFORE =
  /\b(?:multa|juros|mora|encargos?|penalidade|clausula\s+penal|indeniza\w*|ressarc\w*|reembols\w*|segur(?:o|ado|adora)s?|cobertura|capital(?!\s+social)|quotas?|acoes|nominal|limite|limitad[oa]s?|teto|maxim[oa]|minim[oa]|fipe|avaliad[oa]s?|avaliacao|caucao|fianca|garantia|reposicao|nota\s+promissoria|promissorias?|honorarios\s+advocaticios|custas|(?:segunda|2\s*[aoº°])\s+via|emissao|trancamento|taxa\s+administrativa)\b/gu;

/** A threshold, not a price: "acima de R$ X", "até o valor de R$ X", "superior a R$ X". */
export const AMOUNT_THRESHOLD =
  /(?:\b(?:acima|abaixo|alem)\s+de|\b(?:superior|inferior)(?:es)?\s+a|\bate(?:\s+o\s+(?:valor|limite|montante)\s+de)?)\s*$/u;

/** Words after an amount that make it no price: "… a título de multa", "… por infração". */
export const AMOUNT_EXCLUDED_AFTER =
  /^[^.;]{0,40}?\b(?:a\s+titulo\s+de\s+(?:multa|indenizacao|caucao|garantia|reembolso|cobertura|penalidade|clausula\s+penal)|de\s+multa|por\s+(?:infracao|violacao|descumprimento)|por\s+dia\s+de\s+atraso)\b/u;

/** The amount is the base of another one: "multa de 3 aluguéis, calculados sobre o aluguel de". */
export const AMOUNT_BASE =
  /\b(?:sobre|calculad[oa]s?\s+sobre|com\s+base\s+n[oa]|equivalentes?\s+a|correspondentes?\s+a)\s+(?:(?:o|a|os|as|um|uma|d[oa]s?)\s+)?$/u;

/** What the amount is paid as, said after it: "…, o Estudante, a título de bolsa-auxílio". */
export const AMOUNT_TITLED_AFTER =
  /^[^.;]{0,100}?\ba\s+titulo\s+de\s+(?<what>bolsa|salario|remuneracao|aluguel|mensalidade|honorarios|sinal|entrada)/u;

/** A monthly amount by what follows it: "R$ 450,00/mês", "… por mês", "… mensais". */
export const AMOUNT_MONTHLY_AFTER =
  /^\s*(?:\([^)]*\)\s*)?,?\s*(?:\/\s*mes\b|por\s+mes\b|ao\s+mes\b|mensa(?:l|is)\b|mensalmente\b|a\s+cada\s+mes\b)/u;
/** A price due every month: "…, com vencimento no dia 15 de cada mês". */
export const DUE_MONTHLY_AFTER =
  /^[^.;]{0,50}?\bdia\s+\d{1,2}\s*(?:\([^)]*\)\s*)?(?:de\s+cada\s+mes|do\s+mes\s+seguinte)\b/u;

/**
 * A price per unit: "por plantão de 12 horas", "por diária", "por hora", "/aula". The group
 * `unit` is what one amount pays for.
 */
export const AMOUNT_PER_UNIT =
  /^\s*(?:\([^)]*\)\s*)?,?\s*(?:\/\s*|por\s+(?:cada\s+)?)(?<unit>(?:plantao|hora|aula|diaria|noite|pernoite|consulta|sessao|visita|unidade|pessoa|participante|aluno|quilometro|km|atendimento|evento|semana|dia\s+trabalhado|dia)\b(?:\s+(?:de\s+)?\d+\s*(?:\([^)]*\)\s*)?(?:horas|hora|minutos|dias)\b)?)/du;

/**
 * A total that is then split: "R$ 1.620,00 dividido em 12 parcelas", "…, pago da seguinte
 * forma:", "Entrada: R$ 9.900,00, dividida em 3 parcelas" (group `count`).
 */
export const AMOUNT_SPLIT_AFTER = new RegExp(
  String.raw`^[^.;]{0,50}?(?:(?:\b(?:dividid[oa]s?|parcelad[oa]s?|pag[oa]s?|a\s+ser(?:em)?\s+pag[oa]s?)\s+|,\s*|\s)em\s+${figure('count')}(?:parcelas|prestacoes|vezes|mensalidades)\b|\b(?:dividid[oa]s?|parcelad[oa]s?)\b|\b(?:pag[oa]s?|quitad[oa]s?)\s+(?:da\s+seguinte\s+forma|assim)\b|\bda\s+seguinte\s+forma\b)`,
  'u',
);

/**
 * A price set outside the contract: "no valor e prazo estipulados no Anexo", "mensalidade
 * conforme a proposta". The group `where` names the other document.
 */
export const ELSEWHERE_PRICE =
  /\b(?:valor(?:es)?|preco|mensalidades?|remuneracao)\b[^.;]{0,60}?\b(?:estipulad|definid|fixad|previst|constante|indicad|estabelecid|descrit|informad)[oa]s?\s+(?:n[oa]s?|em)\s+(?:(?:respectiv|propri)[oa]\s+)?(?<where>anexo|proposta|termo\s+de\s+(?:contratacao|adesao)|tabela|pedido|ficha|quadro(?:[\s-]+resumo)?|site|programacao)\b/u;

/** Automatic renewal of the contract. */
export const AUTO_RENEWAL =
  /\b(?:renovad[oa]s?|prorrogad[oa]s?|renova(?:-se)?|prorroga(?:-se)?|renovar-se-a|prorrogar-se-a)\s+automaticamente\b|\b(?:renovacao|prorrogacao)\s+automatica\b/u;

/** Ending the contract without cause, with notice: the sentence must say all three. */
export const EXIT_VERB =
  /\b(?:rescindi\w*|rescisao|denunci\w*|resili\w*|resilicao|distrat\w*|encerra\w*|extingui\w*)\b/u;
export const EXIT_NOTICE =
  /\b(?:aviso|antecedencia|comunica(?:cao|do)|notificacao|notificando|notifica)\b/u;
export const EXIT_WITHOUT_CAUSE =
  /\b(?:a\s+qualquer\s+(?:tempo|momento)|imotivad\w*|sem\s+(?:justa\s+)?(?:causa|motivo)|independentemente\s+de\s+(?:motivo|justificativa)|antes\s+do\s+(?:termino|fim|vencimento)|por\s+conveniencia|livremente)\b|\bqualquer\s+(?:uma\s+)?das\s+partes\b/u;
/** Either party may end it. */
export const EXIT_EITHER =
  /\b(?:qualquer\s+(?:uma\s+)?das\s+partes|ambas\s+as\s+partes|facultado\s+as\s+partes|as\s+partes\s+poderao|pelas\s+partes|qualquer\s+parte)\b/u;
/** A notice not to renew is no exit: "desde que nenhuma das partes se pronuncie em contrário". */
export const EXIT_NOT_RENEWAL = /\bnao\s+renova\w*|\bse\s+pronuncie\s+em\s+contrario\b/u;

/**
 * The time a party has to deliver what it promised: "prazo médio de 30 dias úteis para entregar
 * o resultado". The duration comes from the entities; group `what` is the deliverable.
 */
export const PERFORMANCE_LEAD = /\bprazo\s+(?:medio\s+|maximo\s+|estimado\s+)?(?:de\s+)?$/u;
/** "O prazo de entrega do sistema é de 60 dias": the deliverable before the duration. */
export const PERFORMANCE_NOUN_LEAD =
  /\bprazo\s+(?:maximo\s+)?(?:de|para)\s+(?:a\s+)?(?<what>entrega|conclusao|execucao)\b(?:\s+d[oa]s?\s+[^.;,\d]{3,30}?)?\s+(?:e|sera)\s+de\s+(?:ate\s+)?$/u;
export const PERFORMANCE_WHAT =
  /^\s*(?:\([^)]*\)\s*)?(?:uteis\s+|corridos\s+)?para\s+(?<what>(?:entregar|concluir|executar|finalizar|apresentar)\s+[^.;,]{3,40}?|(?:a\s+)?(?:entrega|conclusao|execucao)\s+d[oa]s?\s+[^.;,]{3,40}?)(?=[.;,]|\s+(?:a\s+contar|contad|apos|sob|sendo|conforme|mediante)\b|$)/u;

/**
 * The weekly workload of an internship or a job, when the contract sets it ("perfazendo 30
 * horas semanais", "jornada de 44 horas semanais"), not a legal cap ("não poderá ultrapassar").
 */
export const WORKLOAD_LEAD =
  /\b(?:perfazendo|totalizando|jornada\s+(?:semanal\s+)?(?:de\s+(?:estagio|atividades?|trabalho)\s+)?(?:sera\s+|e\s+)?de|carga\s+horaria\s+(?:semanal\s+)?(?:sera\s+|e\s+)?de)\s*$/u;
export const WORKLOAD_AFTER = /^\s*(?:\([^)]*\)\s*)?semanais\b/u;

/**
 * A price held for a time: "se compromete a honrar o valor do plano contratado por no mínimo 1
 * ano", "o preço será mantido por 12 meses". Matched on the words before the duration; group
 * `least` marks "no mínimo".
 */
export const PRICE_LOCK_BEFORE =
  /\b(?:honrar|manter|garantir|garante|mantem|mantera|congelar|congelad[oa])\s+(?:o\s+|os\s+)?(?:valor|valores|preco|precos)\b[^.;]{0,60}?\bpor\s+(?<least>no\s+minimo\s+|pelo\s+menos\s+)?$|\b(?:valor|preco)\b[^.;]{0,40}?\b(?:sera|ficara|permanecera)\s+(?:mantid|garantid|fix|congelad)[oa]\s+(?:por|durante)\s+(?<least2>no\s+minimo\s+|pelo\s+menos\s+)?$/u;
