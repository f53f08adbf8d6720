/**
 * The vocabulary of party roles used in Brazilian contracts, matched on folded text. A role
 * keeps one key whatever its gender or number ("LOCATÁRIA", "locatários" → "locatario").
 */
import type { AnalyzedDocument } from '../types';
import { indexDocument } from './document-index';

/** Role key → folded pattern (longest roles first so "promitente vendedor" wins over "vendedor"). */
const ROLE_PATTERNS: readonly (readonly [string, string])[] = [
  ['promitente vendedor', 'promitentes? vendedor(?:a|es|as)?'],
  ['promissario comprador', 'promissari[oa]s? comprador(?:a|es|as)?'],
  ['parte reveladora', 'partes? reveladoras?'],
  ['parte receptora', 'partes? receptoras?'],
  ['revelador', 'revelador(?:a|es|as)?'],
  ['receptor', 'receptor(?:a|es|as)?'],
  ['locador', 'locador(?:a|es|as)?'],
  ['locatario', 'locatari[oa]s?'],
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

/** Roles that are not one of the two sides of the bargain. */
const SIDE_ROLES = new Set(['fiador', 'anuente', 'interveniente', 'socio']);

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

/** Role mentions in a folded slice starting at `offset` of the document. */
export function roleMentions(doc: AnalyzedDocument, folded: string, offset: number): RoleMention[] {
  const mentions: RoleMention[] = [];
  for (const match of folded.matchAll(ROLE_PATTERN)) {
    const start = offset + match.index;
    const first = doc.text[start]!;
    mentions.push({
      key: roleKey(match[0]),
      start,
      end: start + match[0].length,
      isCapitalised: first !== first.toLowerCase(),
    });
  }
  return mentions;
}

const partiesCache = new WeakMap<AnalyzedDocument, string[]>();

/**
 * The two (or more) sides of the contract, by role key, in order of first appearance: the
 * roles of the party entities, else the roles named in the preamble. Guarantors and
 * intervening parties are left out.
 */
export function mainRoles(doc: AnalyzedDocument): string[] {
  let roles = partiesCache.get(doc);
  if (roles !== undefined) return roles;
  const keys = doc.entities.parties.map((party) =>
    roleKey(party.role.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')),
  );
  if (keys.length === 0) {
    for (const sentence of indexDocument(doc).preambleSentences) {
      for (const mention of roleMentions(doc, sentence.fold, sentence.start)) {
        // Defined roles are written with a capital; "justo e contratado" is not a party.
        if (mention.isCapitalised) keys.push(mention.key);
      }
    }
  }
  roles = [...new Set(keys)].filter((key) => ROLE_KEYS.has(key) && !SIDE_ROLES.has(key));
  partiesCache.set(doc, roles);
  return roles;
}
