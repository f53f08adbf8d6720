/**
 * objectiveAnalysis: unfilled placeholders, typos, very long sentences, the readability of the
 * whole text, vague terms, repeated passages and numbering gaps or duplicates.
 */
import type { AnalyzedDocument, Analyzer, Clause, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { findingOf, formatNumber } from '../rule';
import {
  ITEM_MARKER,
  LIST_LEAD,
  LONG_SENTENCE_WORDS,
  MAX_TYPO_FREQUENCY,
  MIN_CHECKED_LENGTH,
  MIN_READABILITY,
  MIN_REPEATED_WORDS,
  SPECS,
  VAGUE_PRECISION,
  VAGUE_TERMS,
} from './patterns';
import { countSyllables, fleschPortuguese, wordsOf } from './readability';
import { misspelling } from './spelling';

function placeholders(doc: AnalyzedDocument): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  return doc.entities.placeholders
    .filter((placeholder) => clauseAt(placeholder.start).kind !== 'signatures')
    .map((placeholder) =>
      findingOf(SPECS.placeholder, placeholder, {
        description: `Campo não preenchido: "${placeholder.text}".`,
      }),
    );
}

/** Words with their surroundings: e-mails, URLs and hyphenated parts are skipped. */
const WORD_TOKEN = /[\p{L}\d@./_-]+/gu;
/** A plain lower-case word (names and defined roles are capitalised). */
const LOWER_WORD = /^\p{Ll}+[.]?$/u;
/**
 * A verb with an enclitic pronoun that leaves its form unchanged ("responsabiliza-se",
 * "compromete-se", "cabe-lhe"): the verb is checked. "-lo"/"-la" change it ("entregá-lo") and are
 * left alone.
 */
const ENCLITIC = /^(\p{Ll}+)-(?:se|lhe|lhes|me|nos)[.]?$/u;

function spelling(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const frequency = new Map<string, number>();
  const candidates: { word: string; start: number }[] = [];
  for (const sentence of sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    for (const match of text.matchAll(WORD_TOKEN)) {
      const token = ENCLITIC.exec(match[0])?.[1] ?? match[0];
      if (token.length < MIN_CHECKED_LENGTH || !LOWER_WORD.test(token)) continue;
      const word = token.endsWith('.') ? token.slice(0, -1) : token;
      if (word.length < MIN_CHECKED_LENGTH) continue;
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      candidates.push({ word, start: sentence.start + match.index });
    }
  }
  const findings: RawFinding[] = [];
  const reported = new Set<string>();
  for (const { word, start } of candidates) {
    if (reported.has(word) || frequency.get(word)! > MAX_TYPO_FREQUENCY) continue;
    const correction = misspelling(word);
    if (correction === null) continue;
    reported.add(word);
    findings.push(
      findingOf(
        SPECS.ortografia,
        { start, end: start + word.length },
        { description: `"${word}" parece um erro de digitação (talvez "${correction}").` },
      ),
    );
  }
  return findings;
}

/**
 * The parts of a sentence a reader takes one at a time: the lead-in and each item of an
 * enumerated list whose items end in ";" (opened by a colon, or each item marked "I –", "b)"),
 * otherwise the whole sentence. Offsets are absolute.
 */
function readingUnits(sentence: Sentence): { start: number; end: number }[] {
  const { fold, start } = sentence;
  const firstSemicolon = fold.indexOf(';');
  if (firstSemicolon < 0) return [sentence];
  const colon = LIST_LEAD.exec(fold);
  const lead = colon !== null && colon.index < firstSemicolon ? colon.index : -1;
  const cuts: number[] = [];
  for (let at = firstSemicolon; at >= 0; at = fold.indexOf(';', at + 1)) cuts.push(at);
  const textEnd = fold.trimEnd().length;
  const isMarkedList = cuts.every(
    (at) => at + 1 >= textEnd || ITEM_MARKER.test(fold.slice(at + 1, at + 12)),
  );
  if (lead < 0 && !isMarkedList) return [sentence];
  const units: { start: number; end: number }[] = [];
  let from = 0;
  for (const bound of [...(lead < 0 ? [] : [lead]), ...cuts, fold.length]) {
    while (from < bound && /\s/u.test(fold[from]!)) from += 1;
    if (bound > from) units.push({ start: start + from, end: start + bound });
    from = bound + 1;
  }
  return units;
}

function sentenceMeasures(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  let words = 0;
  let syllables = 0;
  let counted = 0;
  let hardest: { sentence: Sentence; score: number } | null = null;
  for (const sentence of sentences) {
    const list = wordsOf(doc.text.slice(sentence.start, sentence.end));
    if (list.length === 0) continue;
    const sentenceSyllables = list.reduce((sum, word) => sum + countSyllables(word), 0);
    words += list.length;
    syllables += sentenceSyllables;
    counted += 1;
    const score = fleschPortuguese(list.length, 1, sentenceSyllables);
    if (hardest === null || score < hardest.score) hardest = { sentence, score };
    if (list.length <= LONG_SENTENCE_WORDS) continue;
    for (const unit of readingUnits(sentence)) {
      const count = wordsOf(doc.text.slice(unit.start, unit.end)).length;
      if (count <= LONG_SENTENCE_WORDS) continue;
      findings.push(
        findingOf(SPECS.fraseLonga, unit, {
          description: `Frase com ${count} palavras (o recomendado é até ${LONG_SENTENCE_WORDS}).`,
        }),
      );
    }
  }
  const index = fleschPortuguese(words, counted, syllables);
  if (hardest !== null && index < MIN_READABILITY) {
    findings.push(
      findingOf(SPECS.legibilidade, hardest.sentence, {
        description: `O índice de legibilidade (Flesch adaptado ao português) é ${formatNumber(Math.round(index))}, na faixa "muito difícil"; este é o trecho mais difícil.`,
      }),
    );
  }
  return findings;
}

/** Whether what follows `end` in its sentence fixes the figure or the standard (see VAGUE_PRECISION). */
function isMadePrecise(fold: string, end: number): boolean {
  VAGUE_PRECISION.lastIndex = end;
  return VAGUE_PRECISION.test(fold);
}

function vagueTerms(doc: AnalyzedDocument): RawFinding[] {
  const { sentenceAt } = indexDocument(doc);
  const findings: RawFinding[] = [];
  // One pass per term over the whole text, then keep the matches inside body sentences.
  for (const { pattern, why } of VAGUE_TERMS) {
    for (const match of doc.fold.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (sentenceAt(start) === null || isMadePrecise(doc.fold, end)) continue;
      findings.push(
        findingOf(
          SPECS.termoVago,
          { start, end },
          {
            description: `"${doc.text.slice(start, end)}" ${why}.`,
          },
        ),
      );
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}

function repetitions(sentences: readonly Sentence[]): RawFinding[] {
  const seen = new Map<string, Sentence>();
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const key = sentence.fold.replace(/[^\p{L}\d]+/gu, ' ').trim();
    if (key.split(' ').length < MIN_REPEATED_WORDS) continue;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, sentence);
      continue;
    }
    findings.push(
      findingOf(SPECS.repeticao, sentence, {
        description: `Este trecho repete o que já está em ${first.clause.ref}.`,
      }),
    );
  }
  return findings;
}

function numbering(doc: AnalyzedDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  const report = (clause: Clause, description: string) =>
    findings.push(
      findingOf(SPECS.numeracao, { start: clause.start, end: clause.bodyStart }, { description }),
    );
  const last = new Map<string, number[]>();
  // The last number of each depth, across parents: items numbered on from one section to the
  // next ("Do valor: I, II"; "Dos juros: III") are numbered consistently.
  const lastAtDepth = new Map<number, number>();
  for (const clause of doc.clauses) {
    if (clause.number === null || (clause.kind !== 'clause' && clause.kind !== 'item')) continue;
    const path = clause.number;
    const parentKey = clause.kind === 'clause' ? 'top' : (clause.parentRef ?? 'top');
    const previous = last.get(parentKey);
    last.set(parentKey, path);
    const current = path.at(-1)!;
    const depth = clause.kind === 'clause' ? 0 : path.length;
    const before = lastAtDepth.get(depth);
    lastAtDepth.set(depth, current);
    if (previous === undefined) {
      const continues = clause.kind === 'item' && before === current - 1;
      if (current > 1 && !continues) {
        report(clause, `A numeração começa em ${path.join('.')}, e não em 1.`);
      }
      continue;
    }
    const previousNumber = previous.at(-1)!;
    if (current === previousNumber) {
      report(clause, `O número ${path.join('.')} aparece duas vezes.`);
    } else if (current > previousNumber + 1) {
      report(clause, `A numeração salta de ${previous.join('.')} para ${path.join('.')}.`);
    }
  }
  return findings;
}

/** objectiveAnalysis (see module doc). */
export const objectiveAnalyzer: Analyzer = {
  criterion: 'objectiveAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...placeholders(doc),
      ...spelling(doc, sentences),
      ...sentenceMeasures(doc, sentences),
      ...vagueTerms(doc),
      ...repetitions(sentences),
      ...numbering(doc),
    ];
  },
};
