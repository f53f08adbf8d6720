/**
 * The nouns a figure is the value of (folded text), by the kind of figure they take. A figure
 * belongs to the nearest of these nouns before it (or right after it: "R$ 600,00 a título de
 * aluguel", "30 dias de antecedência"), and so to a fact: "o aluguel mensal, fixado em R$ 600,00"
 * and "pagará mensalmente, a título de aluguel, seiscentos reais" are two mentions of the rent.
 * A noun of kind `other` names something else (a deposit, an instalment, a discount): the figure
 * after it is not a mention of any fact compared here, however close another noun stands.
 */

/** The facts whose mentions the model gathers. */
export type FactKind =
  | 'aluguel'
  | 'preco_total'
  | 'prazo'
  | 'aviso'
  | 'vencimento'
  | 'multa_mora'
  | 'juros_mora'
  | 'juros_remuneratorios'
  | 'royalties'
  | 'publicidade'
  | 'comissao'
  | 'administracao'
  | 'indice_reajuste'
  | 'area'
  | 'dia_sorteio'
  | 'dia_assembleia'
  | 'documento_parte';

/** A noun and the fact it names; `late` when it names the fact only in a sentence about paying late. */
export interface FactNoun {
  kind: FactKind | 'other';
  noun: string;
  late?: boolean;
}

/** What the contract calls itself, as the subject of its term. */
const INSTRUMENT = String.raw`(?:presente\s+)?(?:contrato|instrumento|locacao|comodato|convenio|termo|acordo|ajuste)`;

/** Nouns whose value is money. */
export const MONEY_NOUNS: readonly FactNoun[] = [
  {
    kind: 'aluguel',
    noun: String.raw`valor\s+(?:do\s+)?(?:aluguel|locativo|locaticio|mensal)|alugue(?:l|r|is)|mensalidades?|preco\s+mensal|remuneracao\s+mensal|honorarios\s+mensais`,
  },
  {
    kind: 'preco_total',
    noun: String.raw`(?:preco|valor)\s+(?:(?:total|global|certo)(?:\s+e\s+ajustado)?(?:\s+d[oa]\s+${INSTRUMENT})?|d[oa]\s+${INSTRUMENT})`,
  },
  {
    kind: 'other',
    noun: String.raw`cauc(?:ao|oes)|deposito|garantia|multas?|parcelas?|prestac(?:ao|oes)|descontos?|abatid\p{L}*|taxas?|sinal|entrada|arras|juros`,
  },
  {
    kind: 'other',
    noun: String.raw`matricula|anuidade|semestralidade|condominio|iptu|seguros?|indeniza\p{L}*|reembols\p{L}*|teto|limite|salario`,
  },
  {
    kind: 'other',
    noun: String.raw`comiss(?:ao|oes)|acrescimo|reajuste|debitos?|dividas?|saldo|emprestimo|custos?|despesas?|tarifas?|premio|bonus|adicional`,
  },
  {
    kind: 'other',
    noun: String.raw`benfeitorias?|capital|quotas?|valor\s+(?:venal|de\s+mercado|a\s+vista|residual|unitario|do\s+bem)`,
  },
];

/** Nouns whose value is a percentage. */
export const RATE_NOUNS: readonly FactNoun[] = [
  {
    kind: 'other',
    noun: String.raw`multa\s+(?:rescisoria|compensatoria|penal|contratual|por\s+(?:rescisao|descumprimento|infracao|desistencia|cancelamento|quebra))`,
  },
  { kind: 'multa_mora', noun: String.raw`multa\s+(?:moratoria|de\s+mora|por\s+atraso)` },
  { kind: 'multa_mora', noun: 'multa', late: true },
  { kind: 'juros_remuneratorios', noun: String.raw`juros\s+(?:remuneratorios|compensatorios)` },
  { kind: 'juros_mora', noun: String.raw`juros\s+(?:de\s+mora|moratorios)` },
  { kind: 'juros_mora', noun: 'juros', late: true },
  { kind: 'royalties', noun: String.raw`royalt(?:y|ies|ys)` },
  {
    kind: 'publicidade',
    noun: String.raw`(?:fundo|taxa|verba)\s+(?:de\s+)?(?:publicidade|propaganda|marketing)`,
  },
  { kind: 'comissao', noun: String.raw`comiss(?:ao|oes)` },
  { kind: 'administracao', noun: String.raw`taxa\s+de\s+administracao` },
  {
    kind: 'other',
    noun: String.raw`descontos?|abatimento|bonifica\p{L}*|reajuste|correcao|aumento|acrescimo|indice|tributos?|impostos?|iss|participac\p{L}*|lucros?`,
  },
  {
    kind: 'other',
    noun: String.raw`capital|quotas?|percentual|reducao|sinal|entrada|parcelas?|retenc\p{L}*|devoluc\p{L}*|restituic\p{L}*|taxa`,
  },
];

/** Nouns whose value is a duration. */
export const DURATION_NOUNS: readonly FactNoun[] = [
  // "durante a vigência deste contrato e por 5 anos": a period after the term, not the term.
  {
    kind: 'other',
    noun: String.raw`(?:durante|na|apos|sem|com)\s+(?:toda\s+)?(?:a\s+)?(?:vigencia|duracao)|prazo\s+para`,
  },
  {
    kind: 'other',
    noun: String.raw`prazo\s+(?:de\s+)?(?:fidelidade|carencia|experiencia|garantia|tolerancia|entrega|pagamento|validade\s+da\s+proposta)`,
  },
  {
    kind: 'prazo',
    noun: String.raw`prazo\s+(?:de\s+(?:vigencia|duracao|locacao)|da\s+locacao|d[oa]\s+${INSTRUMENT}|contratual)|vigencia(?:\s+d[oa]\s+${INSTRUMENT})?|vigorara|vigera|vigora|duracao(?:\s+d[oa]\s+${INSTRUMENT})?`,
  },
  {
    kind: 'prazo',
    noun: String.raw`prazo\s+determinado|${INSTRUMENT}\s+(?:tera|tem)\s+(?:o\s+)?prazo(?:\s+determinado)?`,
  },
  {
    kind: 'prazo',
    noun: String.raw`${INSTRUMENT}\s+(?:e|sera|foi|fica)\s+(?:celebrad|firmad|pactuad|contratad|ajustad|estipulad)[oa]\s+(?:pelo|por)\s+(?:prazo|periodo)(?:\s+determinado)?`,
  },
  {
    kind: 'aviso',
    noun: String.raw`aviso\s+previo|pre-?aviso|antecedencia(?:\s+minima)?|(?:comunicac|notificac)(?:ao|oes)\s+(?:previa|antecipada)s?(?:\s+(?:e\s+)?(?:por\s+)?escrit[oa])?`,
  },
  {
    kind: 'other',
    noun: String.raw`prazo|periodo|carencia|garantia|experiencia|tolerancia|ferias|multa|atraso|mora|inadimpl\p{L}*`,
  },
];

/** A noun after a duration that names it: "30 (trinta) dias de antecedência". */
export const DURATION_NOUN_AFTER =
  /^\s*(?:\([^)]{1,40}\)\s*)?(?:corridos\s+|uteis\s+)?de\s+(?:antecedencia|aviso\s+previo)\b/u;
/** A noun after an amount that names it: "R$ 600,00 (seiscentos reais) a título de aluguel". */
export const MONEY_NOUN_AFTER =
  /^\s*(?:\([^)]{1,80}\)\s*)?,?\s*(?:mensais\s*,?\s*)?(?:a\s+titulo\s+de|referentes?\s+a[os]?|relativ[oa]s?\s+a[os]?|como)\s+(?<noun>\p{L}+(?:\s+\p{L}+)?)/u;

/**
 * Words between a noun and its figure that make the figure something else: a cap, a floor, a
 * threshold, a step of a schedule, an amount added or taken away ("aluguel de até R$ 900,00",
 * "multa, após 30 dias, de 20%", "o aluguel passará a R$ 700,00").
 */
export const GAP_BARRIER = new RegExp(
  [
    String.raw`\b(?:ate|limitad\p{L}*|maxim[oa]s?|minim[oa]s?|teto|acima|superior\p{L}*|inferior\p{L}*|exced\p{L}*|reduz\p{L}*|passar\p{L}*)\b`,
    String.raw`\b(?:elevad\p{L}*|majorad\p{L}*|acrescid\p{L}*|adiciona\p{L}*|apos|partir|depois|alem|prorroga\p{L}*|renova\p{L}*)\b`,
    String.raw`\b(?:primeir[oa]s?|segund[oa]s?|ultim[oa]s?|cada|por\s+cento|ou)\b|[;%]`,
  ].join('|'),
  'u',
);

/** After a figure: a period after the term ("por 3 anos após o término"). */
export const AFTER_TERM =
  /^\s*(?:\([^)]*\)\s*)?,?\s*(?:apos|antes|contad[oa]s?\s+d[oa]\s+(?:termino|fim|encerramento|extincao|rescisao))\b/u;
/** After an amount: it is paid per day, week, hour or year, not monthly. */
export const NOT_MONTHLY =
  /^\s*(?:\([^)]{1,80}\)\s*)?,?\s*(?:por\s+(?:dia|diaria|noite|pernoite|semana|hora|ano|aula|hora-aula)|diari[oa]s?|semana(?:l|is)|anua(?:l|is))\b/u;

/**
 * A sentence that sets values by step, tier, option or period ("no primeiro ano", "a partir do
 * 13º mês", "turno integral", "plano anual", "5% sobre as vendas até R$ 50.000,00"): two values
 * there are a schedule or a menu, not one fact stated twice.
 */
export const SCHEDULE = new RegExp(
  [
    String.raw`\b(?:ate\s+r\$|acima\s+de|superior(?:es)?\s+a|inferior(?:es)?\s+a|exced\p{L}*|faixas?|escalonad\p{L}*|progressiv\p{L}*)\b`,
    String.raw`\bprimeir[oa]s?\s+(?:\d+\s+(?:\([^)]*\)\s+)?)?(?:ano|anos|mes|meses|semestre|trimestre)\b`,
    String.raw`\ba\s+partir\s+d[oa]\s+\S+\s+(?:ano|mes|semestre)\b|\b(?:passara\s+a|(?:reduzid|majorad|elevad|reajustad)[oa]s?)\b`,
    String.raw`\b(?:opc(?:ao|oes)|planos?|modalidades?|turnos?|integral|matutino|vespertino|noturno)\b`,
  ].join('|'),
  'u',
);

/**
 * A sentence about paying late: "em caso de atraso no pagamento", "não paga a parcela no
 * vencimento", "valores vencidos", "com mais de dois dias de atraso", "inadimplência".
 */
export const LATE_PAYMENT = new RegExp(
  [
    String.raw`\b(?:atraso|mora|impontualidade)\b[^.;]{0,30}\b(?:pagamento|parcela|prestac|aluguel|mensalidade)`,
    String.raw`\b(?:inadimpl\p{L}*|impontualidade|moratori[oa]|atrasad[oa]s?|vencid[oa]s?|em\s+atraso|havendo\s+atraso)`,
    String.raw`\bnao\s+(?:\p{L}+\s+){0,2}?(?:pag[oa]s?|pagar|quitad[oa]s?)\b|\bapos\s+o\s+vencimento|\bdias?\s+(?:uteis\s+)?de\s+atraso`,
  ].join('|'),
  'u',
);
/**
 * A sentence about ending the contract, an obligation broken or a delay in performing rather than
 * in paying ("o atraso na entrega das fotos", "atraso na conclusão da obra"): a fine there is not
 * the late-payment fine.
 */
export const NOT_LATE =
  /\b(?:rescis\p{L}*|resili\p{L}*|descumpr\p{L}*|infra(?:cao|coes)|desist\p{L}*|cancelamento|compensatoria|rompimento)\b|\b(?:atraso|demora|mora)\s+(?:injustificad[oa]\s+)?n[ao]s?\s+(?:entrega|execu\p{L}*|conclus\p{L}*|presta\p{L}*|obras?|realiza\p{L}*|instala\p{L}*|cumprimento\s+d[oa]s?\s+prazos?)/u;
/** A sentence about ending the contract: the notice it asks for is the notice period. */
export const TERMINATION =
  /\b(?:rescind|rescisao|resilir|resilicao|denunci|desocup|devolver\s+o\s+imovel|nao\s+renova|encerra)/u;
