/**
 * Financial-risk rules: fines (lump-sum, per day, per month), interest, what the customer loses
 * of what was paid, collection costs, future instalments, lease guarantees, adjustment
 * periodicity, liability and payment timing. Thresholds cite the law next to them.
 */
import { PER_MONTH, PERIOD_ADJECTIVE, RATE_PERIOD } from '../../entities/patterns';
import { figure, rate } from '../../rules/figures';
import type { RuleSpec } from '../rule';

/**
 * "multa de 10%", "multa compensatória equivalente a 30%", "multa de dois por cento (2%)",
 * "multa diária equivalente a 1%", "perderá 50% ... a título de multa", "2% do principal como
 * multa". The words between "multa" and the rate (group `gap`) never name interest: in "multa,
 * juros de 1%" the rate is not the fine's. The rate is read with `rateOf`.
 */
export const FINE_PERCENT = new RegExp(
  String.raw`\bmulta\b(?<gap>(?:(?!\bjuros\b)[^.;%]){0,60}?)\b${rate()}|\b${rate('n2')}[^.;%]{0,80}?\b(?:a\s+titulo\s+de|como)\s+multa\b`,
  'gu',
);
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
export const PER_MONTH_AFTER = new RegExp(String.raw`^\s*(?:\([^)]{1,40}\)\s*)?${PER_MONTH}`, 'u');
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
 * incluído (computados) o principal e todos os encargos, multas"): a consumer's late fine is 2% of the
 * instalment (CDC art. 52 §1º), not of charges piled on it. Read right after the fine's rate;
 * a fine "acrescida de juros" is charged beside the interest, not on it.
 */
export const FINE_ON_CHARGES =
  /^[^.;%]{0,40}?\bsobre\b[^.;%]{0,100}?\b(?:incluid[oa]s?|computad[oa]s?|inclusive|abrangendo|compreendendo)\b[^.;%]{0,60}?\b(?:encargos|multas|juros)\b/u;

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

/**
 * An interest rate, "juros de mora de 3% (três por cento)", "juros moratórios de dez por cento
 * (10%)"; its period is read by `INTEREST_PERIOD` (after it), `PERIOD_IN_BRACKETS` or
 * `PERIOD_BEFORE` (group `gap`, with its indices).
 */
export const INTEREST_RATE = new RegExp(
  String.raw`\bjuros\b(?<gap>(?:(?!\bmulta\b)[^.;%]){0,40}?)\b${rate()}\s*`,
  'dgu',
);
/** The period right after an interest rate: "ao mês", "a.m.", "mensais", "ao ano", "ao dia". */
export const INTEREST_PERIOD = new RegExp(String.raw`^,?\s*(?<period>${RATE_PERIOD})`, 'u');
/** The period of a charge named before its rate: "juros mensais de 2%", "multa mensal de 2%". */
export const PERIOD_BEFORE = new RegExp(String.raw`\b(?<period>${PERIOD_ADJECTIVE})`, 'u');
/** The period written inside a rate's words in brackets: "1% (um por cento ao mês)". */
export const PERIOD_IN_BRACKETS = new RegExp(
  String.raw`\((?:[^()]*?\s)?(?<period>${RATE_PERIOD})\s*\)\s*$`,
  'u',
);
/**
 * A rate given without a period and then restated: "juros de 0,034%, computados desde o
 * vencimento, correspondendo a 1% ao dia". The restated rate is what the clause says in words a
 * reader can apply.
 */
export const INTEREST_RESTATED = new RegExp(
  String.raw`^(?:(?!\bmulta\b)[^.;%]){0,80}?\b(?:correspond\w*|equival\w*)\s+a\s+${rate()}\s*,?\s*(?<period>${RATE_PERIOD})`,
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
  { name: 'fiança', pattern: /\bfiador(?:a|es|as)?\b|(?<!seguro[\s-])\bfianca\b/u },
  { name: 'caução', pattern: /\bcaucao\b|\bdeposito\s+(?:caucao|de\s+garantia)\b/u },
  { name: 'cessão fiduciária de quotas', pattern: /\bcessao\s+fiduciaria\s+de\s+quotas\b/u },
  { name: 'título de capitalização', pattern: /\btitulo\s+de\s+capitalizacao\b/u },
];
/** A sentence about lease guarantees. */
export const GUARANTEE_CONTEXT = /\bgarantia\b|\bcaucao\b|\bfianca\b|\bfiador/u;

/**
 * A school's fee made open to change during the year it is fixed for (Lei 9.870/1999, art. 1º,
 * § 6º voids a revision within a year): "o valor definido no caput poderá ser alterado na hipótese
 * de advento de circunstância imprevisível", "a CONTRATADA poderá rever o valor das mensalidades
 * sempre que…".
 */
export const FEE_REVISED =
  /\b(?:valor(?:es)?|mensalidades?|anuidade|semestralidade|parcelas?|precos?)\b[^.;]{0,80}?\b(?:poder(?:a|ao)\s+ser(?:\s+\p{L}+mente)?|ser(?:a|ao))\s+(?:alterad|revist|revisad|reajustad|majorad|modificad|recalculad)[oa]s?\b|\b(?:alterar|rever|revisar|reajustar|majorar|modificar|recalcular)\s+(?:\p{L}+\s+){0,2}?(?:o\s+|os\s+|a\s+|as\s+)?(?:valor(?:es)?|mensalidades?|anuidade|semestralidade|parcelas?|precos?)\b/u;
/** What makes the revision fall within the school year: an event, any time, the year's course. */
export const MID_YEAR =
  /\b(?:na\s+hipotese|em\s+caso|sempre\s+que|a\s+qualquer\s+(?:tempo|momento)|durante\s+(?:o|a)\s+(?:ano|vigencia|periodo|semestre|curso)|no\s+(?:curso|decorrer)\s+d[oa]|imprevis\w*|desequilibrio|planilha)\b/u;
/** A revision for the next school year or on renewal, which the law allows. */
export const NEXT_YEAR =
  /\banual\w*|\b(?:proxim[oa]|seguinte)s?\s+(?:ano|periodo|semestre)|\b(?:ano|periodo|semestre)\s+(?:letivo\s+)?seguinte|\brematricula|\brenovac(?:ao|oes)\b|\ba\s+cada\s+(?:12|doze)\s+meses\b/u;

/** A cash deposit (caução). */
export const DEPOSIT = /\bcaucao\b/u;
/** A deposit stated in rents ("4 (quatro) aluguéis"). */
export const DEPOSIT_RENTS = new RegExp(
  String.raw`\b${figure()}(?:alugueis|alugueres|meses\s+de\s+aluguel|vezes\s+o\s+(?:valor\s+do\s+)?aluguel)\b`,
  'u',
);
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
    String.raw`\b(?:(?:a|apos)\s+cada|(?:periodicidade|intervalos?)\s+(?:minim[ao]s?\s+)?de)\s+(?:periodo\s+de\s+)?(?:${figure('count')})?(?<unit>${UNIT_SOURCE})\b`,
    String.raw`\bde\s+${figure('every')}em\s+\S+\s*(?:\([^)]{1,40}\)\s*)?(?<everyUnit>${UNIT_SOURCE})\b`,
    String.raw`(?<!\b(?:pag[oa]s?|pagave(?:l|is)|devid[oa]s?|quitad[oa]s?)\s+)\b(?<adverb>${RHYTHM_SOURCE})(?:l|a)mente\b`,
    String.raw`\b(?:reajustes?|correc(?:ao|oes)|atualizac(?:ao|oes)|periodicidade|bases?|intervalos?|periodos?)\s+(?:monetari[ao]s?\s+)?(?<adjective>${RHYTHM_SOURCE})(?:l|is|[oa]s?)\b`,
    String.raw`\b${figure('times')}vez(?:es)?\s+(?:por|ao|a\s+cada)\s+ano\b`,
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
/** Adjustments at intervals under a year are void (Lei 10.192 art. 2º §1º). */
export const ADJUSTMENT_MIN_MONTHS = 12;
/**
 * An adjustment on a fixed month of the calendar ("reajustado sempre no mês de janeiro de cada
 * ano"), not on the contract's anniversary: the first one may come less than 12 months after the
 * signature.
 */
export const CALENDAR_MONTH =
  /\b(?:sempre\s+)?(?:no|em|todo)\s+(?:(?:o\s+)?mes\s+de\s+)?(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(?:\s+de\s+cada\s+ano)?\b/u;
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
  String.raw`\bem\s+${figure('count')}(?:(?<monthly>mensalidades)|(?:parcelas|prestacoes)(?:[\s,]+(?:iguais|sucessivas|consecutivas|fixas|e))*[\s,]+(?<rhythm>${RHYTHM_SOURCE})(?:l|is))\b`,
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
export const RETAINED_SHARE = new RegExp(
  String.raw`\b(?:ret(?:er|ido|ida|idos|idas|em|era|erao|encao)|perde(?:ra|rao|r)?|descontad[oa]s?|descontar|dedu(?:zir|zido|zida|zidos|zidas|cao|zira))\b(?:(?!\b(?:juros|multa|desconto|bonus|beneficio|abatimento)\b)[^.;%]){0,80}?\b${rate()}`,
  'gu',
);
/**
 * The share is of money the customer paid ("valores pagos", "adimplidos", "a matrícula"), not of
 * commissions or sales the supplier owes.
 */
export const PAID_MONEY =
  /\b(?:pag[oa]s?|adimplid[oa]s?|quitad[oa]s?|desembolsad[oa]s?|investid[oa]s?|matricula)\b/u;
/**
 * Only a share of what was paid comes back: "receber 70% dos valores adimplidos", "terá devolvido
 * o montante equivalente a 70% do valor da matrícula", "receberá de volta setenta por cento (70%)
 * do que tiver pago".
 */
export const REFUNDED_SHARE = new RegExp(
  String.raw`\b(?:receber|recebera|devolvid[oa]s?|restituid[oa]s?|reembolsad[oa]s?|devolucao\s+de|restituicao\s+de|reembolso\s+de|devolvera|restituira|reembolsara)\b(?:(?!\b(?:juros|multa)\b)[^.;%]){0,60}?\b${rate()}\s*d[oa]s?\s+(?:${PAID_SOURCE}|total|saldo|matricula|preco|que\s+(?:\p{L}+\s+){0,2}?(?:pag[oa]u?|adimpli[ud]o?|desembolsou))\b`,
  'gu',
);
/** The base of a share is the total price, not what was paid: "8% do valor do montante do preço". */
export const PRICE_BASE =
  /^\s*(?:\([^)]{1,40}\)\s*)?(?:d[oa]|sobre\s+[oa])\s+(?:valor\s+d[oa]\s+)?(?:(?:valor|montante|total)\s+(?:total\s+|global\s+|integral\s+|atualizado\s+)?d[oa]\s+(?:mesmo\s+)?(?:preco|contrato|imovel|lote|unidade|bem|venda|pacote)|preco\s+(?:total|global|integral|contratad\w*|ajustad\w*|avencad\w*|de\s+venda|d[oa]\s+(?:imovel|lote|contrato|bem|pacote))|valor\s+(?:total|global)\b)/u;
/** A share stated as a rate ("8% (oito por cento)", "oito por cento"), read with `PRICE_BASE`. */
export const SHARE_RATE = new RegExp(String.raw`\b${rate()}`, 'gu');
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
export const FEES_PERCENT = new RegExp(
  String.raw`\bhonorarios\b(?:(?!\b(?:juros|multa)\b)[^.;%]){0,80}?\b${rate()}`,
  'gu',
);
/**
 * Collection costs as a rate: "custos com serviços de cobrança, correspondentes a 10%",
 * "despesas de cobrança de 10%".
 */
export const COLLECTION_COSTS = new RegExp(
  String.raw`\b(?:custos?|despesas?|encargos?)\s+(?:com\s+(?:os\s+|a\s+)?|de\s+|da\s+)?(?:servicos?\s+de\s+)?cobranca\b(?:(?!\b(?:juros|multa)\b)[^.;%]){0,60}?\b${rate()}`,
  'gu',
);
/** A surcharge of a rate: "incidindo o acréscimo de 20%", "acrescida de vinte por cento". */
export const SURCHARGE = new RegExp(
  String.raw`\b(?:acrescimo|acrescid[oa]s?)\s+de\s+${rate()}(?![^.;]{0,30}?\b(?:multa|juros|mora|correcao)\b)`,
  'gu',
);
/** A collection agency or office the debtor pays. */
export const COLLECTION_AGENCY =
  /\b(?:empresas?|escritorios?|agencias?)\s+(?:especializad[ao]s?\s+)?(?:de|em)\s+cobranca/u;
/** The words are about collecting a debt. */
export const COLLECTION_CONTEXT =
  /\b(?:cobranc\w*|cobrad\w*|inadimpl\w*|atraso|mora|debitos?|dividas?|execucao|protesto|vencid\w*|devid[oa]s?)\b/u;
/**
 * Charged before or without a lawsuit: "cobrança amigável", "extrajudicial", "independentemente
 * da propositura da ação", "ainda que não se chegue a propor ação", "empresa de cobrança".
 */
export const OUT_OF_COURT = new RegExp(
  String.raw`\b(?:amigave(?:l|is)|extrajudicia\w*|cobranca\s+administrativa|independentemente\s+d[ae]\s+(?:propositura|ajuizamento|acao|processo|demanda|medida)|antes\s+d[eoa]\s+(?:ajuizamento|propositura|acao)|(?:ainda|mesmo)\s+que\s+nao\s+(?:\p{L}+\s+){0,3}?(?:propor|propost[ao]|ajuiza\w*|haja\s+(?:acao|processo))|sem\s+(?:a\s+)?(?:propositura|ajuizamento)\s+d[ea])\b|${COLLECTION_AGENCY.source}`,
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
export const SHARE_OF = new RegExp(
  String.raw`${rate()}\s*(?:d[oa]s?|sobre\s+[oa]s?)\s+(?:(?:valor|saldo|total|montante)\s+(?:total\s+)?d[oa]s\s+)?$`,
  'u',
);
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
/**
 * The sentence is about a guarantor's scope, not about charging the customer: a guarantor or the
 * guarantee followed by what it covers or answers for ("a garantia fidejussória compreenderá…",
 * "os fiadores respondem solidariamente…"); a guarantor merely named ("ao LOCATÁRIO ou seus
 * fiadores, a cobrança poderá ser feita…", "os fiadores, a cobrança será entregue a advogado,
 * respondendo o LOCATÁRIO…": another clause's verb stands between) is not.
 */
export const GUARANTOR =
  /\b(?:fiador\w*|fianca|avalista\w*|devedor(?:es)?\s+solidari\w*|garantidor\w*|garantia(?:\s+fidejussoria)?)\b(?:(?!\b(?:podera|poderao|sera|serao|devera|deverao)\b)[^.;]){0,60}?\b(?:compreend|abrang|respond|inclu|garant|obrig|solidari)\w*/u;
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

/*
 * What the customer pays, not fixed by the contract (financeiro.preco_indefinido). A price is an
 * essential element of a paid deal (CC arts. 482 and 594); one left to a party's later choice is
 * void (CC art. 489), and a consumer must know it before signing (CDC arts. 6º, III, 31 and 46;
 * the supplier may not vary it alone, art. 51, X).
 */

/**
 * Words saying that something is paid: "pagar", "pagamento", "cobrar", "remunerar", "repassar",
 * "quitar", "debitar".
 */
export const PAYMENT_WORD =
  /\b(?:pag(?:ar|ara|arao|o|os|a|as|amento|amentos|ando)|cobr(?:ar|ara|arao|ado|ados|ada|adas|anca|ancas)|remuner\w*|repass(?:ar|ara|e)|quit(?:ar|ara|acao)|debit(?:ar|ado|ada|adas|ados|o))\b/u;
/** An amount stated in the words themselves: "R$ 150,00", "10%", "150 reais". */
export const STATED_AMOUNT =
  /r\$\s*\d|\d\s*%|\bpor\s+cento\b|\b\d[\d.,]*\s+(?:reais|dolares|euros)\b/u;
/** An amount of money in the words themselves ("R$ 150,00", "150 reais"). */
export const MONEY_AMOUNT = /r\$\s*\d|\b\d[\d.,]*\s+reais\b/u;
/**
 * What is paid, read between the payment word and a reference to a price kept elsewhere: the
 * fee, the monthly payment, the price, the extra services. The group `main` marks the main price
 * or the customer's recurring payment.
 */
export const PAID_ITEM = new RegExp(
  String.raw`\b(?:(?<main>mensalidades?|anuidades?|semestralidades?|precos?|parcelas?|prestac(?:ao|oes)|remuneracao)|taxas?(?:\s+de\s+(?!acordo\b)\p{L}+)?|tarifas?|emolumentos|custas|servicos(?:\s+(?:extra|adiciona|complementa|avuls|opciona)\p{L}*)?|documentos|valor(?:es)?)\b`,
  'gu',
);
/**
 * A price kept outside the contract by one side, which it can change: "conforme tabela em vigor",
 * "conforme o valor vigente", "preços praticados", "as tabelas afixadas nos quadros de avisos",
 * "divulgadas no site", "tabela de preços da CONTRATADA em vigor". An annex, a proposal or an
 * index is read apart (their own patterns).
 */
export const SUPPLIER_PRICE = new RegExp(
  [
    String.raw`\btabelas?(?:\s+de\s+(?:precos|valores|taxas|tarifas|servicos|honorarios|emolumentos|custos))?(?:\s+(?:de\s+servicos\s+)?(?:d[aeo]s?\s+)?(?!(?:em|de|do|da|dos|das|a|o|vigente|vigentes)\b)[\p{L}-]+){0,4}?\s+(?:em\s+vigor|vigentes?|praticad[oa]s?)\b`,
    String.raw`\b(?:valor(?:es)?|precos?|tarifas?)\s+(?:em\s+vigor|vigentes?|praticad[oa]s?|de\s+(?:tabela|balcao|lista))\b`,
    String.raw`\b(?:tabelas?|valor(?:es)?|precos?|tarifas?|mensalidades|taxas)\s+(?:\p{L}+\s+){0,3}?(?:afixad|divulgad|publicad|disponibilizad|disponive|expost)\w*\s+(?:\p{L}+\s+){0,3}?(?:quadros?\s+de\s+avisos?|mura(?:l|is)|site|sitio|portal|aplicativo|pagina\s+(?:eletronica|na\s+internet)|internet|secretaria|recepcao)\b`,
  ].join('|'),
  'u',
);
/**
 * An official or market price, not one side's: the FIPE table, the minimum wage, a regulator's
 * or a professional body's table, a price the government sets, the market price (CC arts. 486
 * and 488 allow a price by market or official quotation).
 */
export const OFFICIAL_PRICE =
  /\b(?:fipe|salario\s+minimo|sus|amb|cbhpm|tuss|oab|ans|aneel|anatel|anp|detran|inmetro|indices?|igp-?m|ipca|inpc|selic|cotacao|bolsa\s+de\s+valores|mercado|tabela\s+(?:oficial|price|sac)|tarifa\s+oficial|precos?\s+publicos?|poder\s+publico|governo|legislacao|lei)\b/u;
/**
 * A price kept at the contracting date ("vigente à época da contratação"): fixed when the
 * customer signs.
 */
export const AT_SIGNING =
  /\b(?:a|na|da)\s+(?:epoca|data|ocasiao)\s+d[ao]\s+(?:contratacao|assinatura|adesao|celebracao)\b/u;
/**
 * Something the customer orders or opts for when it wants it, paid at the price of that moment:
 * "poderá solicitar", "caso o CONTRATANTE solicite", "pode optar", "no momento do pedido", "na
 * data de cada pedido". Each order is a purchase of its own whose price is known when ordering.
 */
export const ON_DEMAND =
  /\b(?:poder(?:a|ao)\s+(?:\p{L}+\s+)?solicitar|pode(?:ra|rao|m)?\s+optar|que\s+solicitar|caso\s+(?:\p{L}+\s+){0,2}?(?:solicite|solicitem|requeira|deseje|opte|queira)|mediante\s+(?:previa\s+)?(?:solicitacao|requerimento|pedido)|a\s+pedido\s+d|(?:quando|se|desde\s+que)\s+solicitad|no\s+momento\s+d[oa]\s+(?:pedido|compra|solicitacao|requerimento|troca)|na\s+data\s+d[eo]\s+(?:cada\s+)?(?:pedido|compra|solicitacao))\b/u;
/** A change or a renewal of the price: one-sided amendments and renewal prices have rules of their own. */
export const PRICE_CHANGE =
  /\b(?:reajust\w*|renova\w*|prorroga\w*|alter(?:ar|ado|ados|ada|adas|acao|acoes)|modific\w*|majora\w*|aumento)\b/u;
/**
 * A signed companion instrument that carries the commercial terms: the proposal, the order, the
 * contracting term, the enrolment form, the summary table ("mensalidades descritas na proposta de
 * adesão", "conforme estabelecido no termo de contratação").
 */
const COMPANION_SOURCE = String.raw`(?:propostas?(?:\s+(?:de\s+(?:adesao|contratacao|servicos?|matricula|compra)|comercia(?:l|is)))?|termos?\s+de\s+(?:contratacao|adesao)(?:\s+d[oa]s?\s+servicos?)?|fichas?\s+de\s+(?:inscricao|matricula|adesao|cadastro)|pedidos?\s+de\s+compra|ordens?\s+de\s+(?:servico|compra)|quadro[\s-]resumo|formulario\s+de\s+(?:adesao|contratacao))`;
export const COMPANION = new RegExp(
  String.raw`\b(?:(?:descrit|previst|estabelecid|acordad|constante|indicad|fixad|definid|especificad|dispost|ajustad)[oa]s?\s+(?:n[oa]s?|em)\s+(?:\p{L}+\s+){0,2}?|conforme\s+(?:\p{L}+\s+){0,2}?(?:n[oa]s?\s+)?)${COMPANION_SOURCE}\b`,
  'u',
);
/**
 * The price set aside for a companion instrument anywhere in the contract ("o pagamento das
 * mensalidades conforme estabelecido no termo de contratação"): fees the body names without a
 * value are there.
 */
export const PRICE_IN_COMPANION = new RegExp(
  String.raw`\b(?:precos?|valor(?:es)?|mensalidades?|taxas?|pagamentos?|condicoes\s+(?:comerciais|de\s+pagamento))\b[^.;]{0,80}?${COMPANION.source}`,
  'u',
);
/**
 * A fee named without a value: "mediante pagamento da taxa", "mediante o pagamento de
 * emolumentos", "a taxa cobrada em dólar". Group `fee` (or `fee2`) is what is charged.
 */
export const UNPRICED_FEE =
  /\bmediante\s+(?:o\s+)?pagamento\s+d[aeo]s?\s+(?:respectiv[ao]s?\s+)?(?<fee>(?:taxas?|tarifas?)(?:\s+de\s+\p{L}+)?|emolumentos(?:\s+\([^)]{1,30}\))?|honorarios)|\b(?<fee2>taxas?|tarifas?|emolumentos|honorarios)\s+(?:\p{L}+\s+){0,3}?cobrad[oa]s?\s+em\s+(?:dolar(?:es)?|euros?|moeda\s+estrangeira)\b/u;
/** The fee points to where its value is: a clause, an annex, a table, the amount just below. */
export const FEE_REFERENCE =
  /\b(?:conforme|segundo|de\s+acordo\s+com|nos\s+termos|previst|estabelecid|descrit|indicad|constante|fixad|definid|discriminad|abaixo|acima|anexo|tabela|clausula|item)\w*/u;
/** Charges of the State or of third parties the customer pays: taxes, registry and court fees. */
export const PUBLIC_CHARGE =
  /\b(?:cartori\w*|registro\s+de\s+imoveis|tabeliona\w*|notaria\w*|detran|prefeitura|tribut\w*|impostos?|iptu|itbi|ipva|condominio\w*|custas\s+(?:judiciais|processuais)|consulado|governo|orgaos?\s+publicos?|bancari[oa]s?)\b/u;
/**
 * A share promised without its measure: "terá direito ao recebimento das participações", "fará
 * jus à comissão", "receberá comissão". Group `share` is what is promised.
 */
export const PROMISED_SHARE =
  /\b(?:direito\s+(?:a|ao|as|aos)\s+(?:recebimento\s+d[aeo]s?\s+)?|far(?:a|ao)\s+jus\s+(?:a|as|ao|aos)\s+|receber(?:a|ao)\s+(?:uma\s+|a\s+|as\s+)?)(?<share>participac(?:ao|oes)|comiss(?:ao|oes)|percentua(?:l|is)|bonificac(?:ao|oes)|premiac(?:ao|oes))\b/u;
/** The words of a share, to find where its measure is stated. */
export const SHARE_WORD =
  /\b(?:participac(?:ao|oes)|comiss(?:ao|oes)|percentua(?:l|is)|bonificac(?:ao|oes)|premiac(?:ao|oes))\b/u;
/**
 * Where a share's measure may be: a rate, an amount, a table, an annex, a proportion ("na
 * proporção de suas quotas", "em partes iguais").
 */
export const SHARE_MEASURE =
  /\d\s*%|\bpor\s+cento\b|r\$\s*\d|\btabela\b|\banexo\b|\bproporc\w*|\bquotas?\b|\bmetade\b|\bigualmente\b|\bpartes\s+iguais\b/u;
/**
 * An amount a party will set later: "o valor de estipulado após as consultas", "valor a ser
 * fixado pela CONTRATADA", "conforme valor repassado pela EMPRESA". Group `by` is who sets it.
 */
export const SET_LATER =
  /\b(?<item>valor(?:es)?|precos?|quantia|montante|importancia|remuneracao|repasse)\s+(?:de\s+|a\s+ser\s+|que\s+(?:sera|for|vier\s+a\s+ser)\s+)?(?:estipulad|fixad|definid|arbitrad|determinad|apurad|informad|repassad)[oa]s?\s+(?:(?:exclusiva|unilateral|livre|posterior|oportuna)mente\s+)?(?:pel[oa]s?\s+(?<by>\p{L}+)|apos\b|posteriormente\b|oportunamente\b|a\s+(?:seu\s+|sua\s+)?(?:exclusivo\s+)?criterio\b)/u;
/** The amount is a third party's cost passed on ("mão de obra externa de terceiros"). */
export const THIRD_PARTY_COST = /\bterceiros?\b/u;
/** Who may set an amount without it being one side's choice: a judge, an expert, an index. */
export const NEUTRAL_SETTER =
  /^(?:juiz\w*|juizo|tribunal|perit\w*|arbitr\w*|ibge|fgv|governo|indice|variacao|media|mercado|bolsa|cotacao|cambio|lei|partes|ambas|comum|igp\w*|ipca|inpc|incc)$/u;
/** A price written as zero ("Valor: R$ 0,00", "preço total de R$ 0,00", "Preço da licença: R$ 0,00"). */
export const ZERO_PRICE =
  /\b(?:(?:valor|preco)(?:\s+(?:total|global))?(?:\s+d[ao]\s+(?:licenca|contrato|servicos?|plano|curso|pacote|investimento))?|investimento|total)\s*(?::|de|e\s+de)?\s*r\$\s*0(?:,0{1,2})?(?![\d,.])/u;
/** A zero that is a gift or a waiver, not a price: free, courtesy, discount, trial. */
export const FREE_OF_CHARGE =
  /\b(?:gratuit\w*|cortesia|isen\w*|sem\s+(?:custo|onus)|bonus|bonific\w*|descontos?|promoc\w*|teste|degustac\w*|brinde)\b/u;
/** Payment terms around a price: a zero price with instalments is no gift. */
export const PAYMENT_TERMS =
  /\b(?:forma\s+de\s+pagamento|meio\s+de\s+pagamento|parcel\w*|\d+\s*x\b|a\s+vista|pix|boleto|cartao\s+de\s+credito)\b/u;
/**
 * "R$" with no figure after it ("ATO no valor de R$ no dia", "R$ (metade)"): the amount was left
 * out of a text that is otherwise written, not a template blank a system fills. Not the currency
 * named ("R$ (reais)", "R$ mil").
 */
export const MISSING_FIGURE =
  /\br\$(?=\s*(?:\((?!\s*(?:[\d_x]|reais|real\b))|(?!(?:e|ou|reais|real|mil|milhoes|bilhoes)\b)\p{L}))/u;
/** Words of a price or a payment, around a missing figure. */
export const PRICE_WORD = /\b(?:valor|preco|pag\w*|parcela|entrada|sinal|quantia|importancia)\b/u;
/**
 * The amount shares out a price stated elsewhere ("o valor pago pelo período integral é
 * compreendido em R$ … referente às atividades"): what the customer pays is known.
 */
export const ALLOCATION = /\b(?:referente|correspondente|relativ[oa]|compreendid[oa])s?\b/u;
/**
 * The school's annual or semester fee named as the price ("o valor da anuidade", "tem o valor da
 * semestralidade"), read where the contract states no amount; Lei 9.870/1999 art. 1º wants the
 * fee in the contract.
 */
export const SCHOOL_FEE = /\bvalor\s+(?:total\s+)?d[ao]s?\s+(?<fee>anuidade|semestralidade)s?\b/u;
/**
 * The school year's fee or its instalments stated in money ("anuidade de R$ 13.200,00", "12
 * parcelas de R$ 1.100,00"): what a school contract must contract (Lei 9.870, art. 1º).
 */
export const ANNUITY_STATED = new RegExp(
  String.raw`\b(?:anuidade|semestralidade|valor\s+(?:total|anual|global))s?\s+(?:escolar\s+)?(?:(?:e|sera)\s+)?(?:de|:|no\s+valor\s+de|corresponde\s+a|fixad[oa]\s+em)\s+r\$\s*\d|\b${figure()}(?:parcelas|mensalidades|prestacoes)\b[^.;]{0,40}?r\$\s*\d`,
  'u',
);
/**
 * Instalments counted without their value nor a table that holds it ("O saldo devedor será pago
 * em 11 (onze) parcelas, vencendo-se…").
 */
export const UNPRICED_INSTALMENTS = new RegExp(
  String.raw`\bem\s+${figure()}(?:parcelas|mensalidades|prestacoes)\b(?![^.;]*r\$)(?![^.;]*\b(?:conforme|segundo|de\s+acordo\s+com|constantes?\s+d[oa])\s+(?:a\s+|o\s+)?(?:tabela|quadro|anexo|planilha))`,
  'u',
);
/**
 * A price in a foreign currency converted at the day's rate even for the instalments already
 * agreed ("o valor do pacote será especificado pelo câmbio do dia, independente de pagamento em
 * prestações a vencer"): the supplier's rate of the day moves a price already set.
 */
export const DAY_RATE =
  /\b(?:cambio|cotacao)\s+(?:do\s+dia|vigente|da\s+data|oficial\s+do\s+dia)\b[^.;]{0,80}?\b(?:independente\w*\s+d[aeo]s?\s+(?:\p{L}+\s+){0,2}?(?:pagamentos?|parcelas?|prestac\w+)|(?:prestacoes|parcelas)\s+(?:a\s+vencer|vincendas|restantes)|data\s+d[oe]\s+(?:cada|efetivo)\s+pagamento)/u;
/**
 * A plan of many instalments with their value: "Nº de Mensalidades: 30 R$ 500,00", "30 (trinta)
 * mensalidades de R$ 500,00". Groups `count` (or `count2`) and `v`.
 */
export const PLAN_WITH_VALUE = new RegExp(
  String.raw`\b(?:(?:n[ºo°]?\.?|numero|quantidade)\s*(?:de\s+)?(?:mensalidades|parcelas|prestacoes)\s*:?\s*(?<count>\d{1,3})|${figure('count2')}(?:mensalidades|parcelas|prestacoes)(?:\s+(?:mensais|iguais|fixas|sucessivas|consecutivas))*\s+(?:de|no\s+valor\s+(?:unitario\s+)?de))[^.;\n]{0,30}?r\$\s*(?<v>\d{1,3}(?:\.\d{3})*(?:,\d{2})?|\d+(?:,\d{2})?)`,
  'u',
);
/** A charge besides the instalments, named just before its amount ("Matrícula R$ 400,00"). */
export const EXTRA_CHARGE =
  /\b(?:matricula|inscricao|taxa\s+de\s+\p{L}+|diplomacao|entrada|adesao)\b/gu;
/** How close before its amount a charge's name must end (characters). */
export const CHARGE_REACH = 25;
/** A total stated ("valor total de R$", "totalizando R$", "perfazendo R$"). */
export const TOTAL_STATED = /\b(?:total|totaliz\w*|perfaz\w*|soma)\b[^.;]{0,40}?r\$/u;
/** How many instalments make a plan whose total a consumer must be told. */
export const LONG_PLAN = 12;

/** Words of the main price or the recurring payment, around a blank. */
export const MAIN_PRICE =
  /\b(?:preco|valor\s+(?:total|global|mensal|d[ao]\s+(?:contrato|servico|servicos|venda|compra|curso|plano))|mensalidades?|anuidade|semestralidade|parcelas?|prestac(?:ao|oes)|remuneracao|honorarios|entrada|sinal)\b/u;
/** A blank amount that is not the price: a fine, a deposit, interest, a guarantee, a cap. */
export const NOT_PRICE =
  /\b(?:multa|caucao|garantia|seguro|juros|limite|teto|indenizac\w*|cobertura)\b/u;
/** A reference to an annex. */
export const ANNEX_REFERENCE = /\banexos?\b|\btabela\s+anexa\b/u;
/** An annex carried by the document: a heading line that starts with "ANEXO". */
export const ANNEX_HEADING = /^[ \t]*anexo\b[^\n]{0,100}$/mu;

/**
 * Every discount lost on a late payment ("em caso de inadimplência, perderá todo e qualquer
 * desconto de que seja beneficiário", "perderão os descontos e bolsas concedidos", "perderá
 * automaticamente o desconto de 15% concedido", "a bolsa concedida"); a discount for punctuality
 * is read apart (PUNCTUALITY_DISCOUNT), with its amount.
 */
export const LOST_DISCOUNTS =
  /\bperd(?:er|e|em|era|erao|a|am)\s+(?:\p{L}+mente\s+)?(?:o\s+direito\s+a(?:os?|as?)?\s+|a\s+)?(?:(?:todos?|todas?)\s+(?:e\s+(?:qualquer|quaisquer)\s+|[oa]s\s+)?|quaisquer\s+|[oa]s\s+|(?:o|a)\s+(?=(?:desconto|bolsa)\s+(?:de\s+\d|concedid|obtid)))(?:descontos?|bolsas?)\b(?!\s+(?:de|por)\s+pontualidade)/u;
/** A LOST_DISCOUNTS match of one discount ("o desconto", "a bolsa"), not of every one. */
export const ONE_DISCOUNT = /\b(?:o|a)\s+(?:desconto|bolsa)$/u;
/** A fine counted in minimum wages: "multa de 100 (cem) salários mínimos". */
export const FINE_IN_MINIMUM_WAGES = new RegExp(
  String.raw`\bmulta\b[^.;]{0,80}?\b${figure()}salarios?[\s-]+minimos?\b`,
  'u',
);
/**
 * A fine counted in monthly fees: "multa no valor de 03 (três) mensalidades", "multa no valor
 * correspondente a (02) duas mensalidades"; group `n` holds the count in figures.
 */
export const FINE_IN_FEES = new RegExp(
  String.raw`\bmulta\b[^.;]{0,60}?(?:\(\s*(?<p>\d{1,2})\s*\)\s*[\p{L}-]+\s+|\b${figure()})(?:mensalidades|parcelas\s+mensais|meses\s+de\s+mensalidade)\b`,
  'u',
);
/** The consumer leaves or the contract ends early: the events an exit fine is charged on. */
export const EXIT_EVENT =
  /\b(?:rescis\w*|rescind\w*|cancel\w*|desist\w*|denuncia\w*|resili\w*|aviso\s+previo|antes\s+do\s+(?:termino|prazo|fim)|prazo\s+minimo|fidelidade)\b/u;
/** A late fine anywhere in the contract. */
export const LATE_FINE =
  /\bmulta\b[^.;]{0,120}\b(?:atraso|mora|moratoria|impontualidade|inadimpl\w*)\b|\b(?:atraso|mora|impontualidade|inadimpl\w*)\b[^.;]{0,160}\bmulta\b/u;

/**
 * The cash deposit kept in an account of the landlord's side ("em caderneta de poupança da
 * TABAKAL EMPREENDIMENTOS IMOBILIÁRIOS LTDA.", "na conta corrente do LOCADOR") or in its hands:
 * not a savings account whose gains go to the tenant (Lei 8.245, art. 38, § 2º).
 */
export const DEPOSIT_HELD =
  /\b(?:caderneta\s+de\s+poupanca|conta(?:\s+(?:corrente|poupanca|bancaria))?|poupanca)\s+(?:\p{L}+\s+){0,2}?(?:d[ao]s?|de\s+titularidade\s+d[ao]s?|em\s+nome\s+d[ao]s?)\s+(?:propri[ao]\s+)?(?:locador[a]?(?:\(a\))?|imobiliaria|administradora|[^.;,\n]{0,60}?\b(?:ltda|s\.?\s?a\.?|imobiliari\w*|empreendimentos)\b)|\b(?:em\s+poder|sob\s+a\s+guarda)\s+d[ao]\s+(?:locador[a]?|imobiliaria|administradora)\b/u;
/** A guarantor's line in the signature block ("FIADOR(A)", "1º FIADOR:"). */
export const GUARANTOR_LINE = /\bfiador(?:a|es|as)?\b/u;
/** The end of a guarantor's group of lines: a blank line or the witnesses' heading. */
export const GROUP_END = /\n[ \t]*\n|\btestemunhas?\b/u;

/**
 * A discount for paying on time stated with its amount ("com desconto de pontualidade de R$
 * 150,00", "abono de pontualidade de 10%"): the price is the discounted one, and a late payer
 * loses the discount on top of the late fine.
 */
export const PUNCTUALITY_DISCOUNT =
  /\b(?:desconto|abatimento|abono|bonus|bonificacao)\s+(?:de|por)\s+pontualidade\b(?=[^.;]{0,20}?(?:r\$|\d|%|\bpor\s+cento\b))/u;

/**
 * What a fine's rate is a share of, right after it ("10% do valor do contrato", "2% sobre o
 * débito", "20% incidindo no valor", "equivalente a 10% do aluguel").
 */
export const FINE_BASE =
  /^\s*(?:\([^)]{1,40}\)\s*)?,?\s*(?:(?:incidente|incidindo|calculad[oa]|aplicad[oa]|cobrad[oa])\s+)?(?:sobre|do|da|dos|das|no|na|nos|nas|ao|aos|em\s+relacao|com\s+base)\b/u;
/** The tenant returns the property paying a fine ("poderá devolvê-lo, pagando a multa de 10%"). */
export const RETURN_WITH_FINE = /\b(?:devolv|restitu|entreg)\w*[^.;]{0,40}?\bmulta\b/u;
/** The rest of what was paid is refunded: the fine's base is what was paid ("restituído 80%"). */
export const COMPLEMENT_REFUND = new RegExp(
  String.raw`\b(?:restituid|devolvid|reembolsad)[oa]s?\b[^.;]{0,40}?\b${rate()}`,
  'u',
);
/**
 * A fine whose amount is set by law, a third party, an annex or another clause, not left open. A
 * bare "multa contratual prevista" or "a multa estipulada" points at nothing when no clause
 * measures any fine: only where it is set counts ("prevista em lei", "estipulada no anexo",
 * "da cláusula 9ª").
 */
export const FINE_SET_ELSEWHERE =
  /\bmulta\b[^.;]{0,40}\b(?:(?:prevista|estipulada|estabelecida|fixada|pactuada|mencionada|referida|de\s+que\s+trata)\s+(?:\p{L}+\s+){0,2}?(?:(?:em|na|pela|por)\s+(?:lei|legislacao)|no\s+codigo|(?:n[oa]s?|em)\s+(?:anexos?|tabelas?|regulamento|regimento|edital|clausulas?|itens?|item|paragrafos?|art(?:igo)?s?|termo|proposta|convencao|acordo)|(?:d[ao]|na|pel[ao])\s+(?:lei|legislacao|anp|aneel|anatel|prefeitura|autoridade|orgao|agencia|poder)|abaixo|acima|a\s+seguir)|d[ao]\s+(?:clausula|item|paragrafo)|legal|da\s+lei|determinad[oa]s?\s+pel[oa]s?|na\s+forma|conforme|segundo|de\s+acordo)\b|\bmultas?\s+(?:e\s+juros\s+)?(?:de\s+transito|administrativas?|fisca(?:l|is)|tributarias?)\b/u;
/**
 * Any fine with a measure: a rate (in figures or words), an amount (in figures or words), a
 * number of rents, fees or wages, a multiple or a share of a stated value ("o dobro", "o valor do
 * contrato").
 */
export const MEASURED_FINE = new RegExp(
  String.raw`\bmulta\b[^.;]{0,80}?(?:\d\s*%|\bpor\s+cento\b|r\$\s*\d|\b(?:mil|reais)\b|\b${figure('count')}(?:\p{L}+\s+)?(?:alugue|mensalidade|parcela|prestac|salario|comiss|vez|mes(?:es)?\b)|\b(?:dobro|triplo|metade)\b|\bvalor\s+(?:total|integral|global|d[oa]\s+(?:contrato|aluguel|mensalidade|parcela|servico|bem|pacote)))|\b${rate()}[^.;]{0,80}?\b(?:a\s+titulo\s+de|como)\s+multa\b`,
  'u',
);
/**
 * Words just before "multa" that do not charge one: a waiver ("sem multa", "isento de multa",
 * "não haverá multa") or any fine at all ("qualquer tipo de multa", "qualquer taxa ou multa").
 */
export const FINE_NOT_CHARGED_BEFORE =
  /(?:\b(?:sem|isent\w*|dispensad\w*|nao\s+(?:havera|incidira|sera\s+devida|sera\s+cobrada))\b[^.;]{0,30}|\b(?:qualquer|quaisquer|eventua(?:l|is))\s+(?:\p{L}+\s+){0,3}?)$/u;
/** A payment missed: a late fine's occasion even without the words of delay. */
export const NONPAYMENT = /\b(?:nao|falta\s+de)\s+pagamento\b/u;

/**
 * Every tax tied to the services put on one side without naming any ("O custeio de qualquer
 * imposto a pagar em conexão aos serviços"): the customer cannot know what it will be charged.
 */
export const GENERIC_TAXES =
  /\b(?:qualquer|quaisquer|todos\s+os|todo\s+e\s+qualquer)\s+(?:impostos?|tributos?|encargos\s+fiscais)\b[^.;]{0,80}?\b(?:conexao|relacionad\w*|decorrentes?|incid\w*|referentes?|vinculad\w*|oriund\w*|gerad\w*)\b[^.;]{0,30}?\b(?:servicos?|contrato|prestacao)\b/u;
/** A tax named: the charge is known. */
export const NAMED_TAX =
  /\b(?:iss|issqn|icms|iof|ipi|iptu|itbi|ipva|irrf|irpj|pis|cofins|csll|inss|fgts)\b/u;
/**
 * The customer's side named as the one that bears or owes ("obrigações da CONTRATANTE", "cabe ao
 * cliente", "pela CONTRATANTE", "correrão por conta da CONTRATANTE", "a cargo do cliente").
 */
export const CUSTOMER_SIDE =
  /\b(?:obrigac(?:ao|oes)\s+d[ao]\s+(?:empresa\s+)?|cabe(?:ra|rao)?\s+a[oa]?\s+|pel[oa]\s+|(?:por\s+conta|a\s+cargo|sob\s+(?:a\s+)?responsabilidade|de\s+responsabilidade)\s+(?:exclusiva\s+)?d[ao]\s+)(?:contratante|cliente|comprador[a]?|alun[oa]|usuari[oa]|assinante|consumidor[a]?)\b/u;

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
  /** A school fee open to revision during the year it is fixed for. */
  revisaoMensalidade: {
    rule: 'financeiro.reajuste_inferior_anual',
    title: 'Mensalidade escolar alterável durante o ano',
    description:
      'O contrato permite à escola alterar o valor das mensalidades no meio do ano letivo; a lei das mensalidades considera nula essa revisão antes de um ano.',
    severity: 'média',
    recommendation:
      'Peça a exclusão: o valor da anuidade vale por um ano e só pode ser revisto para o ano letivo seguinte.',
    legalRef: 'lei9870.art1.p6',
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
  descontoPerdido: {
    rule: 'financeiro.desconto_perdido',
    title: 'Perda de todos os descontos por atraso',
    description:
      'Qualquer atraso faz perder todos os descontos, além da multa e dos juros: na prática, uma segunda penalidade pelo mesmo atraso.',
    severity: 'média',
    recommendation:
      'Peça que um atraso custe só a multa e os juros previstos, sem a perda dos descontos e bolsas já concedidos.',
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
  precoIndefinido: {
    rule: 'financeiro.preco_indefinido',
    title: 'Preço não definido no contrato',
    description: 'O contrato não fixa quanto o cliente vai pagar.',
    severity: 'alta',
    recommendation:
      'Antes de assinar, exija que o contrato (ou um anexo assinado junto com ele) traga o valor, o percentual ou a forma de cálculo de cada pagamento.',
  },
  custoParcelado: {
    rule: 'financeiro.custo_parcelado',
    title: 'Parcelas somam mais que o valor do bem',
    description:
      'As parcelas somam mais do que o valor que o contrato dá ao bem ou serviço, sem informar o total a pagar nem a razão da diferença.',
    severity: 'média',
    recommendation:
      'Antes de assinar, peça por escrito o total a pagar e o que explica a diferença para o valor do bem ou serviço (juros, taxas, administração), e compare com a compra à vista ou com um financiamento.',
  },
  caucaoIrregular: {
    rule: 'financeiro.caucao_irregular',
    title: 'Caução fora de poupança em nome do locatário',
    description:
      'A caução fica numa conta ou em poder do locador ou da imobiliária, misturada ao patrimônio deles, e não numa caderneta de poupança própria para a garantia, com os rendimentos revertidos ao locatário.',
    severity: 'média',
    recommendation:
      'Peça que a caução seja depositada em caderneta de poupança aberta para esse fim, com todos os rendimentos devolvidos ao locatário ao final da locação.',
    legalRef: 'lei8245.art38.p2.deposito',
  },
  multaIndefinida: {
    rule: 'financeiro.multa_indefinida',
    title: 'Multa sem valor definido',
    description:
      'O contrato prevê multa, mas não diz em lugar nenhum de quanto ela é: o valor fica para ser decidido depois, quase sempre por quem a cobra.',
    severity: 'média',
    recommendation:
      'Peça que o contrato fixe o valor ou o percentual da multa e sobre qual valor ela é calculada.',
  },
  tributosGenericos: {
    rule: 'financeiro.tributos_genericos',
    title: 'Impostos transferidos sem especificar',
    description:
      'O contrato põe a cargo do cliente qualquer imposto ligado aos serviços sem dizer quais: cobranças que não estavam no preço podem aparecer depois.',
    severity: 'baixa',
    recommendation:
      'Peça que o contrato diga quais tributos o cliente paga além do preço (por exemplo, o ISS retido) ou que o preço já os inclua.',
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
