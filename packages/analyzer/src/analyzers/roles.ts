/**
 * Party roles: the vocabulary used in Brazilian contracts, matched on folded text, plus the roles
 * a contract defines for itself ("doravante denominada REPRESENTADA", "COWORKING: ILHA HUB…",
 * "(\"EMPRESA\")"). A role of the vocabulary keeps one key whatever its gender or number
 * ("LOCATÁRIA", "locatários" → "locatario"); a defined role is its folded name and matches only
 * when written as it was defined (in capitals, so "EMPRESA" is not "a empresa").
 */
import type { AnalyzedDocument } from '../types';
import { indexDocument } from './document-index';

/** Role key → folded pattern (longest roles first so "promitente vendedor" wins over "vendedor"). */
const ROLE_PATTERNS: readonly (readonly [string, string])[] = [
  ['promitente vendedor', 'promitentes? vendedor(?:a|es|as)?'],
  ['promissario comprador', '(?:promissari[oa]s?|promitentes?) comprador(?:a|es|as)?'],
  ['parte reveladora', 'partes? reveladoras?'],
  ['parte receptora', 'partes? receptoras?'],
  ['revelador', 'revelador(?:a|es|as)?'],
  ['receptor', 'receptor(?:a|es|as)?'],
  ['locador', 'locador(?:a|es|as)?'],
  ['locatario', 'locatari[oa]s?'],
  ['sublocador', 'sublocador(?:a|es|as)?'],
  ['sublocatario', 'sublocatari[oa]s?'],
  ['fiador', 'fiador(?:a|es|as)?'],
  ['contratante', 'contratantes?'],
  ['contratado', 'contratad[oa]s?'],
  ['vendedor', 'vendedor(?:a|es|as)?'],
  ['comprador', 'comprador(?:a|es|as)?'],
  ['comodante', 'comodantes?'],
  ['comodatario', 'comodatari[oa]s?'],
  ['doador', 'doador(?:a|es|as)?'],
  ['donatario', 'donatari[oa]s?'],
  ['mutuante', 'mutuantes?'],
  ['mutuario', 'mutuari[oa]s?'],
  ['credor', 'credor(?:a|es|as)?'],
  ['devedor', 'devedor(?:a|es|as)?'],
  ['depositante', 'depositantes?'],
  ['depositario', 'depositari[oa]s?'],
  ['empregador', 'empregador(?:a|es|as)?'],
  ['empregado', 'empregad[oa]s?'],
  ['franqueador', 'franqueador(?:a|es|as)?'],
  ['franqueado', 'franquead[oa]s?'],
  ['licenciante', 'licenciantes?'],
  ['licenciado', 'licenciad[oa]s?'],
  ['usuario', 'usuari[oa]s?'],
  ['cedente', 'cedentes?'],
  ['cessionario', 'cessionari[oa]s?'],
  ['outorgante', 'outorgantes?'],
  ['outorgado', 'outorgad[oa]s?'],
  ['prestador', 'prestador(?:a|es|as)?'],
  ['tomador', 'tomador(?:a|es|as)?'],
  ['parceiro', 'parceir[oa]s?'],
  ['aluno', 'alun[oa]s?'],
  ['escola', 'escolas?'],
  ['plataforma', 'plataformas?'],
  ['fornecedor', 'fornecedor(?:a|es|as)?'],
  ['cliente', 'clientes?'],
  ['instituicao', 'instituicao de ensino'],
  ['socio', 'soci[oa]s?'],
  ['anuente', 'anuentes?'],
  ['interveniente', 'intervenientes?'],
];

const ROLE_KEYS = new Map(
  ROLE_PATTERNS.map(([key, source]) => [key, new RegExp(`^(?:${source})$`, 'u')] as const),
);

/** Any role, as a global pattern on folded text. */
export const ROLE_PATTERN = new RegExp(
  `\\b(?:${ROLE_PATTERNS.map(([, source]) => source).join('|')})(?!\\p{L})`,
  'gu',
);

/** Roles that are not one of the two sides of the bargain (vocabulary keys or defined names). */
const SIDE_ROLE =
  /^(?:fiador|anuente|interveniente|socio|avalista|testemunha|garantidor|corretor|conjuge|procurador|representante legal|administrador|imobiliaria|devedor solidario)(?:a|as|es|s)?$/u;

/** Side roles that act for one of the two sides (an agent, a representative). */
const AGENT_ROLE =
  /^(?:imobiliaria|corretor|administrador|procurador|representante legal)(?:a|as|es|s)?$/u;

/** Whether a folded word is a role of the vocabulary ("locatarias", "contratante"). */
export const isVocabularyRole = (folded: string): boolean => ROLE_KEYS.has(roleKey(folded));

/** The key of a role as a party entity or a person writes it ("LOCATÁRIA" → "locatario"). */
export const partyRoleKey = (role: string): string => roleKey(foldRole(role));

/** The key of a matched role ("locatarias" → "locatario"). */
export function roleKey(folded: string): string {
  for (const [key, pattern] of ROLE_KEYS) if (pattern.test(folded)) return key;
  return folded;
}

/** A role mentioned in the text. */
export interface RoleMention {
  key: string;
  start: number;
  end: number;
  /** Whether the original text writes it with a capital (how contracts name defined roles). */
  isCapitalised: boolean;
}

/** A role the contract defines beyond the vocabulary, and how its mentions must be written. */
interface DefinedRole {
  key: string;
  /** Defined in capitals ("EMPRESA"): only mentions in capitals count. */
  isUpper: boolean;
}

interface DefinedRoles {
  /** Their names as one global pattern on folded text, or null when there are none. */
  pattern: RegExp | null;
  byName: Map<string, DefinedRole>;
}

const definedCache = new WeakMap<AnalyzedDocument, DefinedRoles>();

const foldRole = (role: string): string =>
  role.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The roles the party entities define outside the vocabulary ("REPRESENTADA", "NEXUS",
 * "DESENVOLVEDOR"), compiled once per document.
 */
function definedRoles(doc: AnalyzedDocument): DefinedRoles {
  let defined = definedCache.get(doc);
  if (defined !== undefined) return defined;
  const byName = new Map<string, DefinedRole>();
  for (const party of doc.entities.parties) {
    const key = foldRole(party.role);
    // Hyphenated names are roles too: "SALÃO-PARCEIRO" (Lei 13.352/2016).
    if (ROLE_KEYS.has(roleKey(key)) || !/^\p{L}[\p{L} -]{1,}\p{L}$/u.test(key)) continue;
    const isUpper = party.role === party.role.toUpperCase();
    // A role that is not capitalised at all cannot be told from the common noun.
    if (!isUpper && !/^\p{Lu}/u.test(party.role)) continue;
    byName.set(key, { key, isUpper });
  }
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern =
    names.length === 0
      ? null
      : new RegExp(
          `(?<!\\p{L})(?:${names.map((name) => escapeRegExp(name).replace(/ /gu, '\\s+')).join('|')})(?!\\p{L})`,
          'gu',
        );
  defined = { pattern, byName };
  definedCache.set(doc, defined);
  return defined;
}

/** Role mentions in a folded slice starting at `offset` of the document, in text order. */
export function roleMentions(doc: AnalyzedDocument, folded: string, offset: number): RoleMention[] {
  const mentions: RoleMention[] = [];
  for (const match of folded.matchAll(ROLE_PATTERN)) {
    const start = offset + match.index;
    const written = doc.text.slice(start, start + match[0].length);
    mentions.push({
      key: roleKey(match[0]),
      start,
      end: start + match[0].length,
      // Every word: "Parte Receptora" names a role, "a Parte receptora" describes one.
      isCapitalised: written.split(/\s+/u).every((word) => /^\p{Lu}/u.test(word)),
    });
  }
  const { pattern, byName } = definedRoles(doc);
  if (pattern === null) return mentions;
  const defined: RoleMention[] = [];
  for (const match of folded.matchAll(pattern)) {
    const role = byName.get(match[0].replace(/\s+/gu, ' '));
    const start = offset + match.index;
    const written = doc.text.slice(start, start + match[0].length);
    const isWritten = role?.isUpper ? written === written.toUpperCase() : /^\p{Lu}/u.test(written);
    if (role === undefined || !isWritten) continue;
    defined.push({ key: role.key, start, end: start + match[0].length, isCapitalised: true });
  }
  if (defined.length === 0) return mentions;
  // Where a defined role and a word of the vocabulary overlap ("CLÍNICA PARCEIRA"), the one that
  // starts first (the longer at the same start) is the mention.
  const merged = [...mentions, ...defined].sort(
    (a, b) => a.start - b.start || b.end - b.start - (a.end - a.start),
  );
  const kept: RoleMention[] = [];
  for (const mention of merged) {
    const last = kept.at(-1);
    if (last === undefined || mention.start >= last.end) kept.push(mention);
  }
  return kept;
}

const partiesCache = new WeakMap<AnalyzedDocument, string[]>();

/**
 * The two (or more) sides of the contract, by role key, in order of first appearance: the
 * roles of the party entities (of the vocabulary or defined by the contract), completed by the
 * roles written with a capital in the preamble when those are fewer than two ("e de outro lado o
 * ALUNO identificado na ficha"). Guarantors, intervening parties and the like are left out.
 */
export function mainRoles(doc: AnalyzedDocument): string[] {
  let roles = partiesCache.get(doc);
  if (roles !== undefined) return roles;
  const { byName } = definedRoles(doc);
  const isRole = (key: string) => (ROLE_KEYS.has(key) || byName.has(key)) && !SIDE_ROLE.test(key);
  const partyKeys = doc.entities.parties.map((party) => partyRoleKey(party.role));
  // An agent stands for the side it acts for when that side is not a party of its own: the
  // IMOBILIÁRIA that lets the house in its name, the PROCURADOR who signs for an absent owner.
  const isFew = new Set(partyKeys.filter(isRole)).size < 2;
  const keys = partyKeys.filter((key) => isRole(key) || (isFew && AGENT_ROLE.test(key)));
  if (new Set(keys).size < 2) {
    for (const sentence of indexDocument(doc).preambleSentences) {
      for (const mention of roleMentions(doc, sentence.fold, sentence.start)) {
        // Defined roles are written with a capital; "justo e contratado" is not a party.
        if (mention.isCapitalised && isRole(mention.key)) keys.push(mention.key);
      }
    }
  }
  roles = [...new Set(keys)];
  partiesCache.set(doc, roles);
  return roles;
}
