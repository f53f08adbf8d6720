/**
 * The qualification of the parties against itself: one address closed by two CEPs
 * (contradicao.valor_divergente), and a person or a company qualified two ways
 * (contradicao.qualificacao_inconsistente): single and married at once, two different people
 * with the same CPF or RG, a company of one legal form qualified as a legal person of another.
 */
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument } from '../document-index';
import { findingOf } from '../rule';
import {
  ADDRESS_BREAK,
  CAPITALISED_NAME,
  CEP,
  CEP_GAP,
  CIVIL_STATUS,
  COMPANY_FORM,
  FORM_REACH,
  HOLDER_REACH,
  NAME_CONNECTOR,
  NAME_LABEL,
  NONPROFIT_FORM,
  NONPROFIT_NAME,
  PERSON_DOCUMENT,
  QUALIFICATION_END,
  QUALIFICATION_LABEL,
  SPECS,
  STATUS_GAP,
} from './patterns';

type Span = { start: number; end: number };

/** The span of a match of the whole folded text. */
const matchSpan = (match: RegExpMatchArray): Span => ({
  start: match.index!,
  end: match.index! + match[0].length,
});

const written = (doc: AnalyzedDocument, span: Span): string =>
  doc.text.slice(span.start, span.end).replace(/\s+/gu, ' ');

/**
 * contradicao.valor_divergente in a party's qualification: one address closed by two different
 * CEPs ("Natal - RN, cep: 59075-050 … CEP 59.152-623"), with nothing between them that starts
 * another address or party.
 */
export function twoCeps(doc: AnalyzedDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  let previous: RegExpMatchArray | null = null;
  for (const match of doc.fold.matchAll(CEP)) {
    const last = previous;
    previous = match;
    if (last === null) continue;
    const digits = (cep: RegExpMatchArray) => cep.groups!.v!.replace(/\D/gu, '');
    const first = matchSpan(last);
    const second = matchSpan(match);
    const gap = doc.fold.slice(first.end, second.start);
    if (digits(last) === digits(match) || gap.length > CEP_GAP || ADDRESS_BREAK.test(gap)) {
      continue;
    }
    findings.push(
      findingOf(SPECS.cepDuplo, second, {
        description: `O mesmo endereço traz dois CEPs diferentes ("${written(doc, first)}" e "${written(doc, second)}"); notificações e cobranças podem ir para o lugar errado.`,
        occurrences: [first],
      }),
    );
  }
  return findings;
}

/**
 * Single (or divorced, widowed) and married at once ("Estado Civil: Solteiro⏎Regime:
 * Casado/comunhão Parcial de Bens"). Whether the spouse must take part depends on it (CC art.
 * 1.647).
 */
function twoCivilStatuses(doc: AnalyzedDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  let previous: RegExpMatchArray | null = null;
  for (const match of doc.fold.matchAll(CIVIL_STATUS)) {
    const last = previous;
    previous = match;
    if (
      last === null ||
      (last.groups!.single === undefined) === (match.groups!.single === undefined)
    ) {
      continue;
    }
    const first = matchSpan(last);
    const second = matchSpan(match);
    if (!STATUS_GAP.test(doc.fold.slice(first.end, second.start))) continue;
    findings.push(
      findingOf(SPECS.estadoCivil, second, {
        description: `A mesma pessoa é qualificada como "${written(doc, first)}" e como "${written(doc, second)}". O estado civil decide se o cônjuge precisa participar e quais bens respondem pelo contrato; com as duas informações, a qualificação fica inconsistente.`,
        occurrences: [first],
      }),
    );
  }
  return findings;
}

/** A name compared across its spellings: folded, without spaces and connectors. */
const nameKey = (name: string): string =>
  name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(NAME_CONNECTOR, '');

/**
 * Whether two names may be one person written two ways ("JOSE ROBERTO FARIAS DE MELO",
 * "JoseRobertoFariasde Melo", "Mariana S. Alves"): they start or end alike. Two people of one
 * family who share a surname are taken for one: the rule stays silent rather than guess.
 */
function isSamePerson(a: string, b: string): boolean {
  const [x, y] = [nameKey(a), nameKey(b)];
  return (
    x.slice(0, NAME_EDGE) === y.slice(0, NAME_EDGE) || x.slice(-NAME_EDGE) === y.slice(-NAME_EDGE)
  );
}

/** How many letters at each end of a name tell one person from another. */
const NAME_EDGE = 4;

/**
 * The name of whoever holds the document at `at`: the last labelled name ("Nome: …") before it,
 * else the last run of capitalised words that is not a label, within the reach and after the
 * previous document (which belongs to someone else, or to the same person).
 */
function holderBefore(doc: AnalyzedDocument, from: number, at: number): string | null {
  const window = doc.text.slice(Math.max(from, at - HOLDER_REACH), at);
  const labelled = [...window.matchAll(NAME_LABEL)].at(-1)?.groups!.name;
  if (labelled !== undefined) return labelled.trim();
  const names = [...window.matchAll(CAPITALISED_NAME)].filter(
    ([name]) => !name.split(/\s+/u).some((word) => QUALIFICATION_LABEL.test(nameKey(word))),
  );
  return names.at(-1)?.[0] ?? null;
}

/**
 * Two different people with the same CPF or RG ("Nome: Rodrigo … CPF: 123.456.789-09" and
 * "CÔNJUGE: Nome: Camila … CPF: 123.456.789-09"): the data of one was copied onto the other, and
 * it is not known who is bound. Documents with no name between them belong to the same person
 * ("Nome: …⏎RG: …⏎CPF: …"); the same person written twice ("JOSE ROBERTO FARIAS DE MELO",
 * "JoseRobertoFariasde Melo") is one holder.
 */
function sharedDocuments(doc: AnalyzedDocument): RawFinding[] {
  const seen = new Map<string, { span: Span; holder: string }>();
  const pairs = new Map<string, { kinds: string[]; spans: Span[]; holders: [string, string] }>();
  let previous: { end: number; holder: string | null } = { end: 0, holder: null };
  for (const match of doc.fold.matchAll(PERSON_DOCUMENT)) {
    const span = matchSpan(match);
    const holder = holderBefore(doc, previous.end, span.start) ?? previous.holder;
    previous = { end: span.end, holder };
    const number = match.groups!.v!.replace(/[^\dx]/gu, '');
    // A number of one repeated digit ("000.000.000-00") is a filler, not anyone's document.
    if (holder === null || /^(\d)\1+$/u.test(number)) continue;
    const kind = match.groups!.kind!.startsWith('cpf') ? 'CPF' : 'RG';
    const first = seen.get(`${kind}|${number}`);
    if (first === undefined) {
      seen.set(`${kind}|${number}`, { span, holder });
      continue;
    }
    if (isSamePerson(first.holder, holder)) continue;
    const key = `${nameKey(first.holder)}|${nameKey(holder)}`;
    const pair = pairs.get(key) ?? { kinds: [], spans: [], holders: [first.holder, holder] };
    pair.kinds.push(kind);
    pair.spans.push(span, first.span);
    pairs.set(key, pair);
  }
  return [...pairs.values()].map(({ kinds, spans, holders }) => {
    const [place, ...others] = spans.sort((a, b) => a.start - b.start);
    const documents = [...new Set(kinds)].map((kind) => `o mesmo ${kind}`).join(' e ');
    return findingOf(SPECS.documentoRepetido, place!, {
      description: `${holders[0]} e ${holders[1]} aparecem com ${documents}; os dados de uma pessoa foram copiados para a outra, e não se sabe quem de fato se obriga.`,
      occurrences: others,
    });
  });
}

/**
 * A company whose name carries the legal form of a business company ("… LTDA") qualified as an
 * association or another non-profit legal person ("associação civil, inscrita no CNPJ…"), or the
 * other way round: a different kind of legal person (CC arts. 44, 53, 62 and 981), with different
 * bodies that represent it.
 */
function twoLegalForms(doc: AnalyzedDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  const starts = doc.entities.parties.map((party) => party.start);
  for (const party of doc.entities.parties) {
    if (party.name === null) continue;
    const name = doc.fold.slice(party.start, party.end);
    const next = Math.min(...starts.filter((start) => start > party.end), party.end + FORM_REACH);
    const tail = doc.fold.slice(party.end, next);
    const end = QUALIFICATION_END.exec(tail)?.index ?? tail.length;
    const qualification = tail.slice(0, end);
    const conflict = COMPANY_FORM.test(name)
      ? NONPROFIT_FORM.exec(qualification)
      : NONPROFIT_NAME.test(name)
        ? COMPANY_FORM.exec(qualification)
        : null;
    if (conflict === null) continue;
    const start = party.end + conflict.index;
    const span = { start, end: start + conflict[0].length };
    findings.push(
      findingOf(SPECS.formaJuridica, span, {
        description: `"${party.name.trim()}" é qualificada como "${written(doc, span)}", outra forma de pessoa jurídica; cada forma tem seus próprios representantes, e não se sabe quem pode assinar por ela.`,
      }),
    );
  }
  return findings;
}

/**
 * contradicao.qualificacao_inconsistente: one finding per clause (the qualification of one party
 * is one problem to fix, however many of its facts disagree), its places listed.
 */
export function qualificationConflicts(doc: AnalyzedDocument): RawFinding[] {
  const { clauseAt } = indexDocument(doc);
  const byClause = new Map<string, RawFinding>();
  const all = [...twoCivilStatuses(doc), ...sharedDocuments(doc), ...twoLegalForms(doc)];
  for (const finding of all.sort((a, b) => a.start - b.start)) {
    const ref = clauseAt(finding.start).ref;
    const first = byClause.get(ref);
    if (first === undefined) {
      byClause.set(ref, finding);
      continue;
    }
    byClause.set(ref, {
      ...first,
      ...(first.title === finding.title ? {} : { title: QUALIFICATION_TITLE }),
      description: `${first.description} ${finding.description}`,
      occurrences: [
        ...(first.occurrences ?? []),
        { start: finding.start, end: finding.end },
        ...(finding.occurrences ?? []),
      ],
    });
  }
  return [...byClause.values()];
}

/** The title of one qualification that disagrees with itself in more than one way. */
const QUALIFICATION_TITLE = 'Qualificação contraditória';
