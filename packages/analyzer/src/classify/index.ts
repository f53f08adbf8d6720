import type { TContractType, TEntities } from '@contrato-claro/shared';
import { foldText } from '../text/fold';
import type { AnalyzedDocument, Classification, SegmentedDocument } from '../types';
import {
  BINDING_LANGUAGE,
  BODY_SUBTYPES,
  CONTRACT_WORDS,
  MAX_TITLE_LENGTH,
  PROVISION,
  SENTENCE_END,
  SUBTYPES,
  TITLE_START,
  TITLE_WORDS,
  TYPE_PROFILES,
  type TypeProfile,
} from './patterns';
import { countWords, MAX_CHARS, vocabularyOf, type WordCounts } from './words';

/** Weights of the evidence; a title naming the type outweighs everything else. */
const TITLE_WEIGHT = 6;
const ROLE_WEIGHT = 3;
const SECOND_ROLE_WEIGHT = 1;
const LAW_WEIGHT = 1;
/** Key terms add at most this much, saturating: many mentions of "serviços" prove little. */
const MAX_TERM_SCORE = 4;
const TERM_HALF_SATURATION = 8;
/** Occurrences of one term counted at most. */
const MAX_TERM_COUNT = 5;
/** Below this score, or this confidence, the type is "Outro". */
const MIN_SCORE = 2;
const MIN_CONFIDENCE = 0.3;
/** A score at which the evidence alone is convincing (a title and a role, or many key terms). */
const CONVINCING_SCORE = 5;
/** Lines of the document searched for its title. */
const TITLE_LINES = 8;

/**
 * Below this `contractSignal`, a document is not a contract (NOT_A_CONTRACT). The shortest real
 * contracts score 0.65 or more; an invoice, a power of attorney or a statute about leases, which
 * name parties or speak of contracts without binding anyone, at most 0.4.
 */
export const CONTRACT_SIGNAL_THRESHOLD = 0.5;

/** Every term the classifier counts: the types' key terms and the contractual words. */
const VOCABULARY = vocabularyOf([
  ...TYPE_PROFILES.flatMap((profile) => [
    ...Object.keys(profile.terms),
    ...(profile.requires ?? []),
  ]),
  ...CONTRACT_WORDS,
]);

/** Every role some type claims. */
const KNOWN_ROLES = new Set(TYPE_PROFILES.flatMap((profile) => profile.roles));

const wordCache = new WeakMap<SegmentedDocument, WordCounts>();

function wordsOf(doc: SegmentedDocument): WordCounts {
  let counts = wordCache.get(doc);
  if (!counts) {
    counts = countWords(doc.fold, VOCABULARY);
    wordCache.set(doc, counts);
  }
  return counts;
}

/** The first lines of the document (its preamble when it has one), trimmed, non-blank. */
function openingLines(doc: SegmentedDocument): string[] {
  const preamble = doc.clauses.find((clause) => clause.kind === 'preamble');
  const end = preamble?.end ?? Math.min(doc.text.length, 2000);
  return doc.text
    .slice(preamble?.start ?? 0, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, TITLE_LINES);
}

/**
 * The document's title line as written ("CONTRATO DE LOCAÇÃO RESIDENCIAL"): the first opening
 * line in capitals that names a kind of document, else the first line that opens with one
 * ("Contrato de Locação…"). Null when the document has none.
 */
export function findContractTitle(doc: SegmentedDocument): string | null {
  const lines = openingLines(doc).filter(
    (line) => line.length <= MAX_TITLE_LENGTH && !/[,;]$/u.test(line),
  );
  const namesDocument = (line: string) => TITLE_WORDS.test(foldText(line));
  const isCapitals = (line: string) => line === line.toUpperCase() && /\p{Lu}{3}/u.test(line);
  const title =
    lines.find((line) => isCapitals(line) && namesDocument(line)) ??
    lines.find((line) => TITLE_START.test(foldText(line)) && /^\p{Lu}/u.test(line)) ??
    longTitle(openingLines(doc), isCapitals);
  return title?.replace(/[\s.:;–-]+$/u, '') ?? null;
}

/**
 * A title too long for a title line ("CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS COM CLÁUSULA
 * DE INSTITUIÇÃO DE ARBITRAGEM, EM QUE…"): a line in capitals that opens like a title, cut at
 * MAX_TITLE_LENGTH on a word boundary and before its first comma.
 */
function longTitle(
  lines: readonly string[],
  isCapitals: (line: string) => boolean,
): string | undefined {
  const line = lines.find(
    (candidate) => isCapitals(candidate) && TITLE_START.test(foldText(candidate)),
  );
  if (line === undefined) return undefined;
  const head = line.slice(0, MAX_TITLE_LENGTH).split(',')[0]!;
  return head.length < line.length ? head.replace(/\s+\S*$/u, '') : head;
}

function termScore(profile: TypeProfile, counts: Map<string, number>): number {
  let raw = 0;
  for (const [term, weight] of Object.entries(profile.terms)) {
    raw += weight * Math.min(counts.get(term) ?? 0, MAX_TERM_COUNT);
  }
  return (MAX_TERM_SCORE * raw) / (raw + TERM_HALF_SATURATION);
}

/**
 * Each type's score: title, party roles, cited laws and key-term frequency; nothing for a type
 * whose required words (`requires`) the text never uses, unless its title names it.
 */
function scoreTypes(
  doc: SegmentedDocument,
  entities: TEntities,
  foldedTitle: string | null,
): Map<TypeProfile, number> {
  const { counts } = wordsOf(doc);
  // An unknown role counts by its words: "PRIMEIRA PARCEIRA" is a "parceira".
  const roles = new Set(
    entities.parties.flatMap((party) => {
      const role = foldText(party.role);
      return KNOWN_ROLES.has(role) ? [role] : role.split(/\s+/u);
    }),
  );
  const laws = new Set(entities.citations.map((citation) => citation.law));
  const titled =
    foldedTitle === null
      ? undefined
      : TYPE_PROFILES.find((profile) => profile.title.test(foldedTitle));
  const scores = new Map<TypeProfile, number>();
  for (const profile of TYPE_PROFILES) {
    const isTitled = profile === titled;
    if (!isTitled && profile.requires?.every((term) => !counts.has(term))) {
      scores.set(profile, 0);
      continue;
    }
    const roleHits = profile.roles.filter((role) => roles.has(role)).length;
    const score =
      (isTitled ? TITLE_WEIGHT : 0) +
      (roleHits > 0 ? ROLE_WEIGHT : 0) +
      (roleHits > 1 ? SECOND_ROLE_WEIGHT : 0) +
      ((profile.laws ?? []).some((law) => laws.has(law)) ? LAW_WEIGHT : 0) +
      termScore(profile, counts);
    scores.set(profile, score);
  }
  return scores;
}

function subTypeOf(
  type: TContractType,
  foldedTitle: string | null,
  doc: SegmentedDocument,
): string | null {
  const fromTitle = SUBTYPES[type]?.find(
    ([pattern]) => foldedTitle !== null && pattern.test(foldedTitle),
  );
  if (fromTitle) return fromTitle[1];
  const body = doc.fold.slice(0, 120_000);
  return BODY_SUBTYPES[type]?.find(([pattern]) => pattern.test(body))?.[1] ?? null;
}

/**
 * The contract's type, subtype and title. Weighted evidence: a title naming the type, party roles
 * only that type uses ("COMODANTE"), laws it is governed by, and a saturating frequency score of
 * its key terms. `confidence` grows with the winner's score and its lead over the runner-up;
 * below the threshold the type is "Outro" (and has no subtype).
 */
export function classify(doc: SegmentedDocument, entities: TEntities): Classification {
  const contractTitle = findContractTitle(doc);
  const foldedTitle = contractTitle === null ? null : foldText(contractTitle);
  const ranked = [...scoreTypes(doc, entities, foldedTitle).entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  const top = best?.[1] ?? 0;
  const runnerUp = second?.[1] ?? 0;
  const confidence = Math.min(1, top / CONVINCING_SCORE) * (top / (top + runnerUp || 1));
  if (!best || top < MIN_SCORE || confidence < MIN_CONFIDENCE) {
    return { contractType: 'Outro', contractSubType: null, contractTitle, confidence };
  }
  const contractType = best[0].type;
  return {
    contractType,
    contractSubType: subTypeOf(contractType, foldedTitle, doc),
    contractTitle,
    confidence,
  };
}

/**
 * A sentence of prose: at least four words of letters, one of two letters or more. Counted with
 * one global match, linear in the sentence (a regex of repeated words backtracks quadratically
 * on one enormous "word").
 */
function isProse(sentence: string): boolean {
  const words = sentence.match(/\p{L}+/gu) ?? [];
  return words.length >= 4 && words.some((word) => word.length >= 2);
}

/** The sentences of the first pages, and how many of them are provisions (see PROVISION). */
function provisionsOf(doc: SegmentedDocument): { provisions: number; sentences: number } {
  const sentences = doc.fold.slice(0, MAX_CHARS).split(SENTENCE_END).filter(isProse);
  const provisions = sentences.filter((sentence) => PROVISION.test(sentence)).length;
  return { provisions, sentences: sentences.length };
}

/**
 * A titled instrument binds when at least MIN_PROVISIONS of its sentences, and MIN_PROVISION_SHARE
 * of them, are provisions: a news story that quotes one duty does not. Any document binds, titled
 * or not, with MANY_PROVISIONS making up MIN_LONG_SHARE of it (long terms have glossaries and
 * descriptions between their provisions).
 */
const MIN_PROVISIONS = 2;
const MIN_PROVISION_SHARE = 0.3;
const MANY_PROVISIONS = 8;
const MIN_LONG_SHARE = 0.1;

/**
 * How much a document reads like an agreement, from 0 to 1: defined parties, clauses, a title that
 * names an instrument ("CONTRATO DE …", "Termos e Condições", "Regulamento", "Declaração"), a
 * recognised type, contractual vocabulary, binding language, a signature block — and, for a
 * titled instrument, whether it binds (see PROVISION): the terms of a shop or a platform, an
 * association's rules binding its members, a unilateral declaration or term are analysed like any
 * contract. A recipe, a news article, a résumé, a letter or an invoice binds no one and scores
 * well below `CONTRACT_SIGNAL_THRESHOLD`; a short real contract above it.
 */
export function contractSignal(doc: AnalyzedDocument): number {
  const { counts, total } = wordsOf(doc);
  let contractual = 0;
  for (const word of CONTRACT_WORDS) contractual += counts.get(word) ?? 0;
  const { parties } = doc.entities;
  const named = parties.some((party) => party.name !== null);
  const clauses = doc.clauses.filter((clause) => clause.kind === 'clause').length;
  const hasSignatures = doc.clauses.some((clause) => clause.kind === 'signatures');
  const { contractType, contractTitle } = doc.classification;
  const title = contractTitle === null ? '' : foldText(contractTitle);
  const isTitled = TITLE_START.test(title);
  const { provisions, sentences } = provisionsOf(doc);
  const share = provisions / Math.max(sentences, 1);
  const binds =
    provisions >= MANY_PROVISIONS
      ? share >= MIN_LONG_SHARE
      : TITLE_WORDS.test(title) && provisions >= MIN_PROVISIONS && share >= MIN_PROVISION_SHARE;
  const evidence = [
    named ? 0.3 : parties.length > 0 ? 0.2 : 0,
    clauses >= 3 ? 0.2 : clauses > 0 ? 0.15 : 0,
    isTitled ? 0.15 : 0,
    contractType === 'Outro' ? 0 : 0.1,
    // Contracts use these words about once every fifteen words.
    Math.min(0.2, (3 * contractual) / Math.max(total, 1)),
    BINDING_LANGUAGE.test(doc.fold.slice(0, MAX_CHARS)) ? 0.15 : 0,
    hasSignatures ? 0.1 : 0,
    binds ? 0.3 : 0,
  ];
  return Math.min(
    1,
    evidence.reduce((sum, value) => sum + value, 0),
  );
}

/** True when the document has enough contractual signal to be scored (else NOT_A_CONTRACT). */
export function isContract(doc: AnalyzedDocument): boolean {
  return contractSignal(doc) >= CONTRACT_SIGNAL_THRESHOLD;
}
