/**
 * objectiveAnalysis: blanks left in the template, certain typos (a misspelt party role above
 * all), run-on sentences, the readability of the whole text, vague terms that leave a deadline
 * or an amount open, repeated passages, numbering gaps or duplicates, clauses cut off in the
 * middle and documents the contract relies on without carrying them. Each is one finding per
 * document that lists every place it occurs: twelve blanks are one problem to fix, not twelve.
 */
import { clauseFunctions } from '../../clause-functions';
import { isHeadingParagraph } from '../../text/lines';
import { blanksOf, type Blank, type BlankKind } from '../../facts/blanks';
import { regimeOf } from '../../facts/regime';
import type { AnalyzedDocument, Analyzer, Clause, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import { mainRoles } from '../roles';
import {
  CONTINUATION,
  DANGLING_END,
  EXTERNAL_DOCUMENT,
  INCORPORATED,
  ITEM_MARKER,
  LIST_LEAD,
  MAX_TYPO_FREQUENCY,
  MIN_CHECKED_LENGTH,
  MIN_READABILITY,
  MIN_REPEATED_WORDS,
  NEW_SENTENCE,
  PRICE_WORDS,
  RUN_ON_WORDS,
  SPECS,
  VAGUE_PRECISION,
  VAGUE_TERMS,
} from './patterns';
import { countSyllables, fleschPortuguese, wordsOf } from './readability';
import { certainCorrection, isWord } from './spelling';

type Span = { start: number; end: number };

/** One finding of `spec` at the first place, listing the others. */
function grouped(spec: RuleSpec, places: readonly Span[], description: string): RawFinding {
  const [first, ...others] = places;
  return findingOf(spec, first!, { description, occurrences: others });
}

/** "1 campo", "3 campos". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const BLANK_LABELS: Readonly<Record<BlankKind, [string, string]>> = {
  parte: ['na qualificação das partes', 'parte'],
  valor: ['em valores', 'valor'],
  data: ['em datas', 'data'],
  outro: ['em outras cláusulas', 'outro'],
};

/**
 * The blanks of the template (signature lines and the signature block aside), as one finding:
 * serious ("média") when a party's identity or a value is blank, minor otherwise.
 */
function blanks(doc: AnalyzedDocument): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const found = blanksOf(doc).filter((blank) => clauseAt(blank.start).kind !== 'signatures');
  if (found.length === 0) return [];
  const byKind = new Map<BlankKind, Blank[]>();
  for (const blank of found) byKind.set(blank.kind, [...(byKind.get(blank.kind) ?? []), blank]);
  const isSerious = byKind.has('parte') || byKind.has('valor');
  const parts = [...byKind].map(([kind, list]) => `${list.length} ${BLANK_LABELS[kind][0]}`);
  // The most serious blank comes first: it is where the finding points.
  const ordered = [...found].sort(
    (a, b) => kindRank(a.kind) - kindRank(b.kind) || a.start - b.start,
  );
  return [
    findingOf(SPECS.placeholder, ordered[0]!, {
      severity: isSerious ? 'média' : 'baixa',
      description: `${count(found.length, 'campo está', 'campos estão')} em branco ou com marcadores de modelo (${parts.join(', ')}).`,
      occurrences: ordered.slice(1),
    }),
  ];
}

const kindRank = (kind: BlankKind) => ['parte', 'valor', 'data', 'outro'].indexOf(kind);

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
/** A word cut by the PDF extraction ("adoçã o", "renová -lo"): its fragment follows a space. */
const CUT_AFTER = /^ (?:\p{Ll}(?!\p{L})|-\p{Ll})/u;
/** A role in capitals, as written ("CONTRANTE", "LOCATARIA"). */
const CAPITALISED_WORD = /(?<![\p{L}\d])\p{Lu}{6,}(?![\p{L}\d])/gu;

/** Damerau–Levenshtein distance, bounded: stops counting beyond `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** A role without its gender and number: "contratadas" → "contratad". */
const roleStem = (role: string): string => role.replace(/s$/u, '').replace(/[aeo]$/u, '');

/**
 * A party role misspelt in capitals ("CONTRANTE" for CONTRATANTE): the typo that matters, since
 * it blurs who is bound. Folded, one or two edits from a role of the contract, never a role.
 */
function roleTypos(doc: AnalyzedDocument): { span: Span; word: string; role: string }[] {
  const roles = mainRoles(doc).filter((role) => role.length >= 6);
  if (roles.length === 0) return [];
  const typos: { span: Span; word: string; role: string }[] = [];
  for (const match of doc.text.matchAll(CAPITALISED_WORD)) {
    const folded = doc.fold.slice(match.index, match.index + match[0].length);
    // "LOCATÁRIA", "CONTRATANTES", "COMPROMITENTE": the role in another gender or number.
    const stem = roleStem(folded);
    if (roles.some((role) => roleStem(role) === stem)) continue;
    // "CONTRATO" is a word, not a misspelt CONTRATADO; nor is "LOCATÍCIA" a misspelt LOCATÁRIA.
    const lower = match[0].toLowerCase();
    if (isWord(lower) || isWord(lower.replace(/a(s?)$/u, 'o$1'))) continue;
    const role = roles.find((r) => {
      const limit = r.length >= 9 ? 2 : 1;
      return editDistance(stem, roleStem(r), limit) <= limit;
    });
    if (role !== undefined) {
      typos.push({
        span: { start: match.index, end: match.index + match[0].length },
        word: match[0],
        role,
      });
    }
  }
  return typos;
}

/** Certain typos (see spelling.ts) and misspelt roles, as one finding. */
function spelling(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const frequency = new Map<string, number>();
  /** Every word of the text in lower case, however it is written ("VEÍCULO" attests "veículo"). */
  const used = new Set(doc.text.toLowerCase().match(/\p{L}+/gu) ?? []);
  const candidates: { word: string; start: number }[] = [];
  // Words inside a template variable ("{$data['value']}") are code, not text.
  const inBlank = (offset: number) =>
    doc.entities.placeholders.some((blank) => offset >= blank.start && offset < blank.end);
  for (const sentence of sentences) {
    const text = doc.text.slice(sentence.start, sentence.end);
    for (const match of text.matchAll(WORD_TOKEN)) {
      const token = ENCLITIC.exec(match[0])?.[1] ?? match[0];
      if (token.length < MIN_CHECKED_LENGTH || !LOWER_WORD.test(token)) continue;
      const word = token.endsWith('.') ? token.slice(0, -1) : token;
      if (word.length < MIN_CHECKED_LENGTH) continue;
      const start = sentence.start + match.index;
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      if (CUT_AFTER.test(doc.text.slice(start + word.length, start + word.length + 3))) continue;
      if (inBlank(start)) continue;
      candidates.push({ word, start });
    }
  }
  const attested = (candidate: string) => used.has(candidate);
  const places: Span[] = [];
  const words: string[] = [];
  const reported = new Set<string>();
  for (const { word, start } of candidates) {
    if (reported.has(word) || frequency.get(word)! > MAX_TYPO_FREQUENCY) continue;
    const correction = certainCorrection(word, attested);
    if (correction === null) continue;
    reported.add(word);
    places.push({ start, end: start + word.length });
    words.push(`"${word}" (${correction})`);
  }
  const roles = roleTypos(doc);
  if (places.length === 0 && roles.length === 0) return [];
  const roleWords = [
    ...new Set(roles.map((typo) => `"${typo.word}" (${typo.role.toUpperCase()})`)),
  ];
  const all = [...roles.map((typo) => typo.span), ...places];
  const description =
    roles.length > 0
      ? `O nome de uma parte está escrito errado: ${roleWords.join(', ')}; isso pode gerar dúvida sobre quem se obriga.${words.length > 0 ? ` Outros erros de digitação: ${words.join(', ')}.` : ''}`
      : `Erros de digitação: ${words.join(', ')}.`;
  return [
    findingOf(SPECS.ortografia, all[0]!, {
      severity: roles.length > 0 ? 'média' : 'baixa',
      title: roles.length > 0 ? 'Nome de parte escrito errado' : SPECS.ortografia.title,
      description,
      occurrences: all.slice(1),
    }),
  ];
}

/**
 * The parts of a sentence a reader takes one at a time: the lead-in and each item of an
 * enumerated list whose items end in ";" (opened by a colon, or each item marked "I –", "b)"),
 * otherwise the whole sentence. Offsets are absolute.
 */
function readingUnits(sentence: Sentence): Span[] {
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
  const units: Span[] = [];
  let from = 0;
  for (const bound of [...(lead < 0 ? [] : [lead]), ...cuts, fold.length]) {
    while (from < bound && /\s/u.test(fold[from]!)) from += 1;
    if (bound > from) units.push({ start: start + from, end: start + bound });
    from = bound + 1;
  }
  return units;
}

/** Run-on sentences (one finding listing them) and the readability of the whole text. */
function sentenceMeasures(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  let words = 0;
  let syllables = 0;
  let counted = 0;
  let hardest: { sentence: Sentence; score: number } | null = null;
  const runOn: { span: Span; words: number }[] = [];
  for (const sentence of sentences) {
    const list = wordsOf(doc.text.slice(sentence.start, sentence.end));
    if (list.length === 0) continue;
    const sentenceSyllables = list.reduce((sum, word) => sum + countSyllables(word), 0);
    words += list.length;
    syllables += sentenceSyllables;
    counted += 1;
    const score = fleschPortuguese(list.length, 1, sentenceSyllables);
    if (hardest === null || score < hardest.score) hardest = { sentence, score };
    if (list.length <= RUN_ON_WORDS) continue;
    for (const unit of readingUnits(sentence)) {
      const unitWords = wordsOf(doc.text.slice(unit.start, unit.end)).length;
      if (unitWords > RUN_ON_WORDS) runOn.push({ span: unit, words: unitWords });
    }
  }
  if (runOn.length > 0) {
    const longest = Math.max(...runOn.map((entry) => entry.words));
    findings.push(
      grouped(
        SPECS.fraseLonga,
        runOn.map((entry) => entry.span),
        `${count(runOn.length, 'frase tem', 'frases têm')} mais de ${RUN_ON_WORDS} palavras (a maior, ${longest}); frases assim escondem condições e exceções.`,
      ),
    );
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

/** Vague terms that leave a deadline, an amount or a ground open, as one finding. */
function vagueTerms(doc: AnalyzedDocument): RawFinding[] {
  const { sentenceAt } = indexDocument(doc);
  const found: { span: Span; text: string; why: string }[] = [];
  for (const { pattern, why } of VAGUE_TERMS) {
    for (const match of doc.fold.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (sentenceAt(start) === null || isMadePrecise(doc.fold, end)) continue;
      found.push({ span: { start, end }, text: doc.text.slice(start, end), why });
    }
  }
  if (found.length === 0) return [];
  found.sort((a, b) => a.span.start - b.span.start);
  const listed = [...new Set(found.map((entry) => `"${entry.text}" (${entry.why})`))];
  return [
    grouped(
      SPECS.termoVago,
      found.map((entry) => entry.span),
      `Expressões que deixam prazo, valor ou motivo em aberto: ${listed.join('; ')}.`,
    ),
  ];
}

/** Passages written twice, as one finding. */
function repetitions(sentences: readonly Sentence[]): RawFinding[] {
  const seen = new Map<string, Sentence>();
  const repeated: { sentence: Sentence; first: Sentence }[] = [];
  for (const sentence of sentences) {
    const key = sentence.fold.replace(/[^\p{L}\d]+/gu, ' ').trim();
    if (key.split(' ').length < MIN_REPEATED_WORDS) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, sentence);
    else repeated.push({ sentence, first });
  }
  if (repeated.length === 0) return [];
  const where = [...new Set(repeated.map((entry) => entry.first.clause.ref))];
  return [
    grouped(
      SPECS.repeticao,
      repeated.map((entry) => entry.sentence),
      `${count(repeated.length, 'trecho repete', 'trechos repetem')} o que já está em ${where.join(', ')}.`,
    ),
  ];
}

/** A clause inserted between two others: "CLÁUSULA 4ª-A", "7-B". */
const INSERTED_NUMBER = /^(?:clausula\s+)?\d+[ºª°oa]?-[a-z](?![\p{L}\d])/u;

/**
 * Gaps and duplicates in the numbering of the clauses, and items numbered twice, as one finding:
 * what a reference to a clause may get wrong. Within a clause only a repeated item number counts —
 * an item list that starts late or skips one is how many contracts are drafted, not an ambiguity.
 */
function numbering(doc: AnalyzedDocument): RawFinding[] {
  const problems: { span: Span; text: string }[] = [];
  const report = (clause: Clause, text: string) =>
    problems.push({ span: { start: clause.start, end: clause.bodyStart }, text });
  const last = new Map<string, number[]>();
  const numbered = new Map(doc.clauses.map((clause) => [clause.ref, clause.number !== null]));
  for (const clause of doc.clauses) {
    if (clause.number === null || (clause.kind !== 'clause' && clause.kind !== 'item')) continue;
    if (INSERTED_NUMBER.test(doc.fold.slice(clause.start, clause.start + 40))) continue;
    // Items numbered on across titled sections ("Do valor: I, II"; "Dos juros: III") are the
    // numbering a reader cites, like clauses.
    const isAcrossSections = clause.parentRef !== null && numbered.get(clause.parentRef) === false;
    const isTop = clause.kind === 'clause' || isAcrossSections;
    const path = clause.number;
    const parentKey =
      clause.kind === 'clause'
        ? 'top'
        : isAcrossSections
          ? `sections ${path.length}`
          : (clause.parentRef ?? 'top');
    const previous = last.get(parentKey);
    last.set(parentKey, path);
    const current = path.at(-1)!;
    if (previous === undefined) {
      if (isTop && current > 1) report(clause, `começa em ${path.join('.')}`);
      continue;
    }
    const previousNumber = previous.at(-1)!;
    if (current === previousNumber) report(clause, `${path.join('.')} aparece duas vezes`);
    else if (isTop && current > previousNumber + 1)
      report(clause, `salta de ${previous.join('.')} para ${path.join('.')}`);
  }
  if (problems.length === 0) return [];
  return [
    grouped(
      SPECS.numeracao,
      problems.map((problem) => problem.span),
      `A numeração tem ${count(problems.length, 'falha', 'falhas')}: ${problems.map((p) => p.text).join('; ')}. Remissões a cláusulas podem apontar para o lugar errado.`,
    ),
  ];
}

/**
 * A clause that stops in the middle of a phrase ("Este Acordo vincula as Partes e seus
 * respectivos" and then the next clause): what it binds, and whom, is left unsaid.
 */
function incompleteSentences(doc: AnalyzedDocument): RawFinding[] {
  const paragraphs = clauseFunctions(doc);
  const { clauseAt } = indexDocument(doc);
  const findings: RawFinding[] = [];
  paragraphs.forEach((paragraph, i) => {
    const text = paragraph.text.trim();
    const next = paragraphs[i + 1]?.text.trim() ?? '';
    if (text.length < MIN_SENTENCE_CHARS || isHeadingParagraph(text) || /[.;:!?)"'”]$/u.test(text))
      return;
    if (clauseAt(paragraph.start).kind === 'signatures') return;
    const folded = doc.fold.slice(paragraph.start, paragraph.end).trimEnd();
    if (!DANGLING_END.test(folded) || !NEW_SENTENCE.test(next) || CONTINUATION.test(next)) return;
    const lastWords = /\S+\s+\S+$/u.exec(text)?.[0] ?? text;
    const end = paragraph.start + paragraph.text.trimEnd().length;
    findings.push(
      findingOf(
        SPECS.fraseIncompleta,
        { start: end - lastWords.length, end },
        {
          description: `A cláusula termina em "${lastWords}", no meio da frase: não se sabe o que ela pretendia dizer.`,
        },
      ),
    );
  });
  return findings;
}

/** Whether the document carries a section named like `name` ("ANEXO I", "REGULAMENTO INTERNO"). */
function isAttached(doc: AnalyzedDocument, name: string): boolean {
  const head = name.split(/\s+/u).slice(0, 2).join(' ');
  return clauseFunctions(doc).some(
    (paragraph) =>
      isHeadingParagraph(paragraph.text) &&
      doc.fold.slice(paragraph.start, paragraph.end).includes(head),
  );
}

/**
 * Documents the contract incorporates or relies on and does not carry (regulations, price
 * tables, annexes, an inspection report), as one finding: the reader cannot know rules they were
 * not given, and in a consumer or adhesion contract they do not bind (CDC art. 46). Between
 * parties who negotiate, a document the contract incorporates binds whoever signs: no finding.
 * Serious when the price depends on them.
 */
function externalDocuments(doc: AnalyzedDocument): RawFinding[] {
  const regime = regimeOf(doc);
  if (!regime.isConsumer && !regime.isAdhesion) return [];
  const { sentenceAt } = indexDocument(doc);
  const cited: { span: Span; name: string; isPrice: boolean }[] = [];
  for (const match of doc.fold.matchAll(EXTERNAL_DOCUMENT)) {
    const sentence = sentenceAt(match.index);
    if (sentence === null || !INCORPORATED.test(sentence.fold)) continue;
    const name = match.groups!.name!.replace(/\s+/gu, ' ');
    if (isAttached(doc, name)) continue;
    cited.push({
      span: { start: match.index, end: match.index + match[0].length },
      name: doc.text.slice(match.index, match.index + match[0].length),
      isPrice: PRICE_WORDS.test(sentence.fold),
    });
  }
  if (cited.length === 0) return [];
  // One name per document: "termo de contratação" and "termo de contratação dos serviços".
  const all = [...new Set(cited.map((entry) => entry.name.toLowerCase()))];
  const names = all.filter(
    (name) => !all.some((other) => other !== name && name.startsWith(other)),
  );
  const isPrice = cited.some((entry) => entry.isPrice);
  return [
    grouped(
      SPECS.documentoExterno,
      cited.map((entry) => entry.span),
      `O contrato remete a ${names.map((n) => `"${n}"`).join(', ')}, que não ${names.length === 1 ? 'está' : 'estão'} no documento${isPrice ? ', inclusive para valores que você vai pagar' : ''}. Só obriga o que você pôde ler antes de assinar.`,
    ),
  ].map((finding) => (isPrice ? { ...finding, severity: 'média' as const } : finding));
}

/** Paragraphs shorter than this are labels or fragments, not clauses. */
const MIN_SENTENCE_CHARS = 40;

/** objectiveAnalysis (see module doc). */
export const objectiveAnalyzer: Analyzer = {
  criterion: 'objectiveAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...blanks(doc),
      ...spelling(doc, sentences),
      ...sentenceMeasures(doc, sentences),
      ...vagueTerms(doc),
      ...repetitions(sentences),
      ...numbering(doc),
      ...incompleteSentences(doc),
      ...externalDocuments(doc),
    ];
  },
};
