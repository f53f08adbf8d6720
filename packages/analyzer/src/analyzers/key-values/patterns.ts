/**
 * Financial-risk rules: fines, interest, lease guarantees, adjustment periodicity, liability
 * and payment timing. Thresholds cite the vetted legal table next to them.
 */
import type { RuleSpec } from '../rule';

/** "multa de 10%", "multa compensatória equivalente a 30%", "perderá 50% ... a título de multa". */
export const FINE_PERCENT =
  /\bmulta\b[^.;%]{0,60}?\b(?<n>\d+(?:,\d+)?)\s*%|\b(?<n2>\d+(?:,\d+)?)\s*%[^.;]{0,80}?\ba\s+titulo\s+de\s+multa\b/gu;
/**
 * The forfeiture of everything already paid ("fica com todos os valores já pagos", "perderá as
 * parcelas pagas"): a penalty of 100% of the price paid.
 */
export const FORFEIT_ALL_PAID =
  /\b(?:fica(?:ra|rao)?\s+com|ret(?:em|era|erao)|perde(?:ra|rao)?(?:\s+em\s+favor\s+d[oa]\s+\p{L}+(?:\s+\p{L}+)?)?)\s+(?:integralmente\s+)?(?:todos\s+os|todas\s+as|a\s+totalidade\s+d[oa]s|os|as)\s+(?:valores|quantias|parcelas|prestacoes|importancias|montantes)\s+(?:ja\s+)?(?:pag|quitad|recebid)\w*/u;
/** A fine counted per day (its rate is not comparable with a lump-sum fine). */
export const PER_DAY = /\bpor\s+dia\b|\bdiaria\b/u;
/** The sentence is about late payment: a moratory fine. */
export const LATE_PAYMENT =
  /\b(?:atraso|mora|moratoria|impontualidade|inadimplemento|inadimplencia|recusa\s+do\s+cartao)\b/u;
/** The fine is charged on a monthly instalment rather than on the whole contract. */
export const NOT_PENALTY = /\b(?:reduzid[ao]\s+proporcionalmente|limitad[ao]\s+a)\b/u;

/** Late fine above 2% in consumer relations (CDC art. 52 §1º). */
export const CONSUMER_LATE_FINE_MAX = 2;
/** Late fine above 10% is out of line in civil contracts (CC arts. 412–413 allow reduction). */
export const CIVIL_LATE_FINE_MAX = 10;
/** Compensatory fine above 20% of the obligation is manifestly heavy (CC art. 413). */
export const PENALTY_FINE_MAX = 20;

/** "juros de mora de 3% ao mês", "juros moratórios de 5% a.m.". */
export const INTEREST =
  /\bjuros\b[^.;%]{0,40}?\b(?<n>\d+(?:,\d+)?)\s*%\s*(?:\([^)]{1,40}\)\s*)?(?<period>ao\s+mes|a\.\s?m\.?|mensa(?:l|is)|ao\s+ano|a\.\s?a\.?|anua(?:l|is)|ao\s+dia|diari[oa]s?)/gu;
/** Interest above 1% a month (12% a year) is above what the law allows between private parties. */
export const MONTHLY_INTEREST_MAX = 1;

/** Annual capitalisation is lawful between private parties (CC art. 591, Lei de Usura art. 4º). */
const NOT_ANNUAL = String.raw`(?![^.;]{0,30}?\b(?:anual|anualmente|ao\s+ano)\b)`;
/**
 * Interest on interest, with or without the word (Lei de Usura art. 4º): "juros sobre juros",
 * "juros compostos", "anatocismo", "capitalizados mensalmente", "capitalização dos juros" (not
 * yearly), overdue interest "incorporados ao saldo devedor" or "somados ao principal", "passando a
 * render novos juros". Not "título de capitalização" (a lease guarantee) and not interest merely
 * "acrescidos ao valor devido", which is simple interest added to the debt.
 */
export const COMPOUND = new RegExp(
  [
    String.raw`\bjuros\s+sobre\s+(?:os\s+)?juros\b|\bjuros\s+compostos\b|\banatocismo\b|\bcapitalizacao\s+composta\b`,
    String.raw`(?<!\btitulo\s+de\s+)\bcapitaliza\w*\s+(?:(?:diari|semanal|quinzenal|mensal|bimestral|trimestral|semestral)\w*|ao\s+(?:dia|mes)|mes\s+a\s+mes)`,
    String.raw`\bcapitaliza(?:cao|r)\s+(?:d[oe]s?\s+)?juros\b${NOT_ANNUAL}`,
    String.raw`\bjuros\b[^.;]{0,60}?\bcapitalizad[oa]s?\b${NOT_ANNUAL}`,
    String.raw`\bjuros\b[^.;]{0,80}?\bincorporad[oa]s?\s+(?:ao|a|no|na)\s+(?:saldo\s+devedor|principal|capital|divida|debito|valor\s+(?:principal|devido)|montante\s+(?:principal|devido))\b`,
    String.raw`\bjuros\b[^.;]{0,80}?\b(?:somad|agregad|adicionad|acrescid)[oa]s?\s+(?:ao|no)\s+(?:saldo\s+devedor|principal|capital|valor\s+principal)\b`,
    String.raw`\b(?:rend\w*|incid\w*|produz\w*|ger\w*|venc\w*)\s+novos\s+juros\b`,
  ].join('|'),
  'u',
);
/** The sentence rules compounding out: "juros simples", "sem/vedada a capitalização", "não serão capitalizados". */
export const NO_COMPOUNDING =
  /\bjuros\s+simples\b|\bde\s+forma\s+simples\b|\bsem\s+(?:qualquer\s+)?(?:capitaliza|incorpora|anatocismo|juros\s+sobre)|\b(?:vedad[ao]s?|proibid[ao]s?|excluid[ao]s?|nao\s+(?:sera|serao|havera|podera|poderao|incidira|incidirao|se\s+admite|se\s+admitira|se\s+aplica|se\s+aplicara))\b[^.;]{0,30}?\b(?:capitaliza\w*|incorporad\w*|incorporacao|anatocismo|juros\s+sobre\s+juros|juros\s+compostos)/u;

/**
 * Lease tenant leaving early: "devolver o imóvel/galpão antes de …", "entregar as chaves antes
 * do término do prazo", "devolução antecipada", "rescindir antecipadamente".
 */
export const EARLY_EXIT =
  /\b(?:devolv|desocup|restitu|deix|entreg)\w*\s+(?:o|a|os|as)\s+\w+\b[^.;]{0,80}?\b(?:antes|antecipad)|\b(?:rescisao|resilicao|devolucao|desocupacao|saida|denuncia|entrega\s+das\s+chaves)\s+antecipada\b|\b(?:rescind|resil|denunci|encerr)\w*\b[^.;]{0,40}?\bantecipadamente\b|\bantes\s+do\s+(?:termino|fim|final|vencimento)\s+d[oa]\s+(?:prazo|contrato|locacao|vigencia)\b/u;
/**
 * A fine reduced in proportion to the time served (Lei 8.245 art. 4º): "reduzida
 * proporcionalmente", "na proporção do tempo restante", "pro rata".
 */
export const PROPORTIONAL = /\bproporc(?:ao|ional|ionais|ionalmente)\b|\bpro\s+rata\b/u;
/**
 * The sentence says the amount is not reduced: "sem qualquer redução", "sem redução proporcional",
 * "independentemente do tempo de contrato já cumprido", "não será reduzida".
 */
export const NO_REDUCTION =
  /\bsem\s+(?:qualquer\s+)?(?:reducao|abatimento|desconto)\b|\bindependentemente\s+do\s+(?:tempo|prazo|periodo)\b|\bnao\s+(?:sera|serao|havera)\s+(?:\w+\s+){0,2}?(?:reduzid|reducao|proporcion)\w*/u;
/**
 * The early exit costs every rent left to run, which no fine reduced in proportion can equal:
 * "a totalidade dos aluguéis que venceriam", "os aluguéis vincendos até o término do contrato",
 * "os aluguéis correspondentes ao período restante".
 */
export const REMAINING_RENTS =
  /\b(?:totalidade|soma|integralidade|valor\s+(?:integral|total)|todos)\s+(?:d?os\s+)?alugue(?:is|res)\s+(?:que\s+(?:se\s+)?(?:venceriam|vencerem|faltarem|restarem|faltam|restam)|vincendos|restantes|faltantes|remanescentes|ate\s+o\s+(?:termino|final|fim))|\balugue(?:is|res)\s+(?:vincendos|restantes|faltantes|remanescentes|que\s+(?:se\s+)?(?:venceriam|vencerem|faltarem|restarem))\s+ate\s+o\s+(?:termino|final|fim)|\balugue(?:is|res)\s+(?:correspondentes|relativos|referentes)\s+ao\s+(?:periodo|prazo|tempo)\s+(?:restante|faltante|remanescente)/u;
/** Any mention of a fine. */
export const FINE_WORD = /\bmulta\b/u;

/** Lease guarantee modalities (Lei 8.245 art. 37). */
export const GUARANTEES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'seguro-fiança', pattern: /\bseguro[\s-]fianca\b/u },
  { name: 'fiança', pattern: /\bfiador(?:a|es)?\b|(?<!seguro[\s-])\bfianca\b/u },
  { name: 'caução', pattern: /\bcaucao\b|\bdeposito\s+(?:caucao|de\s+garantia)\b/u },
  { name: 'cessão fiduciária de quotas', pattern: /\bcessao\s+fiduciaria\s+de\s+quotas\b/u },
  { name: 'título de capitalização', pattern: /\btitulo\s+de\s+capitalizacao\b/u },
];
/** A sentence about lease guarantees. */
export const GUARANTEE_CONTEXT = /\bgarantia\b|\bcaucao\b|\bfianca\b|\bfiador/u;

/** A cash deposit (caução). */
export const DEPOSIT = /\bcaucao\b/u;
/** A deposit stated in rents ("4 (quatro) aluguéis"). */
export const DEPOSIT_RENTS =
  /\b(?<n>\d+)\s*(?:\([^)]{1,20}\)\s*)?(?:alugueis|alugueres|meses\s+de\s+aluguel|vezes\s+o\s+(?:valor\s+do\s+)?aluguel)\b/u;
/** Lei 8.245 art. 38 §2º. */
export const DEPOSIT_MAX_RENTS = 3;

/**
 * A price adjustment ("reajustado") or a monetary correction ("corrigido", "atualização"); the
 * group `correction` marks the words that also mean fixing errors or updating documents.
 */
export const ADJUSTMENT =
  /\b(?:reajust\w*|(?<correction>corrig\w*|correc(?:ao|oes)|atualiz\w*))\b/gu;
/** A correction word is about money: "corrigido ... pela variação do IPCA", "monetariamente". */
export const MONETARY = /\bmonetari\w*|\bvariacao\b|\bindices?\b/u;
/** The sentence forbids the adjustment it describes ("não poderá", "vedado"). */
export const FORBIDDEN =
  /\b(?:nao\s+(?:sera|serao|podera|poderao|havera|se\s+admite)|vedad[oa]s?|proibid[oa]s?)\b/u;

const NUMBER_WORDS_SOURCE = String.raw`um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|dezoito|vinte\s+e\s+quatro|trinta\s+e\s+seis`;
const COUNT_WORDS_SOURCE = String.raw`\d+|${NUMBER_WORDS_SOURCE}`;
const UNIT_SOURCE = String.raw`dias|semanas?|quinzenas?|mes(?:es)?|bimestres?|trimestres?|quadrimestres?|semestres?|anos?`;
/** Stems of the rhythm adjectives and adverbs: "mensa-l/is/lmente", "diari-o/amente". */
const RHYTHM_SOURCE = String.raw`diari|semana|quinzena|mensa|bimestra|trimestra|quadrimestra|semestra|anua|biena`;
/**
 * How often something happens, in any of the ways contracts say it: "a cada 6 (seis) meses",
 * "a cada período de doze meses", "após cada período de 12 meses", "de seis em seis meses",
 * "semestralmente", "reajuste trimestral", "periodicidade mensal", "duas vezes por ano". Adverbs
 * after "pago/devido" are the payment rhythm, not the adjustment's. Read with `periodMonths`.
 */
export const PERIOD = new RegExp(
  [
    String.raw`\b(?:(?:a|apos)\s+cada|(?:periodicidade|intervalos?)\s+(?:minim[ao]s?\s+)?de)\s+(?:periodo\s+de\s+)?(?:(?<count>${COUNT_WORDS_SOURCE})\s*(?:\([^)]{1,40}\)\s*)?)?(?<unit>${UNIT_SOURCE})\b`,
    String.raw`\bde\s+(?<every>${COUNT_WORDS_SOURCE})\s*(?:\([^)]{1,40}\)\s*)?em\s+\S+\s*(?:\([^)]{1,40}\)\s*)?(?<everyUnit>${UNIT_SOURCE})\b`,
    String.raw`(?<!\b(?:pag[oa]s?|pagave(?:l|is)|devid[oa]s?|quitad[oa]s?)\s+)\b(?<adverb>${RHYTHM_SOURCE})(?:l|a)mente\b`,
    String.raw`\b(?:reajustes?|correc(?:ao|oes)|atualizac(?:ao|oes)|periodicidade|bases?|intervalos?|periodos?)\s+(?:monetari[ao]s?\s+)?(?<adjective>${RHYTHM_SOURCE})(?:l|is|[oa]s?)\b`,
    String.raw`\b(?<times>${COUNT_WORDS_SOURCE})\s*(?:\([^)]{1,40}\)\s*)?vez(?:es)?\s+(?:por|ao|a\s+cada)\s+ano\b`,
  ].join('|'),
  'gu',
);
/** Months in one step of each rhythm stem or unit (a day is a thirtieth of a month). */
export const PERIOD_MONTHS: Readonly<Record<string, number>> = {
  diari: 1 / 30,
  dia: 1 / 30,
  semana: 0.25,
  quinzena: 0.5,
  mensa: 1,
  mes: 1,
  bimestra: 2,
  bimestre: 2,
  trimestra: 3,
  trimestre: 3,
  quadrimestra: 4,
  quadrimestre: 4,
  semestra: 6,
  semestre: 6,
  anua: 12,
  ano: 12,
  biena: 24,
};
/** Numbers written out in periods ("a cada seis meses"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  dezoito: 18,
  'vinte e quatro': 24,
  'trinta e seis': 36,
};
/** Adjustments at intervals under a year are void (Lei 10.192 art. 2º §1º). */
export const ADJUSTMENT_MIN_MONTHS = 12;
/** How far after the adjustment word its period may be stated (characters). */
export const ADJUSTMENT_PERIOD_REACH = 120;
/** A named price index. */
export const INDEX_NAME =
  /\b(?:igp-?m|ipca(?:-e|-15)?|inpc|igp-?di|incc|ipc-?fipe|ivar|selic|indice\s+(?:oficial|de\s+precos|geral))\b/u;
/** Payments that recur (monthly rent, fees, instalments). */
export const PERIODIC_PAYMENT =
  /\b(?:mensal|mensais|mensalmente|mensalidades?|alugue(?:l|is)|parcelas?\s+mensais|por\s+mes|remuneracao\s+mensal)\b/u;
/**
 * Contracts longer than a year should say how values are adjusted. One of 12 months or less never
 * reaches an adjustment, since only yearly ones are valid (Lei 10.192 art. 2º §1º).
 */
export const LONG_TERM_MONTHS = 12;
/**
 * A payment schedule: "pagos em 60 (sessenta) parcelas mensais, iguais e sucessivas", "em 24
 * prestações mensais", "em 36 mensalidades". Its length is the count times the rhythm.
 */
export const INSTALMENTS = new RegExp(
  String.raw`\bem\s+(?<count>\d+)\s*(?:\([^)]{1,40}\)\s*)?(?:(?<monthly>mensalidades)|(?:parcelas|prestacoes)(?:[\s,]+(?:iguais|sucessivas|consecutivas|fixas|e))*[\s,]+(?<rhythm>${RHYTHM_SOURCE})(?:l|is))\b`,
  'u',
);
/**
 * The text rules out any correction of the amounts ("sem qualquer atualização monetária", "não
 * haverá juros remuneratórios nem correção monetária").
 */
export const NO_CORRECTION =
  /\bsem\s+(?:qualquer\s+)?(?:(?:atualizacao|correcao)\s+monetaria|reajuste)\b|\bnao\s+(?:sera|serao)\s+(?:corrigid|atualizad|reajustad)\w*|\bnao\s+(?:havera|incidira|incidirao|se\s+aplicara)\s+(?:[^.;]{0,60}?\b(?:nem|ou|e)\s+)?(?:qualquer\s+)?(?:(?:atualizacao|correcao)\s+monetaria|reajuste)\b/u;

/** Being liable or bearing a loss: "responderá", "responsabilidade", "indenizará", "arcará". */
const LIABILITY_SOURCE = String.raw`\b(?:respond\w*|responsabili\w*|responsave(?:l|is)|indeniz\w*|ressarc\w*|arca(?:r|ra|rao|ndo)?)\b`;
/**
 * No cap: "(de forma) ilimitada", "ilimitadamente", "sem (qualquer) limite/limitação/teto (de
 * valor)", "independentemente de qualquer limite". Not a duration or a usage allowance ("sem
 * limite de tempo", "armazenamento ilimitado") and not the anglicism "incluindo, sem limitação,
 * …", which lists damages without removing a cap.
 */
const NO_CAP_SOURCE = String.raw`(?:\bilimitadamente\b|(?<=\b(?:forma|modo|maneira|responsabilidade)\s+(?:\w+\s+e\s+)?)ilimitad[ao]\b|(?<!\binclu\w*,?\s)\bsem\s+(?:qualquer\s+|nenhuma?\s+)?(?:limite|limitacao|teto)\b(?!\s+(?:de\s+)?(?:tempo|prazo|temporal|duracao|espaco|armazenamento|usuarios|acessos?|uso|dados|quilometragem))|\bindependentemente\s+de\s+(?:qualquer\s+)?(?:limite|teto)\b)`;
/**
 * Liability for any damage without a cap, in either order within a sentence part: "responderá
 * de forma ilimitada", "responsabilidade integral e ilimitada", "indenizará … sem limite de
 * valor", "sem qualquer limite, responderá". "Responde pelos danos que causar" is the ordinary
 * rule of CC art. 927 and does not match.
 */
export const UNLIMITED_LIABILITY = new RegExp(
  `${LIABILITY_SOURCE}[^.;]{0,150}?${NO_CAP_SOURCE}|${NO_CAP_SOURCE}[^.;]{0,60}?${LIABILITY_SOURCE}`,
  'u',
);

/** The whole price paid before delivery or performance. */
export const FULL_ADVANCE =
  /\b(?:(?:integralidade|totalidade)\s+do\s+(?:preco|valor)|(?:preco|valor|pagamento)\s+(?:integral|total|global)(?:\s+do\s+(?:contrato|preco|servico|curso))?)\b[^;]{0,100}?\b(?:antecipadamente|adiantad\w*|no\s+ato\s+da\s+(?:assinatura|contratacao|matricula)|antes\s+d[oa]\s+(?:inicio|entrega|execucao|prestacao))|\b(?:antecipadamente|no\s+ato\s+da\s+(?:assinatura|contratacao))\b[^;]{0,40}?\b(?:integral(?:idade)?|totalidade|valor\s+total)\b|\bintegral(?:mente)?\s+e\s+antecipadamente\b|\bantecipada(?:mente)?\s+e\s+integral(?:mente)?\b/u;

/** Texts and severities of the financial-risk rules. */
export const SPECS = {
  multaExcessiva: {
    rule: 'financeiro.multa_excessiva',
    title: 'Multa acima do razoável',
    description: 'A multa prevista é alta para este tipo de contrato.',
    severity: 'alta',
    recommendation: 'Reduza a multa a um patamar proporcional ao prejuízo que ela pretende cobrir.',
    legalRef: 'cc.art412-413',
  },
  jurosMora: {
    rule: 'financeiro.juros_mora',
    title: 'Juros acima de 1% ao mês',
    description: 'Os juros previstos superam 1% ao mês.',
    severity: 'média',
    recommendation:
      'Limite os juros de mora a 1% ao mês (ou à taxa legal), salvo operação com instituição financeira.',
    legalRef: 'cc.art591',
  },
  jurosCompostos: {
    rule: 'financeiro.juros_compostos',
    title: 'Juros capitalizados (juros sobre juros)',
    description: 'O contrato prevê a capitalização dos juros em período inferior a um ano.',
    severity: 'média',
    recommendation:
      'Prefira juros simples; a capitalização mensal só é admitida em casos específicos.',
    legalRef: 'usura.art4',
  },
  multaLocacao: {
    rule: 'financeiro.multa_locacao_desproporcional',
    title: 'Multa por devolução antecipada não proporcional',
    description:
      'A multa pela devolução antecipada do imóvel não é reduzida na proporção do tempo de contrato já cumprido.',
    severity: 'alta',
    recommendation:
      'Preveja que a multa seja reduzida proporcionalmente ao período de contrato já cumprido.',
    legalRef: 'lei8245.art4',
  },
  garantiaMultipla: {
    rule: 'financeiro.garantia_multipla',
    title: 'Mais de uma garantia na locação',
    description: 'O contrato exige mais de uma modalidade de garantia locatícia.',
    severity: 'alta',
    recommendation: 'Escolha uma única modalidade de garantia; a exigência de mais de uma é nula.',
    legalRef: 'lei8245.art37',
  },
  caucaoExcessiva: {
    rule: 'financeiro.caucao_excessiva',
    title: 'Caução acima de três aluguéis',
    description: 'A caução exigida supera o equivalente a três meses de aluguel.',
    severity: 'alta',
    recommendation: 'Limite a caução em dinheiro a, no máximo, três aluguéis.',
    legalRef: 'lei8245.art38.p2',
  },
  reajusteInferiorAnual: {
    rule: 'financeiro.reajuste_inferior_anual',
    title: 'Reajuste em período inferior a um ano',
    description: 'O contrato prevê reajuste de valores com periodicidade menor que 12 meses.',
    severity: 'alta',
    recommendation: 'Estabeleça reajuste anual, contado da data de início do contrato.',
    legalRef: 'lei10192.art2.p1',
  },
  semIndice: {
    rule: 'financeiro.sem_indice_reajuste',
    title: 'Contrato longo sem índice de reajuste',
    description:
      'O contrato tem pagamentos periódicos por prazo longo, mas não indica o índice de reajuste.',
    severity: 'média',
    recommendation: 'Indique o índice (IPCA, IGP-M, INPC…) e a periodicidade anual do reajuste.',
  },
  responsabilidadeIlimitada: {
    rule: 'financeiro.responsabilidade_ilimitada',
    title: 'Responsabilidade ilimitada',
    description: 'Uma das partes responde por quaisquer danos, sem qualquer limite de valor.',
    severity: 'média',
    recommendation:
      'Negocie um teto de responsabilidade (por exemplo, o valor do contrato), ressalvados dolo e culpa grave.',
  },
  pagamentoAntecipado: {
    rule: 'financeiro.pagamento_antecipado_integral',
    title: 'Pagamento integral antecipado',
    description: 'Todo o preço deve ser pago antes da entrega ou da execução.',
    severity: 'média',
    recommendation:
      'Prefira pagamento parcelado vinculado a entregas ou etapas, ou garantias de execução.',
  },
} as const satisfies Record<string, RuleSpec>;
