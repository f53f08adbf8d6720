/**
 * Natural pt-BR summaries: `resumo_contrato` (2–4 sentences: type, parties by role, object,
 * value and term, main points of attention) and one sentence per criterion.
 */
import type { TCriterion, TFinding } from '@contrato-claro/shared';
import { formatMoney } from '../analyzers/rule';
import { regimeOf } from '../facts/regime';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import { describeObject } from './object';
import { describeParties } from './parties';
import { describePrice } from './price';
import { describeTerm } from './term';
import { listed, lowerCaseName, lowerFirst, upperFirst } from './text';

/** What a criterion says when it found nothing. */
const ALL_CLEAR: Readonly<Record<TCriterion, string>> = {
  contradictionAnalysis: 'Não encontramos contradições entre valores, prazos ou cláusulas.',
  keyValuesAnalysis: 'Multas, juros, garantias e reajustes estão dentro dos parâmetros usuais.',
  importantDatesAnalysis: 'Prazos, vencimentos e renovação estão definidos de forma clara.',
  equilibriumAnalysis:
    'Direitos e obrigações estão distribuídos de forma equilibrada entre as partes.',
  objectiveAnalysis: 'O texto está completo, claro e sem erros ou repetições relevantes.',
  defaultClauses: 'O contrato tem todas as cláusulas esperadas para este tipo.',
  exoticClauses: 'Não encontramos cláusulas atípicas para este tipo de contrato.',
};

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** One sentence summarising a criterion's findings. */
export function summarizeCriterion(criterion: TCriterion, findings: readonly TFinding[]): string {
  if (findings.length === 0) return ALL_CLEAR[criterion];
  const worst = [...findings].sort((a, b) => b.points - a.points)[0]!;
  const count = plural(findings.length, 'ponto de atenção', 'pontos de atenção');
  return `${count}; o principal: ${lowerFirst(worst.title)} (${worst.clause.ref}).`;
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'Termos de uso': 'termos de uso',
};

/**
 * What the regime adds to the kind: who protects whom. Nothing is paid in a gratuitous document,
 * so it is neither a consumer relation (CDC art. 3º §2º: a service is supplied "mediante
 * remuneração") nor employment (CLT art. 3º: "mediante salário"; a volunteer's term, Lei
 * 9.608/1998 art. 1º, creates no bond); a procurement by the administration is not a consumer
 * relation either (Lei 14.133/2021 governs it).
 */
function regimeNotes(doc: AnalyzedDocument): string[] {
  const regime = regimeOf(doc);
  const notes: string[] = [];
  if (regime.isAdhesion && !regime.isOnlineTerms) notes.push('de adesão');
  if (regime.isConsumer && !regime.isGratuitous && !regime.isPublic) {
    notes.push('relação de consumo');
  }
  if (regime.isLease) notes.push('Lei do Inquilinato');
  if (regime.isEmployment && !regime.isGratuitous) notes.push('regido pela CLT');
  if (regime.isInternship) notes.push('Lei do Estágio');
  if (regime.isPublic) notes.push('com a administração pública');
  return notes;
}

/**
 * The kind of document: "contrato de locação (residencial; Lei do Inquilinato)". A document of no
 * known type is named by its own title when it has one ("acordo de compensação de horas").
 */
function describeType(doc: AnalyzedDocument): string {
  const { contractType, contractSubType, contractTitle } = doc.classification;
  // Without the parties' own names: "CONTRATO DE PRESTAÇÃO DE SERVIÇOS G7 ASSESSORIA".
  let title = lowerCaseName(contractTitle ?? '').replace(/\s+/gu, ' ');
  for (const party of doc.entities.parties) {
    if (party.name === null) continue;
    const name = foldText(party.name.replace(/\s+ltda\.?$/iu, '').replace(/\s+/gu, ' '));
    const at = foldText(title).indexOf(name);
    if (at >= 0) title = `${title.slice(0, at)}${title.slice(at + name.length)}`;
  }
  title = title.replace(/\s+(?:d[aeo]s?|e)?\s*$/u, '').trim();
  // "TCE - TERMO DE COMPROMISSO…": an acronym before the title only repeats it.
  const unprefixed = title.replace(/^\p{L}{2,6}\s*[-–]\s*/u, '');
  if (TITLE_KIND.test(unprefixed)) title = unprefixed;
  // A long title names its kind first ("contrato de empreitada global para a construção de…"):
  // its head, up to what it is for, with or between whom.
  if (title.split(' ').length > MAX_TITLE_WORDS) title = title.split(TITLE_TAIL)[0]!.trim();
  // The document's own title names it as a lawyer would ("termo de compromisso de estágio",
  // "contrato de prestação de serviços de turismo") when it is short and names a kind of document.
  const isNamingTitle = TITLE_KIND.test(title) && title.split(' ').length <= MAX_TITLE_WORDS;
  const base = isNamingTitle
    ? title.replace(/^instrumento\s+particular\s+de\s+/u, '')
    : contractType === 'Outro'
      ? 'contrato'
      : (TYPE_LABELS[contractType] ?? `contrato de ${contractType.toLowerCase()}`);
  const subType = contractSubType === null ? undefined : lowerCaseName(contractSubType);
  const regime = regimeNotes(doc);
  // "adesão" as a subtype repeats the regime's "de adesão".
  const isNew = (note: string) => !base.includes(note) && !regime.some((r) => r.includes(note));
  const notes = [...(subType && isNew(subType) ? [subType] : []), ...regime];
  return notes.length > 0 ? `${base} (${notes.join('; ')})` : base;
}

/** A title that names a kind of document. */
const TITLE_KIND =
  /^(?:instrumento\s+particular\s+de\s+)?(?:contrato|acordo|termo|termos|convenio|convênio|compromisso|política|politica|declaração|autorização)\b/u;
/** Kinds named by a feminine noun: "uma política de privacidade". */
const FEMININE_KIND = /^(?:política|declaração|autorização|proposta|ficha)\b/u;
/** Where a long title stops naming its kind: what it is for, with or between whom, its number. */
const TITLE_TAIL =
  /\s(?=(?:para|com|que|entre|celebrad[oa]|firmad[oa]|referente|relativ[oa]|visando|cujo|sob|n[º°o]\.?\s*\d)\b)|\s*[,;:(–—]\s*|\s-\s/u;
/** Longer titles describe rather than name ("… COM PAGAMENTO DAS PARCELAS POR ANTECIPAÇÃO…"). */
const MAX_TITLE_WORDS = 9;

/**
 * The value and the term in one sentence: "O valor mensal é de R$ 600,00 e o prazo é de 12
 * meses." Two long parts are set apart by a semicolon.
 */
function describeMoneyAndTerm(doc: AnalyzedDocument, object: string | null): string | null {
  const statement = describePrice(doc);
  // "O contrato tem por objeto o empréstimo da quantia de R$ 60.000,00": the amount is said once.
  const isSaid =
    statement?.lead != null &&
    object !== null &&
    object.replace(/\s+/gu, ' ').includes(formatMoney(statement.lead).replace(/\s+/gu, ' '));
  const price = statement === null ? null : isSaid ? statement.withoutLead : statement.text;
  const term = describeTerm(doc);
  // "O valor e o prazo estão em branco", not the same words twice.
  if (price === BLANK_PRICE && term?.startsWith(BLANK_TERM))
    return `${upperFirst(`o valor e o prazo estão em branco${term.slice(BLANK_TERM.length)}`)}.`;
  const parts = [price, term].filter((part) => part !== null);
  if (parts.length === 0) return null;
  // "O valor mensal é de R$ 600,00 e o prazo é de 12 meses"; a price or a term that already lists
  // things ("com entrada de … e 120 parcelas…") is set apart by a semicolon.
  const isLong =
    (price !== null && /,(?!\d)| e /u.test(price)) || (term !== null && / e /u.test(term));
  return `${upperFirst(parts.join(isLong ? '; ' : ' e '))}.`;
}

const BLANK_PRICE = 'o valor está em branco';
const BLANK_TERM = 'o prazo está em branco';

/**
 * `resumo_contrato`: what the contract is, between whom, its value and term, and what drives its
 * score. `findings`: those that took points from the overall score, most first (`movers`).
 */
export function summarizeContract(
  doc: AnalyzedDocument,
  score: number,
  band: string,
  findings: readonly TFinding[],
): string {
  const parties = describeParties(doc);
  const kind = describeType(doc);
  const article = /^(?:termos|condições)\b/u.test(kind)
    ? ''
    : FEMININE_KIND.test(kind)
      ? 'uma '
      : 'um ';
  const sentences = [`Trata-se de ${article}${kind}${(parties ?? '').replace(/\.$/u, '')}.`];
  const object = describeObject(doc);
  if (object !== null) sentences.push(object);
  const moneyAndTerm = describeMoneyAndTerm(doc, object);
  if (moneyAndTerm !== null) sentences.push(moneyAndTerm);
  sentences.push(describeScore(score, band, findings));
  return sentences.join(' ');
}

/** How the closing sentence of `resumo_contrato` starts (the one `describeScore` writes). */
export const SCORE_SENTENCE_START = 'A nota ';

/** A problem that matters and that the text states: a clause that hurts, not a drafting flaw. */
const isStatedProblem = (finding: TFinding) =>
  finding.severity !== 'baixa' && finding.consequence !== 'forma' && finding.missing === undefined;

/** A problem that matters, stated or missing (an element the contract lacks). */
const isMattering = (finding: TFinding) =>
  finding.severity !== 'baixa' && finding.consequence !== 'forma';

/**
 * The titles that explain a score, at most three, without repeats, from the findings that took
 * points from it: the problems the text states that matter (a lawyer gives the clauses that hurt
 * as the reasons for a grade, before what the contract lacks); else the missing elements that
 * matter; else, `isMinor`, the small and drafting flaws. `findings` sorted by the points they
 * took from the overall score, most first (`movers`).
 */
export function scoreReasons(findings: readonly TFinding[]): {
  isMinor: boolean;
  titles: string[];
} {
  const stated = findings.filter(isStatedProblem);
  const mattering = stated.length > 0 ? stated : findings.filter(isMattering);
  const isMinor = mattering.length === 0;
  const titles = (isMinor ? findings : mattering).map((finding) => lowerFirst(finding.title));
  return { isMinor, titles: [...new Set(titles)].slice(0, 3) };
}

/**
 * The closing sentence of `resumo_contrato`: the score, its band and what drives it. `findings`:
 * those that took points from the overall score, most first.
 */
export function describeScore(score: number, band: string, findings: readonly TFinding[]): string {
  const { isMinor, titles } = scoreReasons(findings);
  const start = `${SCORE_SENTENCE_START}${score} (${band})`;
  if (titles.length === 0) return `${start} indica um contrato sem pontos de atenção.`;
  if (!isMinor) return `${start} se deve principalmente a: ${listed(titles)}.`;
  return band === 'Satisfatório'
    ? `${start} indica um contrato sem pontos graves; vale revisar: ${listed(titles)}.`
    : `${start} reflete pontos menores que, somados, pedem revisão: ${listed(titles)}.`;
}
