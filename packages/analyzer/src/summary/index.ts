/**
 * Natural pt-BR summaries: `resumo_contrato` (2–4 sentences: type, parties by role, object,
 * value and term, main points of attention) and one sentence per criterion.
 */
import type { TCriterion, TFinding } from '@contrato-claro/shared';
import { indexDocument, type Sentence } from '../analyzers/document-index';
import { defaultClauseChecklist } from '../analyzers/default-clauses';
import { documentFacts } from '../analyzers/facts';
import { importantDates } from '../analyzers/important-dates';
import { isVocabularyRole, mainRoles, roleKey, roleMentions } from '../analyzers/roles';
import { formatMoney, formatNumber } from '../analyzers/rule';
import { blanksOf } from '../facts/blanks';
import { regimeOf } from '../facts/regime';
import { foldText } from '../text/fold';
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

const SMALL_WORDS = new Set([
  'da',
  'das',
  'de',
  'do',
  'dos',
  'e',
  'ao',
  'aos',
  'à',
  'às',
  'em',
  'na',
  'no',
  'para',
  'com',
]);
/** Company-type abbreviations keep their own spelling. */
const COMPANY_SUFFIXES = new Map(
  ['S.A.', 'S/A', 'ME', 'EPP', 'EIRELI', 'MEI', 'SLU'].map((suffix) => [
    suffix.toLowerCase(),
    suffix,
  ]),
);

/**
 * "ANTÔNIO CARLOS DA SILVA" → "Antônio Carlos da Silva"; "ALFA S.A." → "Alfa S.A."; initials and
 * acronyms without vowels stay in capitals ("WJ Empreendimentos", "M M Centro Esportivo").
 */
function properCase(name: string): string {
  return name
    .split(/\s+/u)
    .map((written, index) => {
      const word = written.toLowerCase();
      if (index > 0 && COMPANY_SUFFIXES.has(word)) return COMPANY_SUFFIXES.get(word)!;
      if (/^\p{Lu}+\.?$/u.test(written) && !/[aeiouáéíóúâêôãõ]/iu.test(written)) return written;
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

/** The two sides of a contract type, by role key: a pair found in the document is named first. */
const COUNTERPARTS: readonly (readonly [string, string])[] = [
  ['locador', 'locatario'],
  ['contratante', 'contratado'],
  ['vendedor', 'comprador'],
  ['promitente vendedor', 'promissario comprador'],
  ['comodante', 'comodatario'],
  ['mutuante', 'mutuario'],
  ['doador', 'donatario'],
  ['empregador', 'empregado'],
  ['franqueador', 'franqueado'],
  ['licenciante', 'licenciado'],
  ['cedente', 'cessionario'],
  ['parte reveladora', 'parte receptora'],
  ['revelador', 'receptor'],
  ['credor', 'devedor'],
];

/** A role the contract made up for a party ("USP", "ONLINE TECNOLOGIA"), not a legal role. */
const isAlias = (label: string): boolean =>
  !isVocabularyRole(foldText(label)) && !label.includes('-');

/** The two roles the summary names: a pair of counterparts when the document has one. */
function summaryRoles(doc: AnalyzedDocument): string[] {
  const roles = mainRoles(doc);
  const pair = COUNTERPARTS.find(([a, b]) => roles.includes(a) && roles.includes(b));
  return pair ? [...pair] : roles.slice(0, 2);
}

/** Whether the qualification of a party is left blank in the template (its name is a blank). */
function isNameBlank(doc: AnalyzedDocument, key: string): boolean {
  const party = doc.entities.parties.find((candidate) => roleKey(foldText(candidate.role)) === key);
  if (party === undefined || party.name !== null) return false;
  return blanksOf(doc).some(
    (blank) =>
      blank.kind === 'parte' && blank.start >= party.start && blank.start < party.end + 400,
  );
}

/**
 * The parties as "o locador Fulano e a locatária Beltrana" (names when known; a name left blank
 * in the template is said as such: "o contratante (nome em branco)").
 */
function describeParties(doc: AnalyzedDocument): string | null {
  const roles = summaryRoles(doc);
  if (roles.length < 2) return null;
  const index = indexDocument(doc);
  const parts = roles.map((key) => {
    const party = doc.entities.parties.find(
      (candidate) => roleKey(foldText(candidate.role)) === key,
    );
    const mention = [...index.preambleSentences, ...index.sentences]
      .flatMap((sentence) => roleMentions(doc, sentence.fold, sentence.start))
      .find((candidate) => candidate.key === key);
    const label = mention ? doc.text.slice(mention.start, mention.end).toLowerCase() : key;
    const many = label.endsWith('s');
    const name = party?.name
      ? properCase(party.name.replace(/[,;\s]+$|(?<!\b\p{L})\.$/u, ''))
      : null;
    // A party defined by a short form or an acronym of its own name ("TECNOVA", "USP") is
    // named, not labelled.
    if (name !== null && (name.toLowerCase().startsWith(`${label} `) || isAlias(label)))
      return name;
    const head = withArticle(label, many, partyGender(doc, party));
    if (name === null) return isNameBlank(doc, key) ? `${head} (nome em branco)` : head;
    // One name for a plural role ("os doadores") would read as if there were one person.
    return many ? head : `${head} ${name}`;
  });
  return `${parts[0]} e ${parts[1]}`;
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'Termos de uso': 'termos de uso',
};

/** What the regime adds to the kind: who protects whom. */
function regimeNotes(doc: AnalyzedDocument): string[] {
  const regime = regimeOf(doc);
  const notes: string[] = [];
  if (regime.isAdhesion && !regime.isOnlineTerms) notes.push('de adesão');
  if (regime.isConsumer) notes.push('relação de consumo');
  if (regime.isLease) notes.push('Lei do Inquilinato');
  if (regime.isEmployment) notes.push('regido pela CLT');
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
  let title = (contractTitle ?? '').toLowerCase().replace(/\s+/gu, ' ');
  for (const party of doc.entities.parties) {
    if (party.name === null) continue;
    const name = foldText(party.name.replace(/\s+ltda\.?$/iu, '').replace(/\s+/gu, ' '));
    const at = foldText(title).indexOf(name);
    if (at >= 0) title = `${title.slice(0, at)}${title.slice(at + name.length)}`;
  }
  title = title.replace(/\s+(?:d[aeo]s?|e)?\s*$/u, '').trim();
  // The document's own title names it as a lawyer would ("termo de compromisso de estágio",
  // "contrato de prestação de serviços de turismo") when it is short and names a kind of document.
  const isNamingTitle = TITLE_KIND.test(title) && title.split(' ').length <= MAX_TITLE_WORDS;
  const base = isNamingTitle
    ? title.replace(/^instrumento\s+particular\s+de\s+/u, '')
    : contractType === 'Outro'
      ? 'contrato'
      : (TYPE_LABELS[contractType] ?? `contrato de ${contractType.toLowerCase()}`);
  const subType = contractSubType?.toLowerCase();
  const notes = [...(subType && !base.includes(subType) ? [subType] : []), ...regimeNotes(doc)];
  return notes.length > 0 ? `${base} (${notes.join('; ')})` : base;
}

/** A title that names a kind of document. */
const TITLE_KIND =
  /^(?:instrumento\s+particular\s+de\s+)?(?:contrato|acordo|termo|termos|convenio|convênio|compromisso)\b/u;
/** Longer titles describe rather than name ("… COM PAGAMENTO DAS PARCELAS POR ANTECIPAÇÃO…"). */
const MAX_TITLE_WORDS = 9;

/** "01/04/2019" from "2019-04-01". */
const brDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

/** The value and the term: "O valor mensal é de R$ 600,00 e o prazo é de 12 meses." */
function describeMoneyAndTerm(doc: AnalyzedDocument): string | null {
  const facts = documentFacts(doc);
  const parts: string[] = [];
  if (facts.monthlyValue !== null)
    parts.push(`o valor mensal é de ${formatMoney(facts.monthlyValue)}`);
  else if (facts.totalValue !== null)
    parts.push(`o valor total é de ${formatMoney(facts.totalValue)}`);
  const dates = importantDates(doc);
  const start = dates.find((date) => date.kind === 'inicio' && date.date !== null);
  const end = dates.find((date) => date.kind === 'fim' && date.date !== null);
  if (facts.term?.isIndefinite) parts.push('o prazo é indeterminado');
  else if (facts.term?.months != null) {
    const months = facts.term.months;
    const span = Number.isInteger(months)
      ? plural(months, 'mês', 'meses')
      : `${formatNumber(Math.round(months * 30))} dias`;
    parts.push(
      start && end
        ? `o prazo é de ${span}, de ${brDate(start.date!)} a ${brDate(end.date!)}`
        : `o prazo é de ${span}`,
    );
  } else if (start && end) {
    parts.push(`o prazo vai de ${brDate(start.date!)} a ${brDate(end.date!)}`);
  } else {
    const year = SCHOOL_YEAR.exec(doc.fold);
    if (year) parts.push(`vale para o ano letivo de ${year.groups!.year}`);
  }
  if (parts.length === 0) return null;
  const sentence = parts.join(' e ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** "ano letivo de 2025", "período letivo: 2026". */
const SCHOOL_YEAR = /\b(?:ano|periodo)\s+letivo(?:\s+de|:)?\s+(?<year>20\d{2})\b/u;

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
  /^,?\s*(?:a|à|ao|aos|às)\s+(?:\p{Lu}[\p{L}-]*)(?:\s+\p{Lu}[\p{L}-]*)?\s*(?:,\s*(?!para\b)[^,;.]{1,40}?,\s*)?/u;

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
  const kind = describeType(doc);
  const article = /^(?:termos|condições)\b/u.test(kind) ? '' : 'um ';
  const sentences = [
    parties === null
      ? `Trata-se de ${article}${kind}.`
      : `Trata-se de ${article}${kind} entre ${parties.replace(/\.$/u, '')}.`,
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
