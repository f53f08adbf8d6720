/**
 * The object of the contract as a noun phrase, taken from the clause the checklist accepted as
 * the object: "O contrato tem por objeto a locação do imóvel…", never the clause copied.
 */
import { indexDocument, type Sentence } from '../analyzers/document-index';
import { defaultClauseChecklist } from '../analyzers/default-clauses';
import type { AnalyzedDocument } from '../types';
import { lowerFirst } from './text';

/** Words that introduce the object inside its sentence: what follows them is the object. */
const OBJECT_LEAD =
  /^(?:.{0,80}?\b(?:tem|tera)\s+(?:por|como)\s+objeto|.{0,20}?\bconstitui\s+objeto\s+d(?:[oa]|est[ea])\s+(?:presente\s+)?(?:contrato|instrumento|termo|acordo)(?:\s+particular)?)\s+/u;
/** An opening that only repeats that this is the contract: "Pelo presente instrumento, …". */
const INSTRUMENT_OPENING =
  /^(?:pelo|por\s+este|neste)\s+(?:presente\s+)?(?:instrumento|contrato)(?:\s+particular)?,?\s+/u;
/** A sentence that announces a list ("…, compreendendo:"): the announcing words are dropped. */
const LIST_ANNOUNCER = /,?\s*(?:compreendendo|incluindo|abrangendo|a\s+saber|quais\s+sejam)\s*$/u;
/** Where a cut object would end in the middle of an enumeration: the enumeration is dropped. */
const ENUMERATION =
  /,?\s*(?:compreendendo|incluindo|abrangendo|a\s+saber|quais\s+sejam|consistentes?\s+(?:em|n[ao]s?))\b.*$/u;
/** Longer objects are cut at the last comma, semicolon or colon before this many words. */
const MAX_OBJECT_WORDS = 24;
/** A punctuation mark that separates phrases (not the comma of "R$ 4.200,00"). */
const PHRASE_BREAK = /[,;:](?=\s)/gu;

/** A phrase set between commas right after a connective: "para, em caráter não eventual, agenciar". */
// Whole words only: `\b` would take the "a" that ends "graça" for the connective "a".
const INSERTED_PHRASE = /(?<![\p{L}\p{N}])(para|de|a|em|que|e|ou)\s*,\s[^,;:]{1,80},\s/gu;
/** An agent set between commas after a noun: "o desenvolvimento, pela TECNOVA, de um sistema". */
const INSERTED_AGENT = /,\s(?:pel[oa]s?|por\s+(?:meio|intermedio)\s+d[eoa]s?)\s[^,;:]{1,60},\s/gu;
/** Where a phrase without commas can end: before a place, manner or reference complement. */
const COMPLEMENT_START =
  /\s(?=(?:junto|na|no|nas|nos|em|pel[oa]s?|mediante|conforme|nos\s+termos|de\s+acordo)\s)/gu;
/** Where a template's blank starts: "{{", "{$", "${", "____", "XXXX". */
const TEMPLATE_MARK = /\{\{|\{\$|\$\{|_{3,}|X{4,}/u;
/** A cut object keeps at least this many words. */
const MIN_CUT_WORDS = 10;
/** A participle wants its complement ("estabelecidos na zona", "composta pelos"): no cut after it. */
const PARTICIPLE_END = /(?:ad|id|ost|eit|it)[oa]s?$/u;

/**
 * The first `MAX_OBJECT_WORDS` words, cut back to the last phrase boundary or the last start of a
 * complement ("…de sua fabricação junto a lojistas…"); null if there is neither.
 */
function shortened(text: string): string | null {
  // A template variable or a blank ends what can be said: "na especialidade de {{ $x }}".
  const blank = TEMPLATE_MARK.exec(text);
  const filled =
    blank === null ? text : text.slice(0, blank.index).replace(/[,;:]?\s*\S*\s*$/u, '');
  const clean = filled
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(INSERTED_PHRASE, '$1 ')
    .replace(INSERTED_AGENT, ' ')
    .replace(/[.;:]+$/u, '');
  const words = clean.split(' ');
  const head = words.slice(0, MAX_OBJECT_WORDS).join(' ');
  if (words.length <= MAX_OBJECT_WORDS) return atLeastFourWords(head.replace(LIST_ANNOUNCER, ''));
  const cuts = [lastBreak(head), lastComplement(head)].filter((at) => at !== null);
  const cut = cuts.length > 0 ? Math.max(...cuts) : null;
  if (cut === null) return null;
  return atLeastFourWords(
    head
      .slice(0, cut)
      .replace(ENUMERATION, '')
      .replace(/[\s,;:]+$/u, ''),
  );
}

function lastComplement(text: string): number | null {
  const starts = [...text.matchAll(COMPLEMENT_START)].filter((match) => {
    const kept = text.slice(0, match.index).split(' ');
    return kept.length >= MIN_CUT_WORDS && !PARTICIPLE_END.test(kept.at(-1)!);
  });
  return starts.at(-1)?.index ?? null;
}

const atLeastFourWords = (phrase: string): string | null =>
  phrase.split(' ').length >= 4 ? phrase : null;

function lastBreak(text: string): number | null {
  const breaks = [...text.matchAll(PHRASE_BREAK)];
  return breaks.at(-1)?.index ?? null;
}

/**
 * The object in one sentence, taken from the clause the checklist accepted as the object (the
 * same evidence the user sees there): its sentence that says "tem por objeto", or else its first
 * sentence. "O contrato tem por objeto a licença de uso do software…" or "Pelo contrato, o
 * LOCADOR dá em locação ao LOCATÁRIO o imóvel…".
 */
export function describeObject(doc: AnalyzedDocument): string | null {
  const ref = defaultClauseChecklist(doc).find((item) => item.key === 'objeto')?.clauseRef;
  const index = indexDocument(doc);
  const clause = doc.clauses.find((candidate) => candidate.ref === ref);
  if (!clause) return null;
  const inClause = index.sentences.filter(
    (sentence) => sentence.start >= clause.start && sentence.end <= clause.end,
  );
  // In the preamble only a sentence that names the object will do (the others are the title and
  // the parties); a title line in capitals is never the object.
  const sentence =
    inClause.find((candidate) => OBJECT_LEAD.test(candidate.fold)) ??
    (clause.kind === 'preamble'
      ? undefined
      : inClause.find((candidate) => !isTitleLine(doc, candidate)));
  if (!sentence) return null;
  const lead = OBJECT_LEAD.exec(sentence.fold)?.[0].length ?? 0;
  if (lead > 0) {
    const opening = INSTRUMENT_OPENING.exec(sentence.fold.slice(lead))?.[0].length ?? 0;
    const object = shortened(doc.text.slice(sentence.start + lead + opening, sentence.end));
    return object === null ? null : `O contrato tem por objeto ${object}.`;
  }
  // Without "tem por objeto", the verb that gives the thing names the deal: "A LOCADORA aluga ao
  // LOCATÁRIO o imóvel…" is "a locação do imóvel…" — a noun phrase, never the clause copied.
  for (const [verb, noun] of OBJECT_VERBS) {
    const match = verb.exec(sentence.fold);
    if (match === null) continue;
    // "… o sistema Vende Mais CRM": a verb written with a capital inside a sentence is a name.
    const written = doc.text.slice(sentence.start + match.index, sentence.start + match.index + 1);
    if (
      match.index > 0 &&
      written !== written.toLowerCase() &&
      /\p{Ll}/u.test(
        doc.text.slice(sentence.start + match.index + 1, sentence.start + match.index + 3),
      )
    )
      continue;
    let at = sentence.start + match.index + match[0].length;
    at += RECIPIENT.exec(doc.text.slice(at, sentence.end))?.[0].length ?? 0;
    const thing = shortened(doc.text.slice(at, sentence.end).replace(/^\s*,\s*/u, ''));
    // "doam … para custear os estudos": a purpose, not a thing.
    if (thing === null || /^(?:para|em|com|por|pelo|pela)\b/iu.test(thing)) return null;
    return `O contrato tem por objeto ${joined(noun, lowerArticle(thing))}.`;
  }
  return null;
}

/**
 * Verbs that give the object, and the deal they name ("aluga" → "a locação de"), tried in order.
 * The thing given follows the verb, after the party it is given to (RECIPIENT).
 */
const OBJECT_VERBS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:aluga(?:m)?|loca(?:m)?|da(?:o)?\s+em\s+locacao)\b/u, 'a locação de'],
  [/\b(?:da(?:o)?|cede(?:m)?)\s+em\s+comodato\b/u, 'o comodato de'],
  [
    /\b(?:promete(?:m)?\s+vender|(?:se\s+)?compromete(?:m)?(?:-se)?\s+a\s+vender)\b/u,
    'a promessa de venda de',
  ],
  [/\bvende(?:m)?\b/u, 'a venda de'],
  [/\bdoa(?:m)?\b/u, 'a doação de'],
  [/\bempresta(?:m)?\b/u, 'o empréstimo de'],
  [
    /\b(?:prestara(?:o)?|presta(?:m)?)\s+(?:os\s+|seus\s+)?servicos\s+(?=de\b)/u,
    'a prestação de serviços',
  ],
  [/\bcontrata(?:m)?\s+(?:os\s+)?servicos\b/u, 'a prestação dos serviços'],
  // "São objeto da doação os livros…": the phrase after names the thing itself.
  [/\b(?:sao|e)\s+objeto\s+d[oa]\s+(?:presente\s+)?\p{L}+\b/u, ''],
];
/**
 * The party the thing is given to, and a phrase set between commas after it: "ao LOCATÁRIO",
 * "à DONATÁRIA, por liberalidade,", "ao Comodatário, de graça,". Matched on the original text:
 * the recipient is written with a capital.
 */
const RECIPIENT =
  /^,?\s*(?:\p{L}+mente\s+)?(?:a|à|ao|aos|às)\s+(?:\p{Lu}[\p{L}-]*)(?:\s+\p{Lu}[\p{L}-]*)?\s*(?:,\s*(?!para\b)[^,;.]{1,40}?,\s*)?/u;

/** "O imóvel" → "o imóvel": the phrase continues the sentence. */
const lowerArticle = (phrase: string): string =>
  /^(?:O|A|Os|As|Um|Uma)\s/u.test(phrase) ? lowerFirst(phrase) : phrase;

/** "a locação de" + "o imóvel" → "a locação do imóvel" (de + article contract). */
function joined(noun: string, thing: string): string {
  if (noun === '') return thing;
  const article = /^(o|a|os|as)\s/u.exec(thing);
  if (!noun.endsWith(' de') || article === null) return `${noun} ${thing}`;
  return `${noun.slice(0, -3)} d${article[1]} ${thing.slice(article[0].length)}`;
}

function isTitleLine(doc: AnalyzedDocument, sentence: Sentence): boolean {
  const text = doc.text.slice(sentence.start, sentence.end);
  return text === text.toUpperCase();
}
