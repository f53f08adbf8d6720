/**
 * The parties as a lawyer names them in a summary: the two counterparts by role and name ("o
 * locador Fulano e a locatária Beltrana"), a name left blank said as such, never a
 * representative. When the party entities do not name them, the summary reads the form's own
 * labels ("Empresa..: ALFA LTDA", "Agente de Integração: Razão Social: …"), the legal persons
 * qualified by their CNPJ and the role they are given ("…, neste ato reconhecidas como
 * Contratadas"), the beneficiary of a one-sided authorisation and the provider of online terms.
 */
import { indexDocument } from '../analyzers/document-index';
import { isVocabularyRole, mainRoles, roleKey, roleMentions } from '../analyzers/roles';
import { blanksOf } from '../facts/blanks';
import { regimeOf } from '../facts/regime';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import {
  BENEFICIARY_BEFORE,
  COMPANY_AFTER,
  CONNECTOR_TOKEN,
  CONTROLLER_BEFORE,
  FORM_LINE,
  FORM_NAME_FIELD,
  FORM_ROLES,
  NAME_TOKEN,
  QUALIFIED_ROLE_AFTER,
  SERVICE_NAME,
  TAX_ID_BEFORE,
  TAX_NUMBER,
} from './patterns';
import { listed } from './text';

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

/** A party the summary found by itself: its role as written (folded) and its name, if filled. */
interface FoundParty {
  role: string;
  name: string | null;
  /** Where its qualification starts: parties are named in the order the contract gives them. */
  start: number;
}

/** A legal person qualified by its CNPJ; `role` is empty when the text gives it none. */
type Company = FoundParty & { name: string };

/** A template blank or a field left empty: "{{ $x }}", "{nome}", "______", "XXXX". */
const BLANK = /\{|\}|_{3,}|X{4,}/u;

/** A filled name: letters, no blank, no e-mail, not only field labels. */
function filledName(value: string): string | null {
  const name = value
    .split(/\s+(?:CNPJ|CPF|RG|inscrit[oa]|com\s+sede|residente)\b|[,;]/iu)[0]!
    .replace(/[\s.]+$/u, '')
    .trim();
  if (name === '' || BLANK.test(name) || /@|\d{3}/u.test(name)) return null;
  return /\p{L}{2}/u.test(name) ? name : null;
}

/** The text before the first clause: where a form qualifies its parties. */
function openingOf(doc: AnalyzedDocument): { start: number; end: number } {
  const first = doc.clauses.find((clause) => clause.kind !== 'preamble');
  return { start: 0, end: first?.start ?? Math.min(doc.text.length, 3000) };
}

/** The folded label of a form line ("Agente de Integração :" → "agente de integracao"). */
const labelOf = (match: RegExpExecArray): string =>
  foldText(match.groups!.label!).replace(/\s+/gu, ' ').trim();

/** Whether a folded label names a party (not a field such as "Cargo" or "Representante"). */
const isPartyLabel = (role: string): boolean =>
  FORM_ROLES.test(role) || (isVocabularyRole(role) && roleKey(role) !== 'interveniente');

/** Whether a line of a form is a party's label. */
function isPartyLine(line: string): boolean {
  const match = FORM_LINE.exec(line);
  return match !== null && isPartyLabel(labelOf(match));
}

/**
 * The parties of a form, by its labels: "Empresa..: ALFA LTDA", "Empregado: {nome}",
 * "Agente de Integração :" followed by "Razão Social: KOSTER LTDA" (a representative's line is
 * never a party's name).
 */
function formParties(doc: AnalyzedDocument): FoundParty[] {
  const opening = openingOf(doc);
  const found: FoundParty[] = [];
  let offset = opening.start;
  const lines = doc.text.slice(opening.start, opening.end).split('\n');
  for (const [at, line] of lines.entries()) {
    const start = offset;
    offset += line.length + 1;
    const match = FORM_LINE.exec(line);
    const role = match === null ? '' : labelOf(match);
    if (match === null || !isPartyLabel(role)) continue;
    const value = match.groups!.value?.trim() ?? '';
    // A heading alone on its line has its name in the block under it ("Razão Social: …"), up to
    // the next party's label.
    const block = value === '' ? lines.slice(at + 1, at + 4) : [];
    const next = block.findIndex((candidate) => isPartyLine(candidate));
    const field = (next < 0 ? block : block.slice(0, next))
      .map((candidate) => FORM_NAME_FIELD.exec(candidate))
      .find((fieldMatch) => fieldMatch !== null);
    const name = filledName(field ? field.groups!.value! : value);
    if (!found.some((party) => party.role === role)) found.push({ role, name, start });
  }
  return found;
}

/**
 * The proper name that ends at `end` of `text`, read backwards word by word while the words are
 * capitalised or connectors ("… pela Universidade Alfa do Brasil – Unialfa"), without the
 * connectors it would start with.
 */
function nameEndingAt(text: string, end: number): { name: string; start: number } | null {
  const words = text
    .slice(Math.max(0, end - 200), end)
    .trimEnd()
    .split(/\s+/u);
  let first = words.length;
  while (
    first > 0 &&
    (NAME_TOKEN.test(words[first - 1]!) || CONNECTOR_TOKEN.test(words[first - 1]!))
  )
    first -= 1;
  while (
    first < words.length &&
    (CONNECTOR_TOKEN.test(words[first]!) || /^[–-]$/u.test(words[first]!))
  )
    first += 1;
  const name = words.slice(first).join(' ');
  return /\p{Lu}.*\p{L}{2}/u.test(name) ? { name, start: end - name.length } : null;
}

/** Form labels that open a legal person's name ("Agente de Integração Koster Ltda"). */
const ROLE_PREFIX =
  /^(?<role>agente\s+de\s+integracao|instituicao\s+de\s+ensino|unidade\s+concedente|parte\s+concedente)\s+/u;

/**
 * The legal persons qualified by their CNPJ before the first clause, with the role the text
 * gives them: a label that opens the name ("Agente de Integração Koster & Koster Ltda, CNPJ…") or
 * a definition after it ("…, neste ato reconhecidas como Contratadas").
 */
function qualifiedCompanies(doc: AnalyzedDocument): Company[] {
  const opening = openingOf(doc);
  const text = doc.text.slice(0, opening.end);
  const found: Company[] = [];
  for (const number of text.matchAll(TAX_NUMBER)) {
    const lead = TAX_ID_BEFORE.exec(text.slice(Math.max(0, number.index - 60), number.index));
    if (lead === null || !/cnpj|\(/iu.test(lead[0])) continue;
    const named = nameEndingAt(text, number.index - lead[0].length);
    if (named === null || filledName(named.name) === null) continue;
    let name = named.name;
    let role: string | null = null;
    const prefix = ROLE_PREFIX.exec(foldText(name));
    if (prefix !== null) {
      role = prefix.groups!.role!;
      name = name.slice(prefix[0].length);
    } else {
      const end = number.index + number[0].length;
      const after = QUALIFIED_ROLE_AFTER.exec(doc.fold.slice(end, end + 600));
      role = after?.groups?.role ?? null;
    }
    found.push({ role: role ?? '', name, start: named.start });
  }
  return found;
}

/** Feminine heads of a label or a name ("empresa", "instituição", "unidade", "associação"). */
const FEMININE_HEAD = /(?:a|cao|ade|agem)$/u;

/** "a empresa", "o agente de integração", "a instituição de ensino", "o empregado". */
function labelled(role: string, doc: AnalyzedDocument): string {
  const label = roleLabel(doc, role);
  // A one-word role of the vocabulary takes its article as the counterparts do ("a parte
  // contratante"); a longer label takes its head noun's ("a instituição de ensino").
  if (isVocabularyRole(role) && !role.includes(' ')) return withArticle(label, false, null);
  return `${FEMININE_HEAD.test(role.split(' ')[0]!) ? 'a' : 'o'} ${label}`;
}

/** How the text writes a folded role, accents restored from its first mention. */
function roleLabel(doc: AnalyzedDocument, role: string): string {
  const pattern = new RegExp(`\\b${role.replace(/ /gu, '\\s+')}\\b`, 'u');
  const at = pattern.exec(doc.fold);
  return at === null
    ? role
    : doc.text
        .slice(at.index, at.index + at[0].length)
        .toLowerCase()
        .replace(/\s+/gu, ' ');
}

/** "a empresa Alfa Ltda", "o empregado (nome em branco)". */
const described = (doc: AnalyzedDocument, party: FoundParty): string =>
  `${labelled(party.role, doc)} ${party.name === null ? '(nome em branco)' : properCase(party.name)}`;

/** "da Associação Brasileira de Agroecologia", "de Alfa Ltda". */
const ofName = (name: string): string =>
  `${FEMININE_HEAD.test(foldText(name.split(' ')[0]!)) ? 'da' : 'de'} ${properCase(name)}`;

/**
 * Who the document binds, as the words after its kind: " entre o locador Fulano e a locatária
 * Beltrana", ", em favor da Associação X" (a one-sided authorisation), or null when the text does
 * not say.
 */
export function describeParties(doc: AnalyzedDocument): string | null {
  const between = counterparts(doc);
  if (between !== null) return ` entre ${between}`;
  const form = [...formParties(doc)];
  for (const company of qualifiedCompanies(doc)) {
    if (company.role !== '' && !form.some((party) => party.role === company.role))
      form.push(company);
  }
  if (form.length >= 2)
    return ` entre ${listed(
      form
        .sort((a, b) => a.start - b.start)
        .slice(0, 4)
        .map((party) => described(doc, party)),
    )}`;
  const regime = regimeOf(doc);
  if (regime.isUnilateral) {
    const beneficiary = qualifiedCompanies(doc).find((company) =>
      BENEFICIARY_BEFORE.test(doc.fold.slice(Math.max(0, company.start - 60), company.start)),
    );
    if (beneficiary !== undefined) return `, em favor ${ofName(beneficiary.name)}`;
  }
  if (regime.isOnlineTerms) return onlineParties(doc);
  return null;
}

/**
 * The parties of online terms or a privacy policy: the controller of the data or the provider of
 * the app, and the user.
 */
function onlineParties(doc: AnalyzedDocument): string | null {
  const user = /\busuari[oa]s?\b/u.test(doc.fold) ? 'o usuário' : 'o cliente';
  const index = indexDocument(doc);
  for (const sentence of [...index.preambleSentences, ...index.sentences]) {
    const lead = CONTROLLER_BEFORE.exec(sentence.fold);
    if (lead === null) continue;
    const from = sentence.start + lead.index + lead[0].length;
    const company = COMPANY_AFTER.exec(doc.text.slice(from, sentence.end));
    if (company !== null)
      return ` entre a controladora ${properCase(company.groups!.name!.replace(/\.$/u, ''))} e ${user}`;
  }
  const names = [...doc.text.matchAll(SERVICE_NAME)].map((match) => match.groups!.name!);
  const name = names.length === 0 ? null : mostFrequent(names);
  // A name said once may be a sentence's first word ("… nosso aplicativo. Os dados …").
  if (name === null || names.filter((candidate) => candidate === name).length < 2) return null;
  const provider = /\beditor\b/u.test(doc.fold) ? 'o editor do aplicativo' : 'o aplicativo';
  return ` entre ${provider} ${name} e ${user}`;
}

const mostFrequent = (items: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
};

/**
 * The two counterparts as "o locador Fulano e a locatária Beltrana" (names when known; a name
 * left blank in the template is said as such: "o contratante (nome em branco)"). A role whose
 * holders the entities did not name takes the legal persons the text qualifies under it ("as
 * contratadas Alfa e Beta").
 */
function counterparts(doc: AnalyzedDocument): string | null {
  const roles = summaryRoles(doc);
  if (roles.length < 2) return null;
  const index = indexDocument(doc);
  const companies = qualifiedCompanies(doc);
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
    if (name === null) {
      const holders = companies.filter((company) => roleKey(foldText(company.role)) === key);
      if (holders.length > 0 && (many || holders.length === 1))
        return `${head} ${listed(holders.map((company) => properCase(company.name)))}`;
      return isNameBlank(doc, key) ? `${head} (nome em branco)` : head;
    }
    // One name for a plural role ("os doadores") would read as if there were one person.
    return many ? head : `${head} ${name}`;
  });
  return `${parts[0]} e ${parts[1]}`;
}
