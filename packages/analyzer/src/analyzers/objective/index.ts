/**
 * objectiveAnalysis: blanks left in the template and fields that only look filled, certain typos
 * (a misspelt party role above all), run-on sentences, the readability of the whole text, vague
 * terms that leave a deadline, an amount or a ground open, repeated passages, numbering gaps or
 * duplicates, clauses cut off in the middle, announcing what is not there or stating a condition
 * without its consequence, documents the contract relies on without carrying them, laws cited
 * wrongly (laws.ts), foreign rules (foreign.ts) and text left over from another model
 * (leftovers.ts). Each is one finding per document that lists every place it occurs: twelve
 * blanks are one problem to fix, not twelve.
 */
import { clauseFunctions } from '../../clause-functions';
import { foldText } from '../../text/fold';
import { isHeadingParagraph } from '../../text/lines';
import { blanksOf, type Blank, type BlankForm, type BlankKind } from '../../facts/blanks';
import { regimeOf } from '../../facts/regime';
import type { TSeverity } from '@contrato-claro/shared';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { missingAnnexes } from '../../structure/annexes';
import { numberingProblems } from '../../structure/numbering';
import { missingAnnouncements } from '../../structure/announced';
import { indexDocument, type Sentence } from '../document-index';
import { rateOf } from '../../rules/figures';
import { FINE_PERCENT } from '../key-values/patterns';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import { mainRoles } from '../roles';
import {
  ACCESSORY_DUTY,
  BARE_CONDITION,
  CONDITION_BEFORE,
  CONDOMINIUM_RULES,
  CONTINUATION,
  DANGLING_END,
  DUTY_WINDOW,
  EXTERNAL_DOCUMENT,
  FUTURE_DOCUMENT,
  GIVEN_TO_READER,
  INCORPORATED,
  ITEM_MARKER,
  LEGAL_MISCONDUCT,
  LIST_LEAD,
  LIST_OPENER,
  MAIN_VERB,
  MAX_TYPO_FREQUENCY,
  MIN_CAPITALISED_LENGTH,
  MIN_CHECKED_LENGTH,
  MIN_READABILITY,
  NEAR_DOCUMENT,
  MISCONDUCT_CONTEXT,
  MISCONDUCT_DEFINED,
  MISCONDUCT_LEAD,
  MIN_REPEATED_WORDS,
  NEW_SENTENCE,
  PRICE_WORDS,
  PROPER_NAME_REST,
  RUN_ON_ALONE,
  RUN_ON_WORDS,
  MIN_RUN_ONS,
  SPECS,
  VAGUE_PRECISION,
  VAGUE_TERMS,
  WORKER_INCORPORATED,
} from './patterns';
import { foreignRules } from './foreign';
import { leftovers } from './leftovers';
import { wrongCitations } from './laws';
import { countSyllables, fleschPortuguese, wordsOf } from './readability';
import { correctionOf, isDerivedWord, isKnownName, isWord, type Correction } from './spelling';

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

/** How the description says the fields that only look filled, by form. */
const UNFILLED_SAYS: Partial<Record<BlankForm, (n: number) => string>> = {
  dummy: (n) =>
    `${count(n, 'campo traz', 'campos trazem')} um valor fictício de preenchimento, que parece dado real`,
  choice: (n) => `${count(n, 'campo deixa', 'campos deixam')} as opções sem escolha`,
  figure: (n) => `${count(n, 'trecho ficou', 'trechos ficaram')} sem o número que deveria trazer`,
  announced: (n) =>
    `${count(n, 'trecho anuncia', 'trechos anunciam')} quem assina ou testemunha, sem campo para identificá-los`,
};

/** Whether a blank is left empty (a mark or a label) rather than only looking filled. */
const isEmpty = (blank: Blank) => blank.form === 'mark' || blank.form === 'label';

/**
 * The fields left open (facts/blanks.ts) as one finding: the empty ones (marks, labels with
 * nothing after them) by what they leave open, then the ones that only look filled, by form.
 * Serious ("média") when a party's identity or a value is left for the signer to fill in, or a
 * value only looks filled; minor otherwise — and minor for the variables of a system that fills
 * them when it issues the contract, or for signers announced without a place.
 */
function blanks(doc: AnalyzedDocument): RawFinding[] {
  // The signature lines themselves are no blanks (entities/placeholders.ts), but a witness's name
  // or the date left empty in the signature block are.
  const all = blanksOf(doc);
  if (all.length === 0) return [];
  const found = all.filter(isEmpty);
  const unfilled = (['dummy', 'choice', 'figure', 'announced'] as const)
    .map((form) => ({ form, spans: all.filter((blank) => blank.form === form) }))
    .filter(({ spans }) => spans.length > 0);
  const byKind = new Map<BlankKind, Blank[]>();
  for (const blank of found) byKind.set(blank.kind, [...(byKind.get(blank.kind) ?? []), blank]);
  // A template variable ("{{nome}}", "{$valor}") is filled by the system that issues the
  // contract; a line left for a pen ("____", "XXXX", "Nome:") is what the signer must complete.
  const isSerious =
    unfilled.some(({ form }) => form !== 'announced') ||
    found.some(
      (blank) =>
        (blank.kind === 'parte' || blank.kind === 'valor') &&
        !/[{}]/u.test(doc.text.slice(blank.start, blank.end)),
    );
  const parts = [...byKind].map(([kind, list]) => `${list.length} ${BLANK_LABELS[kind][0]}`);
  const fields = [...new Set(found.map((blank) => blank.field.toLowerCase()))];
  const named =
    fields.slice(0, MAX_NAMED_FIELDS).join(', ') +
    (fields.length > MAX_NAMED_FIELDS ? ` e mais ${fields.length - MAX_NAMED_FIELDS}` : '');
  const written = (spans: readonly Span[]) =>
    [...new Set(spans.map(({ start, end }) => `"${doc.text.slice(start, end)}"`))].join(', ');
  const sentences = [
    ...(found.length === 0
      ? []
      : [
          `${count(found.length, 'campo está', 'campos estão')} em branco ou com marcadores de modelo (${parts.join(', ')}): ${named}.`,
        ]),
    ...unfilled.map(
      ({ form, spans }) => `${UNFILLED_SAYS[form]!(spans.length)} (${written(spans)}).`,
    ),
  ];
  // A field that looks filled comes first, then the most serious blank: where the finding points.
  const ordered = [
    ...unfilled.flatMap(({ spans }) => spans),
    ...[...found].sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || a.start - b.start),
  ];
  return [
    findingOf(SPECS.placeholder, ordered[0]!, {
      severity: isSerious ? 'média' : 'baixa',
      ...(found.length === 0 && isSerious ? { title: 'Campos preenchidos só na aparência' } : {}),
      description: sentences.join(' '),
      occurrences: ordered.slice(1),
    }),
  ];
}

/** How many blank fields a description names before "e mais N". */
const MAX_NAMED_FIELDS = 8;

const kindRank = (kind: BlankKind) => ['parte', 'valor', 'data', 'outro'].indexOf(kind);

/** Words with their surroundings: e-mails, URLs and hyphenated parts are skipped. */
const WORD_TOKEN = /[\p{L}\d@./_-]+/gu;
/** A plain lower-case word. */
const LOWER_WORD = /^\p{Ll}+$/u;
/** A capitalised word: "Pessao", "CLÁSULA" (names and acronyms look the same: see below). */
const CAPITALISED_TOKEN = /^\p{Lu}(?:\p{Ll}+|\p{Lu}+)$/u;
/**
 * A verb with an enclitic pronoun that leaves its form unchanged ("responsabiliza-se",
 * "compromete-se", "cabe-lhe"): the verb is checked. "-lo"/"-la" change it ("entregá-lo") and are
 * left alone.
 */
const ENCLITIC = /^(\p{Ll}+)-(?:se|lhe|lhes|me|nos)$/u;
/** A verb cut by the PDF extraction before its pronoun ("renová -lo"). */
const CUT_AFTER = /^ -\p{Ll}/u;
/** A role as written, in capitals or title case ("CONTRANTE", "LOCATARIA", "Contrante"). */
const CAPITALISED_WORD = /(?<![\p{L}\d])\p{Lu}(?:\p{Lu}{5,}|\p{Ll}{5,})(?![\p{L}\d])/gu;
/** Words that join the parts of a name or a title ("Cadastro Nacional de Pessoa Física"). */
const CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
/** Words that open the name of a place: "Avenida Saturnino de Brito", "Bairro Centro". */
const PLACE_WORDS = new Set([
  'rua',
  'avenida',
  'av',
  'alameda',
  'travessa',
  'praça',
  'rodovia',
  'estrada',
  'bairro',
  'edifício',
  'condomínio',
  'residencial',
  'loteamento',
  'fazenda',
  'sítio',
  'jardim',
  'vila',
  'parque',
  'largo',
  'setor',
  'quadra',
]);
/** A courtesy title: the capitalised word after it is a name ("Sr. Freitas"). */
const TITLE_BEFORE = /(?<![\p{L}])(?:sr|sra|srta|dr|dra|prof|profa)\.?\s+$/iu;
/**
 * Text between braces is a template's code, whatever its length ("{srj->rj_desc}",
 * "{{ \Carbon\Carbon::parse($x)->isoFormat('D [de] MMMM') }}"), not words of the contract.
 */
const BRACED = /\{\{[^\n]*?\}\}|\{[^{}\n]*\}/gu;

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

type Typo = { span: Span; word: string; correction: string };

/** Whether `word` names one of the contract's roles, in any gender or number. */
const isRoleWord = (roles: readonly string[], word: string): boolean =>
  roles.some((role) => roleStem(role) === roleStem(foldText(word)));

/**
 * A party role misspelt in capitals ("CONTRANTE" for CONTRATANTE): the typo that matters, since
 * it blurs who is bound. Folded, one or two edits from a role of the contract, never a role.
 */
function roleTypos(
  doc: AnalyzedDocument,
  roles: readonly string[],
  frequency: ReadonlyMap<string, number>,
): Typo[] {
  const typos: Typo[] = [];
  for (const match of doc.text.matchAll(CAPITALISED_WORD)) {
    const folded = doc.fold.slice(match.index, match.index + match[0].length);
    // "LOCATÁRIA", "CONTRATANTES", "COMPROMITENTE": the role in another gender or number.
    const stem = roleStem(folded);
    if (roles.some((role) => roleStem(role) === stem)) continue;
    // "CONTRATO" is a word, not a misspelt CONTRATADO; nor is "LOCATÍCIA" a misspelt LOCATÁRIA.
    const lower = match[0].toLowerCase();
    if (isWord(lower) || isWord(lower.replace(/a(s?)$/u, 'o$1'))) continue;
    // "Licenciadora" beside LICENCIADO: another word of the same verb, not a slip of the role.
    if (isDerivedWord(lower) || (frequency.get(lower) ?? 0) > MAX_TYPO_FREQUENCY) continue;
    const role = roles.find((r) => {
      const limit = r.length >= 9 ? 2 : 1;
      return editDistance(stem, roleStem(r), limit) <= limit;
    });
    if (role !== undefined) {
      typos.push({
        span: { start: match.index, end: match.index + match[0].length },
        word: match[0],
        correction: inCaseOf(match[0], role),
      });
    }
  }
  return typos;
}

/** One word of the text, as typed. */
interface Token {
  start: number;
  end: number;
  /** The word checked: the token without a final full stop or an enclitic pronoun. */
  word: string;
}

/** The words of the text, with the template code and blanks left out. */
function tokensOf(doc: AnalyzedDocument): Token[] {
  const isCode = new Uint8Array(doc.text.length);
  const code = [...doc.entities.placeholders, ...[...doc.text.matchAll(BRACED)].map(spanOfMatch)];
  for (const { start, end } of code) isCode.fill(1, start, end);
  const tokens: Token[] = [];
  for (const match of doc.text.matchAll(WORD_TOKEN)) {
    if (isCode[match.index] === 1) continue;
    const raw = match[0].replace(/\.$/u, '');
    const word = ENCLITIC.exec(raw)?.[1] ?? raw;
    tokens.push({ start: match.index, end: match.index + word.length, word });
  }
  return tokens;
}

const spanOfMatch = (match: RegExpMatchArray): Span => ({
  start: match.index!,
  end: match.index! + match[0].length,
});

/** A capitalised word in the case it was written in: "CLÁUSULA", "Pessoa". */
const inCaseOf = (typed: string, word: string): string =>
  typed === typed.toUpperCase() ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Whether a capitalised word may be part of a name: a courtesy title before it, a word of a
 * party's name, or a neighbour in the same run of capitalised words that is not a word ("BRUNA
 * CAROLINA SOUZA FREITAS", "Maria Feitosa") or opens a place name ("Avenida Saturnino de Brito").
 */
function isPossibleName(
  doc: AnalyzedDocument,
  tokens: readonly Token[],
  at: number,
  nameWords: ReadonlySet<string>,
): boolean {
  const token = tokens[at]!;
  if (nameWords.has(doc.fold.slice(token.start, token.end))) return true;
  if (TITLE_BEFORE.test(doc.text.slice(Math.max(0, token.start - 8), token.start))) return true;
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < tokens.length; i += step) {
      const [left, right] = step < 0 ? [tokens[i]!, tokens[i + 1]!] : [tokens[i - 1]!, tokens[i]!];
      if (!/^[ \t]+$/u.test(doc.text.slice(left.end, right.start))) break;
      const neighbour = tokens[i]!.word;
      const lower = neighbour.toLowerCase();
      if (CONNECTORS.has(lower)) continue;
      if (!CAPITALISED_TOKEN.test(neighbour)) break;
      if (!isWord(lower) || PLACE_WORDS.has(lower)) return true;
    }
  }
  return false;
}

/**
 * Whether the token and the text next to it are one word the extraction cut ("VIGÊ NCIA",
 * "adoçã o", "renová -lo").
 */
function isCut(doc: AnalyzedDocument, tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (CUT_AFTER.test(doc.text.slice(token.end, token.end + 3))) return true;
  const joined = (a: Token | undefined, b: Token | undefined) =>
    a !== undefined &&
    b !== undefined &&
    doc.text.slice(a.end, b.start) === ' ' &&
    isWord(`${a.word}${b.word}`.toLowerCase());
  return joined(tokens[at - 1], token) || joined(token, tokens[at + 1]);
}

/** What opens a line before its first word: nothing, or an item number ("7.1.", "a)"). */
const LINE_OPENING = /^\s*(?:(?:\d+(?:\.\d+)*|[a-z])[.)º°ª-]?)?\s*$/u;
/** What ends a sentence or a phrase before a word: after it, a capital is no sign of a name. */
const SENTENCE_BREAK = /[.!?:;\u2013\u2014-]\s*$/u;
/** How far back the break before a word is looked for. */
const BREAK_REACH = 40;

/** Whether the word at `start` stands inside a sentence, after another word of it on its line. */
function isInsideSentence(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const from = Math.max(lineStart, start - BREAK_REACH);
  const before = text.slice(from, start);
  if (from === lineStart && LINE_OPENING.test(before)) return false;
  return !SENTENCE_BREAK.test(before);
}

/**
 * Certain typos (see spelling.ts) and misspelt roles, as one finding listing every place. A
 * capitalised word is checked too ("CLÁSULA", "Pessao"), unless it may be a name.
 */
function spelling(doc: AnalyzedDocument): RawFinding[] {
  const letters = doc.text.toLowerCase().match(/\p{L}+/gu) ?? [];
  /** How often each word is written, in any case ("VEÍCULO" attests "veículo"). */
  const frequency = new Map<string, number>();
  for (const word of letters) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const attested = (candidate: string) => frequency.has(candidate);
  // Whether a word of the document other than `word` starts with `prefix` (binary search).
  const sorted = [...frequency.keys()].sort();
  const hasPrefixBesides = (word: string) => (prefix: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) {
      if (sorted[i] !== word) return true;
    }
    return false;
  };
  const roles = mainRoles(doc).filter((role) => role.length >= 6);
  const roleTyped = roleTypos(doc, roles, frequency);
  const claimed = new Set(roleTyped.map((typo) => typo.span.start));
  const nameWords = new Set(
    doc.entities.parties.flatMap((party) =>
      party.name === null ? [] : doc.fold.slice(party.start, party.end).split(/[^\p{L}]+/u),
    ),
  );
  const tokens = tokensOf(doc);
  const corrections = new Map<string, Correction | null>();
  const typos: Typo[] = [];
  tokens.forEach((token, at) => {
    const { word } = token;
    const isLower = LOWER_WORD.test(word);
    const isCapitalised = !isLower && CAPITALISED_TOKEN.test(word);
    if (claimed.has(token.start) || (!isLower && !isCapitalised)) return;
    const minLength = isLower ? MIN_CHECKED_LENGTH : MIN_CAPITALISED_LENGTH;
    if (word.length < minLength) return;
    const lower = word.toLowerCase();
    const key = `${isCapitalised ? 'C' : 'l'}${lower}`;
    let correction = corrections.get(key);
    if (correction === undefined) {
      correction = correctionOf(lower, attested, {
        isCapitalised,
        hasPrefix: hasPrefixBesides(lower),
      });
      // A word written often is the document's vocabulary, unless its right form is far commoner.
      const times = frequency.get(lower) ?? 0;
      if (
        correction !== null &&
        times > MAX_TYPO_FREQUENCY &&
        (frequency.get(correction.word) ?? 0) < 2 * times
      ) {
        correction = null;
      }
      corrections.set(key, correction);
    }
    if (correction === null || isCut(doc, tokens, at)) return;
    if (isCapitalised && isKnownName(word)) return;
    // A word in title case inside a sentence is a name ("em Parnaíba"): only a wrong accent is
    // certain there; a slip may be the name itself.
    const isTitleCase = isCapitalised && word !== word.toUpperCase();
    const isInName =
      isTitleCase &&
      !correction.isAccent &&
      !isRoleWord(roles, correction.word) &&
      isInsideSentence(doc.text, token.start);
    if (isInName) return;
    // A wrong accent is a typo even in a name; a slip may be a name that looks like a word.
    if (isCapitalised && !correction.isAccent && isPossibleName(doc, tokens, at, nameWords)) return;
    typos.push({
      span: { start: token.start, end: token.end },
      word,
      correction: isCapitalised ? inCaseOf(word, correction.word) : correction.word,
    });
  });
  // A capitalised role misspelt in another way ("Contrante") is a role typo too.
  const isRole = (typo: Typo) => isRoleWord(roles, typo.correction);
  const roleTypoList = [...roleTyped, ...typos.filter(isRole)];
  const otherTypos = typos.filter((typo) => !isRole(typo));
  if (roleTypoList.length === 0 && otherTypos.length === 0) return [];
  const listed = (list: readonly Typo[]) => [
    ...new Set(list.map((typo) => `"${typo.word}" (${typo.correction})`)),
  ];
  const roleWords = listed(roleTypoList);
  const words = listed(otherTypos);
  const all = [...roleTypoList, ...otherTypos].map((typo) => typo.span);
  const description =
    roleTypoList.length > 0
      ? `O nome de uma parte está escrito errado: ${roleWords.join(', ')}; isso pode gerar dúvida sobre quem se obriga.${words.length > 0 ? ` Outros erros de digitação: ${words.join(', ')}.` : ''}`
      : `Erros de digitação: ${words.join(', ')}.`;
  return [
    findingOf(SPECS.ortografia, all[0]!, {
      severity: roleTypoList.length > 0 ? 'média' : 'baixa',
      title: roleTypoList.length > 0 ? 'Nome de parte escrito errado' : SPECS.ortografia.title,
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
  const longest = Math.max(0, ...runOn.map((entry) => entry.words));
  if (runOn.length >= MIN_RUN_ONS || longest > RUN_ON_ALONE) {
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

/**
 * Whether a vague deadline fixes no deadline of a duty that matters: it sits in a condition, or
 * it qualifies a duty to inform or answer (see ACCESSORY_DUTY, CONDITION_BEFORE).
 */
function isHarmlessDeadline(
  doc: AnalyzedDocument,
  sentence: Sentence,
  start: number,
  end: number,
): boolean {
  if (CONDITION_BEFORE.test(doc.fold.slice(sentence.start, start))) return true;
  const from = Math.max(sentence.start, start - DUTY_WINDOW);
  const to = Math.min(sentence.end, end + DUTY_WINDOW);
  return ACCESSORY_DUTY.test(doc.fold.slice(from, to));
}

/**
 * Whether an undefined misconduct is a ground to end the contract or to punish (see
 * MISCONDUCT_CONTEXT), and not the legal "falta grave" of an employment relation.
 */
function isMisconductGround(doc: AnalyzedDocument, sentence: Sentence, term: string): boolean {
  const regime = regimeOf(doc);
  if ((regime.isEmployment || regime.isInternship) && LEGAL_MISCONDUCT.test(term)) return false;
  const from = Math.max(0, sentence.start - MISCONDUCT_LEAD);
  return MISCONDUCT_CONTEXT.test(doc.fold.slice(from, sentence.end));
}

/** Whether what follows `end` defines the misconduct it names (see MISCONDUCT_DEFINED). */
function isDefined(fold: string, end: number): boolean {
  MISCONDUCT_DEFINED.lastIndex = end;
  return MISCONDUCT_DEFINED.test(fold);
}

/** How many different fine rates the contract sets: one is "the fine", two make it ambiguous. */
const fineRates = (doc: AnalyzedDocument): number =>
  new Set(
    [...doc.fold.matchAll(FINE_PERCENT)].map((match) =>
      rateOf((match.groups!.n ?? match.groups!.n2)!),
    ),
  ).size;

/** Vague terms that leave a deadline, an amount or a ground open, as one finding. */
function vagueTerms(doc: AnalyzedDocument): RawFinding[] {
  const { sentenceAt } = indexDocument(doc);
  const found: { span: Span; text: string; why: string }[] = [];
  for (const { pattern, why, kind } of VAGUE_TERMS) {
    for (const match of doc.fold.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const sentence = sentenceAt(start);
      if (sentence === null) continue;
      if (kind === 'misconduct') {
        if (!isMisconductGround(doc, sentence, match[0]) || isDefined(doc.fold, end)) continue;
      } else if (kind === 'fine') {
        if (fineRates(doc) < 2) continue;
      } else if (kind !== 'estimate' && isMadePrecise(doc.fold, end)) continue;
      const isDeadline = kind === 'deadline' || kind === 'estimate';
      if (isDeadline && isHarmlessDeadline(doc, sentence, start, end)) continue;
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

/** An item of an enumeration: "- para o cumprimento…;", "b) …", "II – …". */
const LIST_ITEM = /^(?:[-–•*]\s|[a-z]\)\s|[ivxl]{1,5}\s*[-–)]\s)|;$/u;
/** A field of a form or a table row: "Vigência: …", "Carência: …". */
const FIELD_LABEL = /^[\p{L} ]{1,30}:\s/u;

/**
 * Whether a sentence written twice is the document's structure rather than a repetition: a
 * running header or a title (a line of its own without final punctuation), a field repeated in
 * every row of a table, or an item that two different lists share (the legal bases of two
 * processing purposes, a duty of each party).
 */
function isStructuralRepeat(doc: AnalyzedDocument, sentence: Sentence, first: Sentence): boolean {
  const text = doc.text.slice(sentence.start, sentence.end);
  const isOwnLine =
    (sentence.start === 0 || doc.text[sentence.start - 1] === '\n') &&
    (sentence.end === doc.text.length || doc.text[sentence.end] === '\n');
  if (isOwnLine && !/[.;:!?]$/u.test(text)) return true;
  if (FIELD_LABEL.test(sentence.fold)) return true;
  return LIST_ITEM.test(sentence.fold.trim()) && sentence.clause !== first.clause;
}

/** Passages written twice, as one finding. */
function repetitions(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const seen = new Map<string, Sentence>();
  const repeated: { sentence: Sentence; first: Sentence }[] = [];
  for (const sentence of sentences) {
    const key = sentence.fold.replace(/[^\p{L}\d]+/gu, ' ').trim();
    if (key.split(' ').length < MIN_REPEATED_WORDS) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, sentence);
    else if (!isStructuralRepeat(doc, sentence, first)) repeated.push({ sentence, first });
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

/**
 * Gaps and duplicates in the numbering of the clauses, and items numbered twice, as one finding
 * (read by the structure layer): what a reference to a clause may get wrong.
 */
function numbering(doc: AnalyzedDocument): RawFinding[] {
  const problems = numberingProblems(doc);
  if (problems.length === 0) return [];
  return [
    grouped(
      SPECS.numeracao,
      problems.map((problem) => problem.span),
      `A numeração tem ${count(problems.length, 'falha', 'falhas')}: ${[...new Set(problems.map((p) => p.text))].join('; ')}. Remissões a cláusulas podem apontar para o lugar errado.`,
    ),
  ];
}

type Paragraph = ReturnType<typeof clauseFunctions>[number];

/**
 * A clause that stops in the middle of a phrase ("Este Acordo vincula as Partes e seus
 * respectivos" and then the next clause): what it binds, and whom, is left unsaid.
 */
function cutOff(doc: AnalyzedDocument, paragraph: Paragraph, next: string): RawFinding | null {
  const text = paragraph.text.trim();
  if (/[.;:!?)"'”]$/u.test(text)) return null;
  const folded = doc.fold.slice(paragraph.start, paragraph.end).trimEnd();
  if (!DANGLING_END.test(folded) || !NEW_SENTENCE.test(next) || CONTINUATION.test(next)) {
    return null;
  }
  const lastWords = /\S+\s+\S+$/u.exec(text)?.[0] ?? text;
  const end = paragraph.start + paragraph.text.trimEnd().length;
  return findingOf(
    SPECS.fraseIncompleta,
    { start: end - lastWords.length, end },
    {
      description: `A cláusula termina em "${lastWords}", no meio da frase: não se sabe o que ela pretendia dizer.`,
    },
  );
}

/**
 * Content the text announces and never gives ("A adesão realizar-se-á do seguinte modo:" and then
 * the next clause): read by the structure layer.
 */
function announcedNotGiven(doc: AnalyzedDocument): RawFinding[] {
  return missingAnnouncements(doc).map((announcement) =>
    findingOf(SPECS.fraseIncompleta, announcement, {
      title: 'Conteúdo anunciado que não está no texto',
      description: `O texto anuncia "${announcement.lead}", mas em seguida passa ${announcement.next}: o que foi anunciado não está no contrato.`,
    }),
  );
}

/**
 * A condition left without its consequence, as a whole item ("a.1) Se o CONTRATANTE requerer a
 * rescisão do Contrato no mesmo ano da filiação."): what happens then is not said. An item of a
 * list of cases ("nos seguintes casos: a) se…; b) se…") is a case, not a cut sentence.
 */
function bareCondition(paragraph: Paragraph, previous: string): RawFinding | null {
  const text = paragraph.text.trim();
  if (!BARE_CONDITION.test(text) || MAIN_VERB.test(text)) return null;
  if (LIST_OPENER.test(previous) || BARE_CONDITION.test(previous)) return null;
  const start = paragraph.start + paragraph.text.indexOf(text);
  return findingOf(
    SPECS.fraseIncompleta,
    { start, end: start + text.length },
    {
      title: 'Condição sem consequência',
      description: `A cláusula diz "${text}", mas não diz o que acontece nesse caso.`,
    },
  );
}

/**
 * Text that fails itself: a clause cut off mid-phrase, an announced content that is not there,
 * a condition without its consequence (see the functions above).
 */
function incompleteSentences(doc: AnalyzedDocument): RawFinding[] {
  const paragraphs = clauseFunctions(doc);
  const { clauseAt } = indexDocument(doc);
  return paragraphs.flatMap((paragraph, i) => {
    const text = paragraph.text.trim();
    if (text.length < MIN_SENTENCE_CHARS || isHeadingParagraph(text)) return [];
    if (clauseAt(paragraph.start).kind === 'signatures') return [];
    const next = paragraphs[i + 1];
    const previous = paragraphs[i - 1]?.text.trim() ?? '';
    return (
      cutOff(doc, paragraph, next?.text.trim() ?? '') ?? bareCondition(paragraph, previous) ?? []
    );
  });
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
 * not given, and in a consumer or adhesion contract they do not bind (CDC art. 46); an employee
 * or an intern who must comply with the employer's regulation should get it first. Between
 * parties who negotiate, a document the contract incorporates binds whoever signs: no finding;
 * nor when the contract says it was handed to the reader. Serious when the price depends on them.
 */
function externalDocuments(doc: AnalyzedDocument): RawFinding[] {
  const regime = regimeOf(doc);
  const isWorker = regime.isEmployment || regime.isInternship;
  if (!regime.isConsumer && !regime.isAdhesion && !isWorker) return [];
  const { sentenceAt } = indexDocument(doc);
  // An annex this document says it carries and does not is the structure layer's finding.
  const annexes = missingAnnexes(doc);
  const cited: { span: Span; name: string; isPrice: boolean }[] = [];
  for (const match of doc.fold.matchAll(EXTERNAL_DOCUMENT)) {
    const sentence = sentenceAt(match.index);
    if (sentence === null || GIVEN_TO_READER.test(sentence.fold)) continue;
    const isAnnex = annexes.some(
      (annex) => annex.start < match.index + match[0].length && match.index < annex.end,
    );
    if (isAnnex) continue;
    // The words that make the document part of the deal sit next to its name; a document still
    // to be made ("deverá ser objeto de proposta comercial") is no document the contract uses.
    const end = match.index + match[0].length;
    const before = doc.fold.slice(
      Math.max(sentence.start, match.index - NEAR_DOCUMENT),
      match.index,
    );
    const around =
      before + doc.fold.slice(match.index, Math.min(sentence.end, end + NEAR_DOCUMENT));
    const isIncorporated =
      INCORPORATED.test(around) || (isWorker && WORKER_INCORPORATED.test(around));
    if (!isIncorporated || FUTURE_DOCUMENT.test(before)) continue;
    if (CONDOMINIUM_RULES.test(doc.fold.slice(end, end + 40))) continue;
    const name = match.groups!.name!.replace(/\s+/gu, ' ');
    if (isAttached(doc, name)) continue;
    // The rules of a private body point at its whole name ("… pela Associação Brasileira de …").
    const issuer = /pel[oa]s?\s+\p{L}+$/u.test(match[0])
      ? (PROPER_NAME_REST.exec(doc.text.slice(end, end + 120))?.[0].length ?? 0)
      : 0;
    cited.push({
      span: { start: match.index, end: end + issuer },
      name: doc.text.slice(match.index, end + issuer),
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
      `O contrato remete a ${names.map((n) => `"${n}"`).join(', ')}, que não ${names.length === 1 ? 'está' : 'estão'} no documento${isPrice ? ', inclusive para valores que você vai pagar' : ''}. ${isWorker && !regime.isConsumer ? 'Peça uma cópia antes de assinar: você terá de cumprir regras que ainda não leu.' : 'Só obriga o que você pôde ler antes de assinar.'}`,
    ),
  ].map((finding) => (isPrice ? { ...finding, severity: 'média' as const } : finding));
}

const SEVERITY_RANK: Readonly<Record<TSeverity, number>> = { alta: 0, média: 1, baixa: 2 };

/**
 * Laws cited wrongly (see laws.ts), as one finding that points at the most serious one: the wrong
 * year of a well-known law is minor; a revoked code as the basis of a right (an executive title
 * under the CPC of 1973) should be fixed.
 */
function lawCitations(doc: AnalyzedDocument): RawFinding[] {
  const wrong = wrongCitations(doc);
  if (wrong.length === 0) return [];
  const ordered = [...wrong].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start - b.start,
  );
  const texts = [...new Set(ordered.map((entry) => entry.text))];
  const sentence = texts.join('; ');
  return [
    findingOf(SPECS.leiCitadaErrada, ordered[0]!, {
      severity: ordered[0]!.severity,
      description: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
      occurrences: ordered.slice(1).map(({ start, end }) => ({ start, end })),
    }),
  ];
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
      ...spelling(doc),
      ...sentenceMeasures(doc, sentences),
      ...vagueTerms(doc),
      ...repetitions(doc, sentences),
      ...numbering(doc),
      ...incompleteSentences(doc),
      ...announcedNotGiven(doc),
      ...externalDocuments(doc),
      ...lawCitations(doc),
      ...foreignRules(doc),
      ...leftovers(doc),
    ];
  },
};
