/**
 * objetividade.modelo_alheio: text left over from a model made for another kind of contract or
 * party, detected by the facts of this one — partners and articles of association ("seus sócios",
 * "contrato social") said of a party qualified as a natural person; the licences to install a
 * business in a residential lease.
 */
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { mainRoles, partyRoleKey, roleMentions } from '../roles';
import { findingOf } from '../rule';
import {
  BUSINESS_PREMISES,
  COMPANY_MARKER,
  COMPANY_ORGANS,
  PERSON_MARKERS,
  QUALIFICATION_REACH,
  SPECS,
} from './patterns';

/**
 * The main roles whose party is a natural person: qualified by a CPF, or by a person's marks
 * (identity card, birth date, civil status) and no CNPJ before the next party.
 */
function naturalPersons(doc: AnalyzedDocument): Set<string> {
  const main = new Set(mainRoles(doc));
  const starts = doc.entities.parties.map((party) => party.start);
  const persons = new Set<string>();
  for (const party of doc.entities.parties) {
    const key = partyRoleKey(party.role);
    if (!main.has(key)) continue;
    const next = Math.min(
      ...starts.filter((start) => start > party.end),
      party.end + QUALIFICATION_REACH,
    );
    const qualification = doc.fold.slice(party.end, next);
    const isPerson =
      party.document?.kind === 'CPF' ||
      (party.document === null &&
        PERSON_MARKERS.test(qualification) &&
        !COMPANY_MARKER.test(qualification));
    if (isPerson) persons.add(key);
  }
  return persons;
}

/**
 * Partners, a board or articles of association of a party qualified as a natural person, read by
 * the nearest role before the words ("tendo como comprador o Sr. José … ou a quem o seu sócio
 * administrador indicar", "O CONTRATANTE e seus sócios/avalistas").
 */
function personAsCompany(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const persons = naturalPersons(doc);
  if (persons.size === 0) return [];
  const places = sentences.flatMap((sentence) => {
    const mentions = roleMentions(doc, sentence.fold, sentence.start);
    return [...sentence.fold.matchAll(COMPANY_ORGANS)].flatMap((organ) => {
      const at = sentence.start + organ.index;
      const owner = mentions.filter((mention) => mention.end <= at).at(-1);
      return owner !== undefined && persons.has(owner.key)
        ? [{ start: at, end: at + organ[0].length, owner }]
        : [];
    });
  });
  const [first, ...others] = places;
  if (first === undefined) return [];
  const organ = doc.text.slice(first.start, first.end);
  const role =
    doc.entities.parties.find((party) => partyRoleKey(party.role) === first.owner.key)?.role ??
    doc.text.slice(first.owner.start, first.owner.end);
  return [
    findingOf(SPECS.pessoaComoEmpresa, first, {
      description: `O texto fala em "${organ}" de uma parte qualificada como pessoa física (${role.trim()}): trecho de um modelo feito para empresa, que deixa dúvida sobre quem se obriga.`,
      occurrences: others.map(({ start, end }) => ({ start, end })),
    }),
  ];
}

/** The licences to install a business, or a business lease's goodwill, in a residential lease. */
function businessInHome(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (doc.classification.contractSubType !== 'Residencial') return [];
  const places = sentences.flatMap((sentence) =>
    BUSINESS_PREMISES.test(sentence.fold) ? [{ start: sentence.start, end: sentence.end }] : [],
  );
  const [first, ...others] = places;
  return first === undefined
    ? []
    : [findingOf(SPECS.locacaoComercial, first, { occurrences: others })];
}

/** objetividade.modelo_alheio (see module doc). */
export function leftovers(doc: AnalyzedDocument): RawFinding[] {
  const { sentences, preambleSentences } = indexDocument(doc);
  const all = [...preambleSentences, ...sentences];
  return [...personAsCompany(doc, all), ...businessInHome(doc, sentences)];
}
