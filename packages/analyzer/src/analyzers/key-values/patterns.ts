/**
 * Financial-risk rules: fines (lump-sum, per day, per month), interest, what the customer loses
 * of what was paid, collection costs, future instalments, lease guarantees, adjustment
 * periodicity, liability and payment timing. Thresholds cite the law next to them.
 */
import type { RuleSpec } from '../rule';

/**
 * "multa de 10%", "multa compensatória equivalente a 30%", "multa diária equivalente a 1%",
 * "perderá 50% ... a título de multa", "2% do principal como multa". The words between "multa"
 * and the rate (group `gap`) never name interest: in "multa, juros de 1%" the rate is not the
 * fine's.
 */
export const FINE_PERCENT =
  /\bmulta\b(?<gap>(?:(?!\bjuros\b)[^.;%]){0,60}?)\b(?<n>\d+(?:,\d+)?)\s*%|\b(?<n2>\d+(?:,\d+)?)\s*%[^.;%]{0,80}?\b(?:a\s+titulo\s+de|como)\s+multa\b/gu;
/**
 * The forfeiture of everything already paid ("fica com todos os valores já pagos", "perderá as
 * parcelas pagas"): a penalty of 100% of the price paid.
 */
export const FORFEIT_ALL_PAID =
  /\b(?:fica(?:ra|rao)?\s+com|ret(?:em|era|erao)|perde(?:ra|rao)?(?:\s+em\s+favor\s+d[oa]\s+\p{L}+(?:\s+\p{L}+)?)?)\s+(?:integralmente\s+)?(?:todos\s+os|todas\s+as|a\s+totalidade\s+d[oa]s|os|as)\s+(?:valores|quantias|parcelas|prestacoes|importancias|montantes)\s+(?:ja\s+)?(?:pag|quitad|recebid)\w*/u;
/** A fine counted per day, in the words between "multa" and its rate ("multa diária de 1%"). */
export const PER_DAY = /\bpor\s+dia\b|\bdiaria\b/u;
/**
 * A fine counted per day, in the words after its rate ("1% do valor do bem por dia de atraso", "a
 * cada dia", "ao dia"): read up to the next rate, interest or sentence part only.
 */
export const PER_DAY_AFTER =
  /^(?:(?!\bjuros\b)[^.;%]){0,60}?\b(?:por\s+(?:cada\s+)?dia|a\s+cada\s+dia|ao\s+dia|diariamente)\b/u;
/** A fine charged again every month ("multa de 2% ao mês", "por mês de atraso"): right after its rate. */
export const PER_MONTH_AFTER =
  /^\s*(?:\([^)]{1,40}\)\s*)?(?:ao\s+mes|por\s+mes|a\s+cada\s+mes|a\.\s?m\.?|mensa(?:l|is|lmente))(?!\p{L})/u;
/**
 * A recurring fine with a ceiling ("limitada a 10% do valor do contrato", "até o limite de", "não
 * podendo exceder"): a capped daily fine is a lawful means of compulsion.
 */
export const FINE_CAP =
  /\blimitad[ao]s?\s+(?:a|ao)\b|\b(?:limite|teto)\s+(?:maximo\s+)?de\b|\b(?:valor|total)\s+maximo\s+de\b|\bate\s+o\s+maximo\s+de\b|\bnao\s+(?:podendo|podera|poderao)\s+(?:o\s+(?:seu\s+)?(?:total|valor)\s+)?(?:exceder|ultrapassar|superar)\b/u;
/** The sentence is about late payment: a moratory fine. */
export const LATE_PAYMENT =
  /\b(?:atraso|mora|moratoria|impontualidade|inadimplemento|inadimplencia|recusa\s+do\s+cartao|vencid[oa]s?\s+e\s+nao\s+pag[oa]s?)\b/u;

/**
 * The base of a late fine takes in interest or other fines ("incidente sobre o total do débito,
 * incluído o principal e todos os encargos, multas"): a consumer's late fine is 2% of the
 * instalment (CDC art. 52 §1º), not of charges piled on it. Read right after the fine's rate;
 * a fine "acrescida de juros" is charged beside the interest, not on it.
 */
export const FINE_ON_CHARGES =
  /^[^.;%]{0,40}?\bsobre\b[^.;%]{0,100}?\b(?:incluid[oa]s?|inclusive|abrangendo|compreendendo)\b[^.;%]{0,60}?\b(?:encargos|multas|juros)\b/u;

/** Late fine above 2% in consumer relations (CDC art. 52 §1º). */
export const CONSUMER_LATE_FINE_MAX = 2;
/** Late fine above 10% is out of line in civil contracts (CC arts. 412–413 allow reduction). */
export const CIVIL_LATE_FINE_MAX = 10;
/** Compensatory fine above 20% of the obligation is manifestly heavy (CC art. 413). */
export const PENALTY_FINE_MAX = 20;

/**
 * One fine for any breach at all ("a parte que infringir quaisquer das cláusulas", "pelo
 * descumprimento de qualquer obrigação"): the slightest slip costs as much as the gravest.
 */
export const ANY_BREACH =
  /\b(?:qualquer|quaisquer)\s+(?:uma\s+)?(?:d[ao]s\s+)?(?:clausulas?|obrigac(?:ao|oes)|disposic(?:ao|oes)|condic(?:ao|oes)|infrac(?:ao|oes)|descumprimentos?)\b|\bdescumprimento\s+de\s+qualquer\b/u;
/** The fine is a share of the whole contract value: "incidindo no valor do contrato". */
export const CONTRACT_BASE =
  /^\s*(?:\([^)]{1,40}\)\s*)?(?:(?:incidindo|incidente|calculad[ao]|aplicad[ao])\s+)?(?:sobre\s+o|no|do|em\s+relacao\s+ao)\s+valor\s+(?:total\s+|global\s+)?d[oa]\s+(?:presente\s+)?(?:contrato|instrumento)\b/u;
/**
 * A fine of a fifth of the contract for any breach, however slight, is heavy enough for a judge to
 * reduce it (CC art. 413).
 */
export const ANY_BREACH_FINE_MAX = 20;

/**
 * A lot of a subdivision sold in instalments (Lei 6.766/1979): its art. 26, V allows a penalty of
 * up to 10% of the debt, due after three months of default or in court, so the consumer ceiling of
 * 2% does not govern it.
 */
export const LOT_SALE = /\bloteamento\b|\blei\s+(?:federal\s+)?(?:n\S{0,2}\s*)?6\.?766\b/u;
/** Lei 6.766/1979 art. 26, V. */
export const LOT_LATE_FINE_MAX = 10;

const INTEREST_PERIOD_SOURCE = String.raw`ao\s+mes|por\s+mes|a\.\s?m\.?|mensa(?:l|is)|ao\s+ano|por\s+ano|a\.\s?a\.?|anua(?:l|is)|ao\s+dia|por\s+dia|diari[oa]s?`;
/** An interest rate, "juros de mora de 3% (três por cento)"; its period is read by `INTEREST_PERIOD`. */
export const INTEREST_RATE =
  /\bjuros\b(?:(?!\bmulta\b)[^.;%]){0,40}?\b(?<n>\d+(?:,\d+)?)\s*%\s*(?:\([^)]{1,60}\)\s*)?/gu;
/** The period right after an interest rate: "ao mês", "a.m.", "mensais", "ao ano", "ao dia". */
export const INTEREST_PERIOD = new RegExp(
  String.raw`^,?\s*(?<period>${INTEREST_PERIOD_SOURCE})(?!\p{L})`,
  'u',
);
/**
 * A rate given without a period and then restated: "juros de 0,034%, computados desde o
 * vencimento, correspondendo a 1% ao dia". The restated rate is what the clause says in words a
 * reader can apply.
 */
export const INTEREST_RESTATED = new RegExp(
  String.raw`^(?:(?!\bmulta\b)[^.;%]){0,80}?\b(?:correspond\w*|equival\w*)\s+a\s+(?<n>\d+(?:,\d+)?)\s*%\s*(?:\([^)]{1,60}\)\s*)?(?<period>${INTEREST_PERIOD_SOURCE})(?!\p{L})`,
  'u',
);
/**
 * A rate without a period counted day by day: "juros de mora de 1%, calculado pro rata die". It
 * may be read as a monthly rate spread over the days or as a rate per day.
 */
export const INTEREST_DAY_COUNT = /^(?:(?!\bmulta\b)[^.;%]){0,40}?\bpro\s+rata\s+(?:die|dia)\b/u;
/** Interest above 1% a month (12% a year) is above what the law allows between private parties. */
export const MONTHLY_INTEREST_MAX = 1;
/** Interest is alarming beyond twice the ceiling (more than 2% a month). */
export const INTEREST_EXCESS_FOR_ALTA = 2;
/**
 * A lender the usury ceilings do not bind, named where the parties are qualified: a financial
 * institution (STF Súmula 596) or an Empresa Simples de Crédito (LC 167/2019 art. 5º).
 */
export const FINANCIAL_LENDER =
  /\bempresa\s+simples\s+de\s+credito\b|\blei\s+complementar\s+(?:n\S{0,2}\s*)?167\b|\binstituic(?:ao|oes)\s+financeira|\bsociedade\s+de\s+credito\s+direto\b|\bcooperativa\s+de\s+credito\b|\bautorizad[ao]\s+a\s+funcionar\s+pelo\s+banco\s+central\b/u;

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
 * do término do prazo", "devolução antecipada", "rescindir antecipadamente", "interesse na
 * rescisão no prazo determinado", "desocupar durante o prazo contratual".
 */
export const EARLY_EXIT =
  /\b(?:devolv|desocup|restitu|deix|entreg)\w*\s+(?:o|a|os|as)\s+\w+\b[^.;]{0,80}?\b(?:antes|antecipad)|\b(?:rescisao|resilicao|devolucao|desocupacao|saida|denuncia|entrega\s+das\s+chaves)\s+antecipada\b|\b(?:rescind|resil|denunci|encerr)\w*\b[^.;]{0,40}?\bantecipadamente\b|\bantes\s+do\s+(?:termino|fim|final|vencimento)\s+d[oa]\s+(?:prazo|contrato|locacao|vigencia)\b|\b(?:rescisao|rescindi\w*|resilicao|devolucao|devolver|desocupacao|desocupar|entrega\s+d[oa]s?\s+(?:imovel|chaves))\b[^.;]{0,40}?\b(?:no|durante\s+o|dentro\s+do|na\s+vigencia\s+do|antes\s+de\s+(?:findo|decorrido|vencido|expirado)\s+o)\s+prazo\s+(?:determinado|contratual|ajustado|pactuado|previsto|de\s+vigencia|d[oa]\s+(?:contrato|locacao))\b/u;
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
/**
 * An adjustment that follows every update of a price table or of the goods' value, however often
 * it comes: "reajustadas nas mesmas datas e percentuais da atualização da Tabela Fipe", "sempre
 * que houver alteração do preço", "a cada atualização da tabela". Nothing holds it to a year.
 */
export const EVERY_UPDATE =
  /\b(?:nas\s+mesmas\s+datas|sempre\s+que\s+(?:houver|ocorrer|for)\s+(?:\p{L}+\s+){0,2}?(?:alteracao|atualizacao|aumento|variacao|reajuste)|toda\s+vez\s+que|a\s+cada\s+(?:nova\s+)?(?:atualizacao|alteracao|variacao))\b(?![^.;]{0,80}?\b(?:salario\s+minimo|anual\w*|doze\s+meses|12\s+(?:\(doze\)\s+)?meses)\b)/u;
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

/**
 * A guarantee offered in place of another ("caso apresente dois fiadores, a caução será
 * devolvida", "em substituição à caução"): an alternative, not a second guarantee.
 */
export const SUBSTITUTE_GUARANTEE =
  /\bsubstitu\w*|\bem\s+(?:lugar|troca)\s+d|\bcaso\s+(?:apresente|ofereca|indique|preste)\w*|\balternativamente\b|\brevertid[oa]s?\s+ao\b|\b(?:devolvid|restituid|liberad)[oa]s?\s+(?:ao|a)\s+locatari/u;

/**
 * The end of the relation that leaves the customer's money with the supplier: withdrawal,
 * termination, cancellation, exclusion or abandonment.
 */
export const END_EVENT =
  /\b(?:desist\w*|rescis\w*|rescind\w*|resolucao|resolvid[oa]|resili\w*|cancel\w*|distrato|denuncia|deslig\w*|exclu(?:ido|ida|idos|idas|sao)|arrepend\w*|encerrament\w*|abandon\w*)\b/u;
/** Money the customer paid: "valores", "quantias", "parcelas", "investimentos mensais". */
const PAID_SOURCE = String.raw`(?:valor(?:es)?|quantias?|importancias?|montantes?|investimentos?|pagamentos?|parcelas?|prestac(?:ao|oes)|mensalidades?|anuidades?)`;
/**
 * Nothing comes back when the relation ends (CC art. 413, CDC arts. 51, IV and 53): "sem
 * qualquer restituição dos investimentos feitos", "não terá direito à devolução", "perderá o
 * direito ao reembolso", "não terá a quantia devolvida", "os valores pagos não serão
 * restituídos", "inexistindo o dever de restituir", "os valores pagos serão considerados
 * integralmente" as the supplier's. A refund word followed by something other than money
 * ("sem devolução do equipamento", "sem reembolso de despesas") is not a forfeiture.
 */
export const NO_REFUND = new RegExp(
  [
    String.raw`\b(?:sem|nao\s+(?:tera|terao|havera|cabera|caberao|fara|farao|sera|serao|lhe\s+sera|lhes\s+sera|lhe\s+cabera)(?:\s+jus)?)\s+(?:(?:o\s+)?direito\s+(?:a|ao|de)\s+)?(?:a\s+|o\s+)?(?:qualquer\s+|nenhuma?\s+)?(?:devolucao|restituicao|reembolso|ressarcimento)\b(?!\s+(?:d[oa]s?|de)\s+(?!(?:qualquer\s+|quaisquer\s+|tod[oa]s\s+[oa]s\s+)?${PAID_SOURCE}\b)\p{L})`,
    String.raw`\bperde(?:ra|rao|r)?\s+o\s+direito\s+(?:a|ao)\s+(?:devolucao|restituicao|reembolso)\b`,
    String.raw`\bnao\s+(?:tera|terao)\s+(?:a|as|o|os)\s+(?:quantias?|valor(?:es)?|importancias?|montantes?)\s+(?:\p{L}+\s+){0,3}?(?:devolvid|restituid|reembolsad)\w*`,
    String.raw`\b${PAID_SOURCE}\s+(?:ja\s+)?(?:pag|recebid|adimplid|quitad|feit)\w*(?:\s+\p{L}+){0,8}?\s+nao\s+(?:sera|serao)\s+(?:em\s+hipotese\s+alguma\s+)?(?:devolvid|restituid|reembolsad)\w*`,
    String.raw`\bnao\s+(?:sera|serao)\s+(?:devolvid|restituid|reembolsad)[oa]s?\s+(?:[oa]s?\s+)?${PAID_SOURCE}\s+(?:ja\s+)?(?:pag|recebid|adimplid|quitad)\w*`,
    String.raw`\b(?:inexistindo|nao\s+(?:havera|existira|tera))\b[^.;]{0,60}?\bdever\s+de\s+(?:restituir|devolver|reembolsar)\b`,
    String.raw`\b${PAID_SOURCE}\s+(?:ja\s+)?(?:pag|recebid|adimplid|quitad)\w*[^.;]{0,60}?\b(?:serao|ficarao)\s+(?:considerad[oa]s\s+integralmente|integralmente\s+(?:considerad|retid|incorporad|revertid|apropriad)\w*|retid[oa]s\s+integralmente|incorporad[oa]s\s+(?:integral|definitiva)mente)`,
  ].join('|'),
  'u',
);
/**
 * The money kept is lawful: only for what was used or in proportion ("não haverá devolução das
 * mensalidades dos meses cursados", "restituição proporcional"), or earnest money (CC art. 418).
 */
export const LAWFUL_KEEP =
  /\bproporciona\w*|\bpro\s+rata\b|\b(?:utilizad|usufruid|prestad|cursad|consumid|decorrid|frequentad|ja\s+vencid)[oa]s?\b|\bsinal\b|\barras\b|\bapos\s+o\s+inicio\s+d[oa]s?\s+(?:aulas|curso|(?:ano|periodo|semestre)\s+letivo|atividades|servicos?|prestacao|evento|viagem)\b/u;
/**
 * A share of what was paid kept by the supplier: "com a retenção ... de 30%", "reter 25% dos
 * valores pagos", "perderá 40% das parcelas pagas", "serão deduzidos 30%".
 */
export const RETAINED_SHARE =
  /\b(?:ret(?:er|ido|ida|idos|idas|em|era|erao|encao)|perde(?:ra|rao|r)?|descontad[oa]s?|descontar|dedu(?:zir|zido|zida|zidos|zidas|cao|zira))\b(?:(?!\b(?:juros|multa|desconto|bonus|beneficio|abatimento)\b)[^.;%]){0,80}?\b(?<n>\d+(?:,\d+)?)\s*%/gu;
/**
 * The share is of money the customer paid ("valores pagos", "adimplidos", "a matrícula"), not of
 * commissions or sales the supplier owes.
 */
export const PAID_MONEY =
  /\b(?:pag[oa]s?|adimplid[oa]s?|quitad[oa]s?|desembolsad[oa]s?|investid[oa]s?|matricula)\b/u;
/**
 * Only a share of what was paid comes back: "receber 70% dos valores adimplidos", "terá devolvido
 * o montante equivalente a 70% do valor da matrícula".
 */
export const REFUNDED_SHARE = new RegExp(
  String.raw`\b(?:receber|recebera|devolvid[oa]s?|restituid[oa]s?|reembolsad[oa]s?|devolucao\s+de|restituicao\s+de|reembolso\s+de|devolvera|restituira|reembolsara)\b(?:(?!\b(?:juros|multa)\b)[^.;%]){0,60}?\b(?<n>\d+(?:,\d+)?)\s*%\s*(?:\([^)]{1,40}\)\s*)?d[oa]s?\s+(?:${PAID_SOURCE}|total|saldo|matricula|preco)\b`,
  'gu',
);
/** The base of a share is the total price, not what was paid: "8% do valor do montante do preço". */
export const PRICE_BASE =
  /^\s*(?:\([^)]{1,40}\)\s*)?(?:d[oa]|sobre\s+[oa])\s+(?:valor\s+d[oa]\s+)?(?:(?:valor|montante)\s+(?:total\s+|global\s+|integral\s+|atualizado\s+)?d[oa]\s+(?:mesmo\s+)?(?:preco|contrato|imovel|lote|unidade|bem|venda|pacote)|preco\s+(?:total|global|integral|contratad\w*|ajustad\w*|avencad\w*|de\s+venda|d[oa]\s+(?:imovel|lote|contrato|bem|pacote))|valor\s+(?:total|global)\b)/u;
/** A share stated as a rate ("8% (oito por cento)"), read with `PRICE_BASE`. */
export const SHARE_RATE = /\b(?<n>\d+(?:,\d+)?)\s*%/gu;
/**
 * The share is kept out of what the customer paid: a deduction from the refund or a retention
 * ("a devolução das quantias pagas se dará após as seguintes deduções").
 */
export const RETENTION_CONTEXT =
  /\b(?:dedu\w*|ret(?:er|ido|ida|em|era|encao)|descont\w*|abat\w*|perde\w*|devoluc\w*|restituic\w*|reembols\w*)\b/u;
/** The share is what the customer pays for leaving: a penalty ("cláusula penal", "multa"). */
export const PENALTY_CONTEXT = /\b(?:multa|penal\w*|penalidade|cobrad[oa]s?)\b/u;
/** Lawful retentions of what was paid stay within 10%–20% (STJ case law, CDC art. 53). */
export const RETENTION_MAX = 20;
/** In an instalment sale a share of the price from this size can swallow what was paid early on. */
export const PRICE_SHARE_MIN = 5;
/** A share of the whole price charged on the customer's exit from a service: all of it. */
export const PRICE_SHARE_FORFEIT = 100;
/**
 * The refund waits for the end of the plan: "receber os valores adimplidos ao término do prazo de
 * duração programado", "os valores pagos serão restituídos somente ao término do contrato".
 */
const AT_PLAN_END = String.raw`\b(?:somente\s+)?(?:ao|apos\s+o|no)\s+(?:termino|final|fim|encerramento)\s+d[oa]\s+(?:prazo|plano|grupo|contrato)\b`;
export const REFUND_AT_END = new RegExp(
  String.raw`\b(?:(?:receb\w*|devolv\w*|devolu\w*|restitu\w*|reembols\w*)\s+(?:[^\s.;]+\s+){0,6}?${PAID_SOURCE}\b|${PAID_SOURCE}\s+(?:[^\s.;]+\s+){0,6}?(?:devolvid|restituid|reembolsad)[oa]s?\b)[^.;]{0,120}?${AT_PLAN_END}`,
  'u',
);
/** A consórcio (Lei 11.795/2008), whose members are refunded as the group runs. */
export const CONSORTIUM =
  /\badministradora\s+de\s+consorcio|\bgrupo\s+de\s+consorcio|\blei\s+(?:n\S{0,2}\s*)?11\.795\b|\bconsorciad[oa]s?\b/u;

/**
 * Lawyer's fees fixed in advance: "honorários advocatícios de 20%", "honorários, desde já
 * arbitrados em 20%", "honorários extrajudiciais na base de 10%".
 */
export const FEES_PERCENT =
  /\bhonorarios\b(?:(?!\b(?:juros|multa)\b)[^.;%]){0,80}?\b(?<n>\d+(?:,\d+)?)\s*%/gu;
/**
 * Collection costs as a rate: "custos com serviços de cobrança, correspondentes a 10%",
 * "despesas de cobrança de 10%".
 */
export const COLLECTION_COSTS =
  /\b(?:custos?|despesas?|encargos?)\s+(?:com\s+(?:os\s+|a\s+)?|de\s+|da\s+)?(?:servicos?\s+de\s+)?cobranca\b(?:(?!\b(?:juros|multa)\b)[^.;%]){0,60}?\b(?<n>\d+(?:,\d+)?)\s*%/gu;
/** A surcharge of a rate: "incidindo o acréscimo de 20%". */
export const SURCHARGE =
  /\bacrescimo\s+de\s+(?<n>\d+(?:,\d+)?)\s*%(?![^.;]{0,30}?\b(?:multa|juros|mora|correcao)\b)/gu;
/** A collection agency or office the debtor pays. */
export const COLLECTION_AGENCY =
  /\b(?:empresas?|escritorios?|agencias?)\s+(?:especializad[ao]s?\s+)?(?:de|em)\s+cobranca/u;
/** The words are about collecting a debt. */
export const COLLECTION_CONTEXT =
  /\b(?:cobranc\w*|cobrad\w*|inadimpl\w*|atraso|mora|debitos?|dividas?|execucao|protesto|vencid\w*|devid[oa]s?)\b/u;
/**
 * Charged before or without a lawsuit: "cobrança amigável", "extrajudicial", "independentemente
 * da propositura da ação", "empresa de cobrança".
 */
export const OUT_OF_COURT = new RegExp(
  String.raw`\b(?:amigave(?:l|is)|extrajudicia\w*|cobranca\s+administrativa|independentemente\s+d[ae]\s+(?:propositura|ajuizamento|acao|processo|demanda|medida)|antes\s+d[eoa]\s+(?:ajuizamento|propositura|acao))\b|${COLLECTION_AGENCY.source}`,
  'u',
);
/** Either side bears the other's costs: "a parte que der causa", "qualquer das partes". */
export const MUTUAL =
  /\bparte\s+(?:que\s+(?:der|deu)|inadimplente|infratora|vencida|culpada|faltosa)\b|\bqualquer\s+das\s+partes\b|\breciproc\w*|\bambas\s+as\s+partes\b/u;
/** A contract for a lawyer's services, whose fees are the price. */
export const LEGAL_SERVICES = /\bhonorarios|\badvocat\w*|\bservicos\s+juridicos\b/u;
/** Fees that are the price of a recovery or a lawsuit won ("30% do valor recuperado", "êxito"). */
export const FEES_AS_PRICE =
  /\b(?:recuperad[oa]s?|obtid[oa]s?|ganh[oa]s?|proveito|exito|condenacao|restituid[oa]s?\s+ao\s+contratante)\b/u;

/**
 * Instalments not yet due: "parcelas em atraso e vincendas", "mensalidades referentes ao
 * término do contrato", "o pagamento de todas as parcelas", "as prestações restantes".
 */
export const FUTURE_INSTALMENTS = new RegExp(
  [
    String.raw`\b(?:parcelas|prestacoes|mensalidades|anuidades|alugueis|pagamentos)\s+(?:\p{L}+\s+){0,3}?vincendas?\b`,
    String.raw`\b(?:parcelas|prestacoes|mensalidades)\s+(?:restantes|faltantes|remanescentes|a\s+vencer|que\s+(?:se\s+)?(?:venceriam|vencerem|faltarem|restarem))\b`,
    String.raw`\b(?:parcelas|prestacoes|mensalidades)\b[^.;]{0,40}?\b(?:ate|referentes?\s+ao|relativas?\s+ao|correspondentes?\s+ao)\s+(?:o\s+)?(?:termino|final|fim|encerramento)\s+d[oa]\s+(?:contrato|prazo|vigencia|ano\s+letivo|semestre|curso|periodo\s+letivo|plano)\b`,
    String.raw`\b(?:exig\w*|cobr\w*|devid[oa]s?|obrigad[oa]s?|arcar\w*)\s+(?:\p{L}+\s+){0,3}?(?:pagamento|cobranca)\s+(?:integral\s+)?de\s+todas\s+as\s+(?:parcelas|prestacoes|mensalidades)\b`,
    String.raw`\bcobranca\s+(?:integral\s+)?de\s+todas\s+as\s+(?:parcelas|prestacoes|mensalidades)\b`,
  ].join('|'),
  'u',
);
/**
 * A debt that falls due early (vencimento antecipado, "vencimento de todas as parcelas"): lawful
 * when the creditor has performed.
 */
export const ACCELERATION =
  /\bvencimento\s+(?:antecipado|imediato)\b|\bvencimento\s+(?:de\s+)?(?:todas\s+as|das)\s+(?:demais\s+)?(?:parcelas|prestacoes)\b|\bantecipacao\s+d[oa]s?\s+(?:vencimento|parcelas|prestacoes)\b|\bvencer(?:ao|a|-se-ao|-se-a)\s+(?:antecipada|imediata)mente\b|\b(?:considerad|tid)[oa]s\s+(?:antecipadamente\s+)?vencid[oa]s\b|\b(?:imediata(?:mente)?\s+)?exigi(?:veis|bilidade\s+imediata)\b/u;
/**
 * The future instalments are only the base of a fine ("multa de 20% sobre o valor das parcelas
 * restantes", "10% das mensalidades vincendas"): a share of them, judged as a fine.
 */
export const SHARE_OF =
  /\d+(?:,\d+)?\s*%\s*(?:\([^)]{1,40}\)\s*)?(?:d[oa]s?|sobre\s+[oa]s?)\s+(?:(?:valor|saldo|total|montante)\s+(?:total\s+)?d[oa]s\s+)?$/u;
/** A debt already owed in full: a loan, a financing, a confession of debt, its "saldo devedor". */
export const OWED_DEBT =
  /\b(?:saldo\s+devedor|emprestim\w*|mutu(?:o|ante|ario|aria)\b|financiament\w*|confissao\s+de\s+divida|valor\s+mutuado)/u;
/**
 * The customer is spared the future instalments ("desonerado do pagamento das parcelas
 * vincendas", "quitação antecipada", "sem a cobrança", "serão restituídas"), owes them only until
 * the contract ends ("enquanto não for protocolizado o requerimento de rescisão", "com
 * vencimento até o mês do requerimento") or during the notice period.
 */
export const NOT_CHARGED =
  /(?<!\bnao\s+(?:\p{L}+\s+)?)\b(?:desonerad|eximid|isent|dispensad|desobrigad)\w*|\bquitacao\s+antecipada\b|\bquitar\b|\bpagamento\s+antecipado\b|\bsem\s+(?:a\s+)?cobranca\b|\bnao\s+(?:sera|serao)\s+(?:devid|cobrad|exigid)\w*|\b(?:devolvid|restituid|reembolsad|estornad|cancelad)[oa]s?\b|\b(?:devolucao|restituicao|reembolso|estorno)\b|\baviso\s+previo\b|\benquanto\s+nao\b|\bate\s+que\b|\bate\s+(?:(?:o|a)\s+)?(?:(?:mes|data|dia)\s+(?:d[aoe]\s+)?)*(?:efetiv[ao]\s+)?(?:requerimento|pedido|solicitacao|rescisao|desistencia|cancelamento|comunicacao|notificacao|desligamento)\b/u;
/** The sentence is about a guarantor's scope, not about charging the customer. */
export const GUARANTOR =
  /\b(?:fiador\w*|fianca|avalista\w*|devedor(?:es)?\s+solidari\w*|garantidor\w*|garantia\s+(?:fidejussoria\s+)?(?:compreend|abrang)\w*)\b/u;
/** The supplier suspends or blocks the service. */
export const SERVICE_SUSPENDED =
  /\b(?:suspen(?:der|dera|so|sa|sos|sao)|bloque\w*|interromp\w*|interrupcao|desativ\w*)\b/u;
/**
 * The fees stay due during the suspension: "os valores permanecerão sendo devidos",
 * "continuarão sendo cobradas", "não o exime do pagamento das mensalidades". Debts already
 * overdue ("das mensalidades vencidas") are owed anyway.
 */
export const STILL_DUE =
  /\b(?:continu|permanec)\w*\s+(?:sendo\s+)?(?:devid|cobrad|exigid|exigive)\w*|\b(?:continu|permanec)\w*\s+obrigad[oa]s?\s+ao\s+pagamento\b|\bnao\s+(?:o\s+|a\s+|os\s+|as\s+|lhe\s+|lhes\s+)?(?:exime|eximira|isenta|isentara|desobriga|desobrigara)\w*\s+d[oa]\s+pagamento\b(?![^.;]{0,40}?\b(?:vencid|em\s+atraso|em\s+aberto|pendentes|atrasad))/u;

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
    // The law itself voids or reduces the clause: worth fixing, rated média as a lawyer rates it.
    severity: 'média',
    recommendation:
      'Preveja que a multa seja reduzida proporcionalmente ao período de contrato já cumprido.',
    legalRef: 'lei8245.art4',
  },
  garantiaMultipla: {
    rule: 'financeiro.garantia_multipla',
    title: 'Mais de uma garantia na locação',
    description: 'O contrato exige mais de uma modalidade de garantia locatícia.',
    // The law itself voids or reduces the clause: worth fixing, rated média as a lawyer rates it.
    severity: 'média',
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
    // The law itself voids or reduces the clause: worth fixing, rated média as a lawyer rates it.
    severity: 'média',
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
  custosCobranca: {
    rule: 'financeiro.custos_cobranca',
    title: 'Custos de cobrança fixados contra o cliente',
    description:
      'O contrato já fixa os honorários ou custos da cobrança que o cliente pagará em caso de atraso.',
    severity: 'média',
    recommendation:
      'Retire os honorários e custos de cobrança fixados de antemão; em juízo, os honorários são fixados pelo juiz.',
    legalRef: 'cdc.art51.XII',
  },
  parcelasVincendas: {
    rule: 'financeiro.parcelas_vincendas',
    title: 'Cobrança das parcelas futuras após o fim do contrato',
    description:
      'Encerrado o contrato, o cliente continuaria devendo as parcelas que venceriam depois, pagando por um serviço ou bem que não vai receber.',
    severity: 'média',
    recommendation:
      'Limite a cobrança às parcelas vencidas até o encerramento e, se for o caso, a uma multa proporcional.',
    legalRef: 'cdc.art51.IV',
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
