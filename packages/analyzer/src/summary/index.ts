/**
 * Natural pt-BR summaries: `resumo_contrato` (2–4 sentences: type, parties by role, object,
 * value and term, main points of attention) and one sentence per criterion.
 */
import type { TCriterion, TFinding } from '@contrato-claro/shared';
import { indexDocument, type Sentence } from '../analyzers/document-index';
import { defaultClauseChecklist } from '../analyzers/default-clauses';
import { documentFacts } from '../analyzers/facts';
import { mainRoles, roleKey, roleMentions } from '../analyzers/roles';
import { formatMoney, formatNumber } from '../analyzers/rule';
import type { AnalyzedDocument } from '../types';

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

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** One sentence summarising a criterion's findings. */
export function summarizeCriterion(criterion: TCriterion, findings: readonly TFinding[]): string {
  if (findings.length === 0) return ALL_CLEAR[criterion];
  const worst = [...findings].sort((a, b) => b.points - a.points)[0]!;
  const count = plural(findings.length, 'ponto de atenção', 'pontos de atenção');
  return `${count}; o principal: ${lowerFirst(worst.title)} (${worst.clause.ref}).`;
}

const SMALL_WORDS = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);
/** Company-type abbreviations keep their own spelling. */
const COMPANY_SUFFIXES = new Map(
  ['S.A.', 'S/A', 'ME', 'EPP', 'EIRELI', 'MEI', 'SLU'].map((suffix) => [
    suffix.toLowerCase(),
    suffix,
  ]),
);

/** "ANTÔNIO CARLOS DA SILVA" → "Antônio Carlos da Silva"; "ALFA S.A." → "Alfa S.A.". */
function properCase(name: string): string {
  return name
    .toLowerCase()
    .split(/\s+/u)
    .map((word, index) => {
      if (index > 0 && COMPANY_SUFFIXES.has(word)) return COMPANY_SUFFIXES.get(word)!;
      return index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/**
 * The gender the qualification gives a party: the first participle or adjective agreeing with it
 * after its name ("…, inscrita no CNPJ", "brasileiro, casado", "doravante denominada").
 */
const QUALIFICATION_GENDER =
  /\b(?:denominad|inscrit|brasileir|domiciliad|sediad|constituid|estabelecid|casad|solteir|divorciad|viuv)(?<g>[oa])\b/u;
const QUALIFICATION_REACH = 200;

function partyGender(doc: AnalyzedDocument, party: { end: number } | undefined): 'a' | 'o' | null {
  if (!party) return null;
  const after = doc.fold.slice(party.end, party.end + QUALIFICATION_REACH);
  return (QUALIFICATION_GENDER.exec(after)?.groups?.g as 'a' | 'o' | undefined) ?? null;
}

/**
 * A role with its article: "o locador", "as locatárias"; "contratante", "licenciante" have no
 * gender in the word, so it comes from the party's qualification ("a contratante"), or the side
 * is named instead ("a parte contratante", "as partes …"); so does a compound role's
 * ("a profissional-parceiro").
 */
function withArticle(label: string, many: boolean, gender: 'a' | 'o' | null): string {
  const singular = many ? label.replace(/(?<=[rz])es$|s$/u, '') : label;
  if (singular.endsWith('nte')) {
    if (many) return `as partes ${label}`;
    return gender ? `${gender} ${label}` : `a parte ${label}`;
  }
  // A compound role keeps its legal form whoever holds it; when its head word has no gender
  // ("profissional-parceiro"), the holder's gives the article ("a profissional-parceiro").
  const head = singular.split('-')[0]!;
  const isNeutral = head !== singular && !/(?:a|o|ão)$/u.test(head);
  const article = isNeutral && gender ? gender : head.endsWith('a') ? 'a' : 'o';
  return `${article}${many ? 's' : ''} ${label}`;
}

/** The parties as "o locador Fulano e a locatária Beltrana" (names when known). */
function describeParties(doc: AnalyzedDocument): string | null {
  const roles = mainRoles(doc).slice(0, 2);
  if (roles.length < 2) return null;
  const index = indexDocument(doc);
  const parts = roles.map((key) => {
    const party = doc.entities.parties.find(
      (candidate) =>
        roleKey(candidate.role.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')) === key,
    );
    const mention = [...index.preambleSentences, ...index.sentences]
      .flatMap((sentence) => roleMentions(doc, sentence.fold, sentence.start))
      .find((candidate) => candidate.key === key);
    const label = mention ? doc.text.slice(mention.start, mention.end).toLowerCase() : key;
    const many = label.endsWith('s');
    const name = party?.name
      ? properCase(party.name.replace(/[,;\s]+$|(?<!\b\p{L})\.$/u, ''))
      : null;
    // A party defined by a short form of its own name ("TECNOVA") is named, not labelled.
    if (name !== null && name.toLowerCase().startsWith(`${label} `)) return name;
    const head = withArticle(label, many, partyGender(doc, party));
    // One name for a plural role ("os doadores") would read as if there were one person.
    if (many || name === null) return head;
    return `${head} ${name}`;
  });
  return `${parts[0]} e ${parts[1]}`;
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  Outro: 'contrato',
  'Termos de uso': 'contrato de adesão (termos de uso)',
};

function describeType(doc: AnalyzedDocument): string {
  const { contractType, contractSubType } = doc.classification;
  const base = TYPE_LABELS[contractType] ?? `contrato de ${contractType.toLowerCase()}`;
  return contractSubType ? `${base} (${contractSubType.toLowerCase()})` : base;
}

function describeMoneyAndTerm(doc: AnalyzedDocument): string | null {
  const facts = documentFacts(doc);
  const parts: string[] = [];
  if (facts.monthlyValue !== null)
    parts.push(`o valor mensal é de ${formatMoney(facts.monthlyValue)}`);
  else if (facts.totalValue !== null)
    parts.push(`o valor total é de ${formatMoney(facts.totalValue)}`);
  if (facts.term?.isIndefinite) parts.push('o prazo é indeterminado');
  else if (facts.term?.months != null) {
    const months = facts.term.months;
    parts.push(
      Number.isInteger(months)
        ? `o prazo é de ${plural(months, 'mês', 'meses')}`
        : `o prazo é de ${formatNumber(Math.round(months * 30))} dias`,
    );
  }
  if (parts.length === 0) return null;
  const sentence = parts.join(' e ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

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
/** A sentence opening in sentence case ("O LOCADOR…", "São confidenciais…"), not a name ("Vende Mais"). */
const SENTENCE_CASE_START =
  /^(?:(?:O|A|Os|As|Este|Esta|Estes|Estas|Esse|Essa)\s|\p{Lu}\p{Ll}*\s+(?:\p{Ll}|\p{Lu}{2,}))/u;

/** A phrase set between commas right after a connective: "para, em caráter não eventual, agenciar". */
// Whole words only: `\b` would take the "a" that ends "graça" for the connective "a".
const INSERTED_PHRASE = /(?<![\p{L}\p{N}])(para|de|a|em|que|e|ou)\s*,\s[^,;:]{1,80},\s/gu;
/** An agent set between commas after a noun: "o desenvolvimento, pela TECNOVA, de um sistema". */
const INSERTED_AGENT = /,\s(?:pel[oa]s?|por\s+(?:meio|intermedio)\s+d[eoa]s?)\s[^,;:]{1,60},\s/gu;
/** Where a phrase without commas can end: before a place, manner or reference complement. */
const COMPLEMENT_START =
  /\s(?=(?:junto|na|no|nas|nos|em|pel[oa]s?|mediante|conforme|nos\s+termos|de\s+acordo)\s)/gu;
/** A cut object keeps at least this many words. */
const MIN_CUT_WORDS = 10;
/** A participle wants its complement ("estabelecidos na zona", "composta pelos"): no cut after it. */
const PARTICIPLE_END = /(?:ad|id|ost|eit|it)[oa]s?$/u;

/**
 * The first `MAX_OBJECT_WORDS` words, cut back to the last phrase boundary or the last start of a
 * complement ("…de sua fabricação junto a lojistas…"); null if there is neither.
 */
function shortened(text: string): string | null {
  const clean = text
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
function describeObject(doc: AnalyzedDocument): string | null {
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
  const opening = INSTRUMENT_OPENING.exec(sentence.fold.slice(lead))?.[0].length ?? 0;
  const object = shortened(doc.text.slice(sentence.start + lead + opening, sentence.end));
  if (object === null) return null;
  if (lead > 0) return `O contrato tem por objeto ${object}.`;
  return `Pelo contrato, ${SENTENCE_CASE_START.test(object) ? lowerFirst(object) : object}.`;
}

function isTitleLine(doc: AnalyzedDocument, sentence: Sentence): boolean {
  const text = doc.text.slice(sentence.start, sentence.end);
  return text === text.toUpperCase();
}

/** "a", "a e b", "a, b e c". */
const listed = (items: readonly string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

/**
 * `resumo_contrato`: what the contract is, between whom, its value and term, and what drives its
 * score. `findings` must be sorted by points, most costly first.
 */
export function summarizeContract(
  doc: AnalyzedDocument,
  score: number,
  band: string,
  findings: readonly TFinding[],
): string {
  const parties = describeParties(doc);
  const sentences = [
    parties === null
      ? `Trata-se de um ${describeType(doc)}.`
      : `Trata-se de um ${describeType(doc)} entre ${parties.replace(/\.$/u, '')}.`,
  ];
  const object = describeObject(doc);
  if (object !== null) sentences.push(object);
  const moneyAndTerm = describeMoneyAndTerm(doc);
  if (moneyAndTerm !== null) sentences.push(moneyAndTerm);
  const serious = findings.filter((finding) => finding.severity !== 'baixa');
  const main = [...new Set(serious.map((finding) => lowerFirst(finding.title)))].slice(0, 3);
  if (main.length === 0 && findings.length === 0) {
    sentences.push(`A nota ${score} (${band}) indica um contrato sem pontos de atenção.`);
  } else if (main.length === 0) {
    const minor = [...new Set(findings.map((finding) => lowerFirst(finding.title)))].slice(0, 3);
    sentences.push(
      band === 'Satisfatório'
        ? `A nota ${score} (${band}) indica um contrato sem pontos graves; vale revisar: ${listed(minor)}.`
        : `A nota ${score} (${band}) reflete pontos menores que, somados, pedem revisão: ${listed(minor)}.`,
    );
  } else {
    sentences.push(`A nota ${score} (${band}) se deve principalmente a: ${listed(main)}.`);
  }
  return sentences.join(' ');
}
