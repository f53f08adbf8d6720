/**
 * The parties as a lawyer names them in a summary: the sides by role and name ("o locador Fulano
 * e a locatária Beltrana"), a name left blank said as such, never a representative. Who the
 * parties are is the entity extractor's (`entities/parties.ts`: definitions, a form's labels, the
 * companies qualified by their CNPJ, a grant's beneficiary, a policy's controller, the provider of
 * online terms); this module only says them: proper case, articles, "(nome em branco)".
 */
import { indexDocument } from '../analyzers/document-index';
import {
  isVocabularyRole,
  mainRoles,
  roleKey,
  roleMentions,
  type RoleMention,
} from '../analyzers/roles';
import type { Party } from '../entities/parties';
import { FORM_ROLES, INFERRED_ROLE } from '../entities/patterns';
import { blanksOf } from '../facts/blanks';
import { regimeOf } from '../facts/regime';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
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
 * acronyms without vowels stay in capitals ("WJ Empreendimentos", "M M Centro Esportivo"), and
 * so does a brand written in mixed case ("RotaCerta!", "CNPJá!").
 */
function properCase(name: string): string {
  return name
    .split(/\s+/u)
    .map((written, index) => {
      const word = written.toLowerCase();
      if (index > 0 && COMPANY_SUFFIXES.has(word)) return COMPANY_SUFFIXES.get(word)!;
      if (/^\p{Lu}+\.?$/u.test(written) && !/[aeiouáéíóúâêôãõ]/iu.test(written)) return written;
      if (/\p{Ll}/u.test(written) && /.\p{Lu}/u.test(written)) return written;
      return index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** A party's name as the summary writes it, without the punctuation that closed it. */
const nameOf = (party: Party): string =>
  properCase(party.name!.replace(/[,;\s]+$|(?<!\b\p{L})\.$/u, ''));

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

/** Feminine heads of a label ("instituição", "unidade", "empresa", "parte"). */
const FEMININE_HEAD = /^(?:parte|\p{L}*(?:a|ção|cao|ade|agem))$/u;

/**
 * A role with its article: "o locador", "as locatárias"; "contratante", "licenciante" have no
 * gender in the word, so it comes from the party's qualification ("a contratante"), or the side
 * is named instead ("a parte contratante", "as partes …"); so does a compound role's
 * ("a profissional-parceiro"). A label of several words takes its head noun's ("a instituição de
 * ensino", "a unidade concedente", "o agente de integração", "o editor do aplicativo") or, when
 * the head has no gender, its last word's ("a promitente vendedora").
 */
function withArticle(label: string, many: boolean, gender: 'a' | 'o' | null): string {
  const words = label.split(' ');
  if (words.length > 1) {
    const head = words[0]!.replace(/(?<=[rz])es$|s$/u, '');
    const last = words.at(-1)!.replace(/s$/u, '');
    const isFeminine = FEMININE_HEAD.test(head) || (/e$/u.test(head) && /a$/u.test(last));
    return `${isFeminine ? 'a' : 'o'}${many ? 's' : ''} ${label}`;
  }
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

/** Connectors skipped when reading a name's initials ("Universidade de São Paulo" → "usp"). */
const CONNECTOR = /^(?:d[aeo]s?|e|em|&|[–-])$/u;

/**
 * Whether a role is a short form the contract made for its holder rather than a role: its own
 * name or part of it ("ONLINE TECNOLOGIA" for ONLINE TECNOLOGIA LTDA, "USP" for Universidade de
 * São Paulo, "TECNOVA" for Tecnova Automação Ltda), or a word the contract coined that is no role
 * of the vocabulary, of a form's labels or of those the extractor infers ("COMPROMITENTES").
 */
function isAliasOf(label: string, name: string): boolean {
  const folded = foldText(label);
  const role = folded.split(/\s+/u);
  const words = foldText(name)
    .split(/[\s,()]+/u)
    .filter((word) => word !== '' && !CONNECTOR.test(word));
  if (role.every((word) => words.includes(word))) return true;
  const initials = words.map((word) => word.charAt(0)).join('');
  const [first] = role;
  if (
    role.length === 1 &&
    first!.length >= 3 &&
    (initials.startsWith(first!) || words[0]!.startsWith(first!))
  )
    return true;
  return (
    !isVocabularyRole(folded) &&
    !label.includes('-') &&
    !FORM_ROLES.test(folded) &&
    !INFERRED_ROLE.test(folded)
  );
}

/**
 * The sides the summary names: a pair of counterparts when the document has one, else the first
 * two roles and, up to four, the further ones a party of the qualification block holds ("a
 * instituição de ensino, a unidade concedente, o estudante e o agente de integração"; not a
 * "CONTROLADORA" a data clause defines).
 */
function summaryRoles(doc: AnalyzedDocument): string[] {
  const roles = mainRoles(doc);
  const pair = COUNTERPARTS.find(([a, b]) => roles.includes(a) && roles.includes(b));
  if (pair) return [...pair];
  const opening = doc.clauses.find((clause) => clause.kind !== 'preamble')?.start ?? Infinity;
  const further = roles
    .slice(2)
    .filter((key) => partiesOf(doc, key).some((party) => party.start < opening));
  return [...roles.slice(0, 2), ...further].slice(0, MAX_SIDES);
}

/** The most sides a summary names. */
const MAX_SIDES = 4;

/**
 * Whether the qualification of a party is left blank in the template: a blank for a party's
 * identity near its role, or a blank on the line of its label ("Empregado: {nome}").
 */
function isNameBlank(doc: AnalyzedDocument, party: Party | undefined): boolean {
  if (party === undefined || party.name !== null) return false;
  const newline = doc.text.indexOf('\n', party.end);
  const lineEnd = newline === -1 ? doc.text.length : newline;
  return blanksOf(doc).some(
    (blank) =>
      (blank.kind === 'parte' && blank.start >= party.start && blank.start < party.end + 400) ||
      (blank.start >= party.end && blank.start < lineEnd),
  );
}

/** A form's label that names a person by status, not a side of the bargain (Lei 11.788 art. 3º). */
const PERSON_LABEL = /^estudantes?$/u;

/** The party entities of a role key, in text order. */
const partiesOf = (doc: AnalyzedDocument, key: string): Party[] =>
  doc.entities.parties.filter((party) => roleKey(foldText(party.role).trim()) === key);

/**
 * One side as "o locador Fulano", "as contratadas Alfa e Beta" (every holder of a plural role),
 * "o empregado (nome em branco)" (a name left blank in the template), or the name alone when the
 * role is a short form of it ("Universidade de São Paulo").
 */
function describeSide(
  doc: AnalyzedDocument,
  key: string,
  mentions: readonly RoleMention[],
): string {
  const holders = partiesOf(doc, key);
  const party = holders[0];
  const mention = mentions.find((candidate) => candidate.key === key);
  const label = mention
    ? doc.text.slice(mention.start, mention.end).toLowerCase().replace(/\s+/gu, ' ')
    : (party?.role.toLowerCase().replace(/\s+/gu, ' ') ?? key);
  const named = holders.filter((holder) => holder.name !== null).map(nameOf);
  const many = label.endsWith('s');
  if (named.length === 1 && isAliasOf(label, named[0]!)) return named[0]!;
  const gender = partyGender(doc, party);
  // A person's status ("o estudante") is said as a person, never "a parte estudante".
  const head = PERSON_LABEL.test(label)
    ? `${gender ?? 'o'}${many ? 's' : ''} ${label}`
    : withArticle(label, many || named.length > 1, gender);
  if (named.length === 0) return isNameBlank(doc, party) ? `${head} (nome em branco)` : head;
  // One name for a plural role ("os doadores") would read as if there were one person.
  if (many && named.length === 1) return head;
  return `${head} ${listed(named)}`;
}

/** "da Associação Brasileira de Agroecologia", "de Alfa Ltda". */
const ofName = (name: string): string =>
  `${FEMININE_HEAD.test(foldText(name.split(' ')[0]!)) ? 'da' : 'de'} ${name}`;

/** The role the extractor gives the beneficiary of a one-sided grant. */
const BENEFICIARY = /^beneficiari[oa]$/u;

/**
 * Who the document binds, as the words after its kind: " entre o locador Fulano e a locatária
 * Beltrana", ", em favor da Associação X" (a one-sided authorisation), " entre a controladora
 * Alfa Ltda e o usuário" (a privacy policy or online terms), or null when the text does not say.
 */
export function describeParties(doc: AnalyzedDocument): string | null {
  const roles = summaryRoles(doc);
  if (roles.length >= 2) {
    const { preambleSentences, sentences } = indexDocument(doc);
    const mentions = [...preambleSentences, ...sentences].flatMap((sentence) =>
      roleMentions(doc, sentence.fold, sentence.start),
    );
    return ` entre ${listed(roles.map((key) => describeSide(doc, key, mentions)))}`;
  }
  const named = doc.entities.parties.filter((party) => party.name !== null);
  const beneficiary = named.find((party) => BENEFICIARY.test(foldText(party.role)));
  if (beneficiary !== undefined) return `, em favor ${ofName(nameOf(beneficiary))}`;
  if (regimeOf(doc).isOnlineTerms && named.length === 1) {
    const user = /\busuari[oa]s?\b/u.test(doc.fold) ? 'o usuário' : 'o cliente';
    const provider = named[0]!;
    const label = provider.role.toLowerCase();
    return ` entre ${withArticle(label, false, null)} ${nameOf(provider)} e ${user}`;
  }
  return null;
}
