/**
 * Spelling with dictionary-pt's forms (expanded once by nspell, see dictionary-forms.ts). The dictionary is European Portuguese (AO90), so
 * Brazilian spellings are accepted through variant rules (econômico ↔ económico, registro ↔
 * registo) and a legal vocabulary allow-list. A word is a typo only when it is certainly one —
 * never merely because the dictionary lacks it:
 * - an accent error: the word carries accents and exactly one known word has the same letters
 *   with other accents ("Sançoes", "Órgáos", "CLAÚSULA", "pedagógicamente");
 * - a slip: the word is one typing slip away from exactly one word that is certainly meant — a
 *   common word of contracts, a known word the same document uses elsewhere ("presnete" /
 *   "presente") or, for a long word that only lost a letter, a word of the dictionary
 *   ("automtizadas" / "automatizadas").
 */
import { loadDictionaryForms, type SortedForms } from './dictionary-forms';
import {
  BRAZILIAN_VARIANTS,
  LEGAL_VOCABULARY,
  MIN_STEM_LENGTH,
  MIN_UNATTESTED_LENGTH,
} from './patterns';
import vocabulary from './vocabulary.json' with { type: 'json' };

/** The common words of Brazilian contracts (see scripts/build-vocabulary.ts) and legal terms. */
const COMMON_WORDS: ReadonlySet<string> = new Set([...vocabulary, ...LEGAL_VOCABULARY]);

/** The words the legal vocabulary adds to the dictionary. */
const LEGAL_WORDS: ReadonlySet<string> = new Set(LEGAL_VOCABULARY);

let dictionary: SortedForms | null = null;
/** Whether the dictionary knows a word, for the words already checked (bounded). */
const knownCache = new Map<string, boolean>();
const MAX_CACHED = 50_000;

const isForm = (word: string): boolean =>
  LEGAL_WORDS.has(word) || (dictionary ??= loadDictionaryForms()).has(word);

/**
 * Whether the dictionary spells `value` so, as nspell's `correct` decides for dictionary-pt
 * (which has no compounds, conversions or case-keeping flags): the form itself, or, for an
 * all-capitals word, its sentence case, or its lower case ("CLÁUSULA", "Locação").
 */
export function isCorrect(value: string): boolean {
  const word = value.trim();
  if (word === '') return false;
  if (isForm(word)) return true;
  const lower = word.toLowerCase();
  if (word === word.toUpperCase() && isForm(word.charAt(0) + word.slice(1).toLowerCase())) {
    return true;
  }
  return lower !== word && isForm(lower);
}

/** Loads the dictionary now (a fraction of a second); later checks are fast. */
export function warmUpSpelling(): void {
  dictionary ??= loadDictionaryForms();
}

/** Whether the dictionary (with Brazilian variants and the legal vocabulary) knows `word`. */
export function isKnown(word: string): boolean {
  let known = knownCache.get(word);
  if (known !== undefined) return known;
  known =
    isCorrect(word) ||
    BRAZILIAN_VARIANTS.some(([from, to]) => {
      const variant = word.replace(from, to);
      return variant !== word && isCorrect(variant);
    });
  if (knownCache.size >= MAX_CACHED) knownCache.clear();
  knownCache.set(word, known);
  return known;
}

/**
 * Whether the dictionary knows a capitalised word as a proper name ("Freitas", "Sousa", "Paulo"):
 * a name that happens to sit one slip away from a word ("FREITAS" / "feitas") is no typo.
 */
export function isKnownName(word: string): boolean {
  const title = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return isCorrect(title);
}

/** Sounds a typist spells with one letter or two: "documentassão" is one slip from "documentação". */
const SOUND_SWAPS: readonly (readonly [string, string])[] = [
  ['ss', 'ç'],
  ['ç', 'ss'],
  ['x', 'ch'],
  ['ch', 'x'],
];

/** Keys next to each other on a Brazilian keyboard (ABNT2 letters are QWERTY's). */
const NEIGHBOUR_KEYS = 'qwertyuiop asdfghjklç zxcvbnm'.split(' ');
/** Letters a typist confuses by sound or accent. */
const CONFUSABLE = ['aáàâã', 'eéêë', 'iíe', 'oóôõu', 'uúü', 'cçs', 'sçzc', 'gj', 'mn'];

/** The letters one typist's slip away from `letter`: a neighbouring key, its accents, its sounds. */
function slipsOf(letter: string): Set<string> {
  const slips = new Set<string>();
  for (const row of NEIGHBOUR_KEYS) {
    const at = row.indexOf(letter);
    if (at > 0) slips.add(row[at - 1]!);
    if (at >= 0 && at + 1 < row.length) slips.add(row[at + 1]!);
  }
  for (const group of CONFUSABLE) {
    if (group.includes(letter)) for (const other of group) if (other !== letter) slips.add(other);
  }
  return slips;
}

/** How a typed word differs from the word meant. */
type SlipKind = 'missing' | 'extra' | 'swapped' | 'replaced';

/** A word one slip away, the kind of slip and where it happened. */
interface Slip {
  candidate: string;
  kind: SlipKind;
  at: number;
}

/**
 * Every word one slip away: a letter the typist left out, typed twice or in excess, two letters
 * swapped, one replaced by a neighbouring key or a confusable letter, or one sound spelt the other
 * way (SOUND_SWAPS). Any other substitution ("oneração" / "operação") is a different word, not a
 * slip.
 */
function* oneSlipAway(word: string): Generator<Slip> {
  const letters = 'abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüç';
  for (const [from, to] of SOUND_SWAPS) {
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      yield {
        candidate: word.slice(0, at) + to + word.slice(at + from.length),
        kind: 'replaced',
        at,
      };
    }
  }
  for (let i = 0; i < word.length; i += 1) {
    yield { candidate: word.slice(0, i) + word.slice(i + 1), kind: 'extra', at: i };
    if (i + 1 < word.length) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      yield { candidate: swapped, kind: 'swapped', at: i };
    }
    for (const letter of letters) {
      yield { candidate: word.slice(0, i) + letter + word.slice(i), kind: 'missing', at: i };
    }
    for (const letter of slipsOf(word[i]!)) {
      yield { candidate: word.slice(0, i) + letter + word.slice(i + 1), kind: 'replaced', at: i };
    }
  }
  for (const letter of letters)
    yield { candidate: word + letter, kind: 'missing', at: word.length };
}

/**
 * "aceitos" for "aceito", "indenizar" for "indenizará": one word is the other with an ending
 * added — an inflection the dictionary lacks, not a typo.
 */
const isInflection = (word: string, candidate: string): boolean => {
  const [short, long] = word.length < candidate.length ? [word, candidate] : [candidate, word];
  const stem = short.replace(/[aeo]s?$/u, '');
  return long.startsWith(stem) && long.length - stem.length <= 3;
};

/** Whether `word` is a word: known to the dictionary or common in contracts. */
export const isWord = (word: string): boolean => COMMON_WORDS.has(word) || isKnown(word);

/** A word without its accents ("ação" → "acao"). */
const foldAccents = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/** How many accented letters a word has. */
const accents = (word: string): number => word.match(/[^\p{ASCII}]/gu)?.length ?? 0;

/**
 * Spellings before the 2009 reform ("freqüência", "idéia", "jóia", "vôo", "crêem"): the old
 * standard, not typos.
 */
const OLD_SPELLING = /ü|[éó]i|ôo|êem/u;

/** The accented forms of each letter that takes an accent in Portuguese. */
const ACCENT_FORMS: Readonly<Record<string, string>> = {
  a: 'aáâãà',
  e: 'eéê',
  i: 'ií',
  o: 'oóôõ',
  u: 'uú',
  c: 'cç',
};

/**
 * The Brazilian circumflex and the European acute are one spelling to the dictionary (BRAZILIAN_
 * VARIANTS): "órgãos" and "ôrgãos" are one word.
 */
const spellingKey = (word: string): string => word.replace(/ô/gu, 'ó').replace(/ê/gu, 'é');

/**
 * The words with the same letters as `word` and other accents on at most two of them, one per
 * spelling (see spellingKey): the common word of contracts, else the form the dictionary lists.
 */
function accentVariants(word: string): Set<string> {
  const letters = [...word];
  const positions = letters.flatMap((letter, at) =>
    ACCENT_FORMS[foldAccents(letter)] === undefined ? [] : [at],
  );
  const byKey = new Map<string, string[]>();
  const consider = (variant: string) => {
    if (variant === word || !isWord(variant)) return;
    const key = spellingKey(variant);
    byKey.set(key, [...(byKey.get(key) ?? []), variant]);
  };
  const formsAt = (at: number) =>
    [...ACCENT_FORMS[foldAccents(letters[at]!)]!].filter((form) => form !== letters[at]);
  for (const [n, first] of positions.entries()) {
    for (const form of formsAt(first)) {
      const once = [...letters];
      once[first] = form;
      consider(once.join(''));
      for (const second of positions.slice(n + 1)) {
        for (const other of formsAt(second)) {
          const twice = [...once];
          twice[second] = other;
          consider(twice.join(''));
        }
      }
    }
  }
  return new Set(
    [...byKey.values()].map(
      (forms) =>
        forms.find((form) => COMMON_WORDS.has(form)) ??
        forms.find((form) => isCorrect(form)) ??
        forms[0]!,
    ),
  );
}

/**
 * Whether `variant` only takes the stress accents off `word` and leaves it bare: "síndico" may be
 * a word the dictionary lacks rather than a misspelt "sindico", and "metrô" is Brazilian for the
 * European "metro". An adverb in "-mente" never carries one ("pedagógicamente"), and a word that
 * keeps another accent was written by someone who places them ("estágiário").
 */
const onlyDropsStress = (word: string, variant: string): boolean =>
  accents(variant) === 0 && !/[ãõç]/u.test(word) && !word.endsWith('mente');

/**
 * The correction of an accent error, when the word carries accents (so the writer uses them) and
 * exactly one known word with accents has its letters ("sançoes" → "sanções", "órgáos" →
 * "órgãos", "instituíção" → "instituição"), or its bare form is the only one and the accent
 * could not stand ("pedagógicamente"). Undefined when no such word exists, null when the
 * correction is not certain.
 */
function accentCorrection(word: string): string | null | undefined {
  if (accents(word) === 0) return undefined;
  const variants = accentVariants(word);
  if (variants.size === 0) return undefined;
  // The writer placed an accent, so the word meant has one ("CLAÚSULA" is "cláusula", not the
  // verb "clausula").
  const accented = [...variants].filter((variant) => !onlyDropsStress(word, variant));
  return accented.length === 1 ? accented[0]! : null;
}

/**
 * Regular derivations of a known word that the dictionary may lack: the action of a verb
 * ("liberação" of liberar, "cominações" of cominar, "monitoramento" of monitorar), its agent
 * ("loteadora" of lotear), its participle ("comodatados"), what can be done ("indenizável") and
 * the adverb of an adjective ("imotivadamente"). Each is the stem and the endings that rebuild
 * the word it derives from.
 */
const DERIVATIONS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/(?:ação|ações)$/u, ['ar']],
  [/(?:amentos?|ament)$/u, ['ar']],
  [/(?:ador|adora|adores|adoras)$/u, ['ar']],
  [/(?:ad[oa]s?)$/u, ['ar']],
  [/(?:id[oa]s?)$/u, ['er', 'ir']],
  [/(?:ável|áveis)$/u, ['ar']],
  [/(?:ível|íveis)$/u, ['er', 'ir']],
  [/mente$/u, ['']],
];

/**
 * Prefixes that make a new word of a known one, often its opposite: "imotivada" is not a
 * misspelt "motivada", nor "irrenunciável" a misspelt "renunciável". Correcting either would
 * change what the clause says.
 */
const PREFIXES = [
  'i',
  'im',
  'in',
  'ir',
  'des',
  'dis',
  're',
  'pre',
  'pré',
  'pós',
  'sub',
  'sobre',
  'super',
  'co',
  'anti',
  'contra',
  'auto',
  'inter',
  'extra',
  'multi',
  'semi',
  'não-',
] as const;

/** Whether `word` is a regular derivation of a known word (see DERIVATIONS). */
function isDerivation(word: string): boolean {
  return DERIVATIONS.some(([ending, bases]) => {
    const stem = word.replace(ending, '');
    return stem !== word && stem.length >= 3 && bases.some((base) => isKnown(stem + base));
  });
}

/**
 * Whether correcting `word` to `candidate` would strip a prefix off it ("imotivada" →
 * "motivada"): the typed word may be the prefixed word the dictionary lacks, and the correction
 * would change what the clause says.
 */
const stripsPrefix = (word: string, candidate: string): boolean =>
  PREFIXES.some(
    (prefix) =>
      word === prefix + candidate &&
      // The bare "i-" negates only before l, m, n, r ("ilegal", "imotivada", "irregular").
      (prefix !== 'i' || /^[lmnr]/u.test(candidate)),
  );

/** Whether `word` is a word or a regular derivation of one ("licenciadora", "imotivadamente"). */
export const isDerivedWord = (word: string): boolean => isWord(word) || isDerivation(word);

/**
 * Whether the dictionary knows `word` only as a proper name ("paraíba" is only "Paraíba"): a word
 * one slip from a name is as likely another name ("Parnaíba") as a typo, so a name is never the
 * correction.
 */
const isOnlyName = (word: string): boolean =>
  !isCorrect(word) && isCorrect(word.charAt(0).toUpperCase() + word.slice(1));

/**
 * Past this length a token is no word (a URL, a hash, glued words): it is not checked, so no step
 * of a check grows faster than the token's length.
 */
const MAX_WORD_LENGTH = 40;

/**
 * An unaccented form that may be a verb the European dictionary lacks: "gerencia", "sequencia"
 * (Brazilian -iar verbs) are words, whatever "gerência" suggests.
 */
const MAY_BE_VERB = /i(?:a|as|am|o|e|es|em)$/u;

/** How the caller saw the word. */
export interface SpellingOptions {
  /**
   * The word is capitalised ("Pessao", "CLÁSULA"): names and acronyms look like slips of words, so
   * a slip is never at its first letter, and a capitalised word written without accents is a
   * style, not a typo.
   */
  isCapitalised?: boolean;
  /**
   * Whether another word of the document starts with `prefix`: a long word that lost a letter
   * ("automtizadas") is certainly the word of the dictionary that restores it when the document
   * writes that stem with the letter elsewhere ("automatizado").
   */
  hasPrefix?: (prefix: string) => boolean;
}

/** A certain correction, and whether it only changes accents (certain even in a name). */
export interface Correction {
  word: string;
  isAccent: boolean;
}

/**
 * The correction of a misspelt lower-case word when it is certain, else null. The word is
 * unknown to the dictionary (with Brazilian variants and the legal vocabulary), is no regular
 * derivation of a known word, and is either an accent error (see accentCorrection) or one slip
 * away (not a mere inflection) from exactly one word that is certainly meant: a common word of
 * contracts (`vocabulary.json`, the legal vocabulary), a known word used elsewhere in the same
 * document (`isAttested`), or — for a long word that lost a letter inside it — a word of the
 * dictionary. So "presnete" is "presente", while a rare correct word the dictionary lacks has no
 * such neighbour and is left alone.
 */
export function correctionOf(
  word: string,
  isAttested: (candidate: string) => boolean,
  options: SpellingOptions = {},
): Correction | null {
  if (word.length > MAX_WORD_LENGTH) return null;
  // "freqüência": the spelling before the 2009 reform, not a typo.
  if (OLD_SPELLING.test(word) || isWord(word)) return null;
  const accented = accentCorrection(word);
  if (accented !== undefined) return accented === null ? null : { word: accented, isAccent: true };
  if (isDerivation(word)) return null;
  const isAscii = accents(word) === 0;
  const found = new Set<string>();
  for (const { candidate, kind, at } of oneSlipAway(word)) {
    if (candidate.length < 4 || found.has(candidate) || isInflection(word, candidate)) continue;
    if (stripsPrefix(word, candidate)) continue;
    const isAccentOnly = isAscii && foldAccents(candidate) === word;
    if (isAccentOnly && (options.isCapitalised || MAY_BE_VERB.test(word))) continue;
    if (options.isCapitalised && at === 0) continue;
    // An accent written on purpose ("mídia") is weak evidence of a typo: only a common word
    // without it ("media" is not one) makes it certain.
    const dropsAccent = accents(candidate) < accents(word);
    const isAttestedHere = !dropsAccent && isAttested(candidate) && isKnown(candidate);
    // A letter lost inside a long word ("automtizadas"), when the document writes the stem with
    // that letter elsewhere ("automatizado"): a lost letter is the commonest slip, while an extra
    // or a different letter is as often a Brazilian spelling the European dictionary lacks
    // ("aspecto", "planejamento").
    const isLostLetter =
      kind === 'missing' &&
      at > 0 &&
      at < word.length &&
      word.length >= MIN_UNATTESTED_LENGTH &&
      (options.hasPrefix?.(candidate.slice(0, Math.max(at + 1, MIN_STEM_LENGTH))) ?? false) &&
      isKnown(candidate);
    if (COMMON_WORDS.has(candidate) || isAttestedHere || isLostLetter) {
      // A word one slip from a name may be another name ("Parnaíba", "Paraíba"): never certain.
      if (isOnlyName(candidate)) return null;
      found.add(candidate);
      if (found.size > 1) return null;
    }
  }
  return found.size === 1 ? { word: [...found][0]!, isAccent: false } : null;
}

/** The certain correction of `word` (see correctionOf), or null. */
export const certainCorrection = (
  word: string,
  isAttested: (candidate: string) => boolean,
  options: SpellingOptions = {},
): string | null => correctionOf(word, isAttested, options)?.word ?? null;
