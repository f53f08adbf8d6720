/**
 * defaultClauses: the standard elements this kind of document needs and lacks. The checklist
 * itself is a fact (`facts/elements.ts`: found by the wording rules or the clause-function model,
 * expected by kind and regime); each expected element that neither finds is one finding, pointing
 * at what makes it necessary — every place the contract collects personal data for data
 * protection, the price for its adjustment, the signature block for witnesses — or at the title.
 */
import type { TDefaultClauseItem, TDefaultClauseKey, TSeverity } from '@contrato-claro/shared';
import { bestParagraph, type ClauseFunction } from '../../clause-functions';
import { checklistOf, FUNCTION_THRESHOLD, hasElement } from '../../facts/elements';
import {
  DISTANCE_CONTRACT,
  RECURRING_PAYMENT,
  regimeOf,
  WITHDRAWAL_RIGHT,
} from '../../facts/regime';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument } from '../document-index';
import { findingOf } from '../rule';
import { dataProtectionGaps } from './data-protection';
import { kindTerms } from './kind-terms';
import { CHECKLIST, SECRECY_DUTY, SPEC, WITHDRAWAL_SPEC, type ChecklistItem } from './patterns';

type Span = { start: number; end: number };

/**
 * Where the contract collects personal data: identity and contact fields, filiation, credit or
 * card data, "dados pessoais", a person's qualification box ("QUALIFICAÇÃO CONTRATANTE E
 * ALUNO"); not the address of a website ("no seguinte endereço", "endereço eletrônico").
 */
const PERSONAL_DATA =
  /\b(?:cpf|rg|cnh|identidade|passaporte|e-?mail|telefones?|celular|(?<!seguinte\s)endereco(?!\s+(?:eletronico|do\s+site|na\s+internet))|nome\s+d[ao]\s+(?:mae|pai)|filiacao|data\s+de\s+nascimento|cartoes?\s+de\s+credito|protecao\s+ao\s+credito|dados\s+(?:pessoais|cadastrais|bancarios)|qualificacao\s+(?:d[oa]s?\s+)?(?:contratante|alun[oa]|estudante|comprador|cliente|consumidor|responsavel|locatari[oa]))\b/gu;
/** How many places of personal data collection a finding lists. */
const MAX_DATA_PLACES = 12;

/** What a personal data field is, said to the reader. */
function dataKind(word: string): string {
  if (/^(?:cpf|rg|cnh|identidade|passaporte)$/u.test(word)) return 'documentos de identidade';
  if (/^(?:nome|filiacao|data)/u.test(word)) return 'filiação e nascimento';
  if (/^qualificacao/u.test(word)) return 'qualificação pessoal';
  if (/credito|bancarios/u.test(word)) return 'dados financeiros';
  if (/^dados/u.test(word)) return 'dados cadastrais';
  return 'contato e endereço';
}

/** The kinds of personal data the contract collects, in the order they first appear. */
const dataKinds = (doc: AnalyzedDocument): string[] => [
  ...new Set([...doc.fold.matchAll(PERSONAL_DATA)].map((match) => dataKind(match[0]))),
];

/** A company's own registration data before a field: its address is no personal data. */
const COMPANY_DATA = /\b(?:cnpj|razao\s+social|sede|pessoa\s+juridica)\b/gu;
/** Words that pass from a company's qualification to a person's ("e de outro lado", "CPF"). */
const PERSON_START =
  /\b(?:de\s+outro\s+lado|lado\s+outro|doravante|denominad[oa]|cpf|portador[a]?|nascid[oa])\b/u;
/** How far back on its line a field may belong to a company's qualification (characters). */
const COMPANY_REACH = 400;

/**
 * Whether a field belongs to a company's registration data: on its line, after the company's
 * CNPJ, seat or corporate name and before anything that starts a person's qualification.
 */
function isCompanyField(doc: AnalyzedDocument, at: number): boolean {
  const lineStart = doc.fold.lastIndexOf('\n', at) + 1;
  const before = doc.fold.slice(Math.max(lineStart, at - COMPANY_REACH), at);
  const company = [...before.matchAll(COMPANY_DATA)].at(-1);
  return company !== undefined && !PERSON_START.test(before.slice(company.index));
}

/** The lines where the contract collects personal data, one place per line. */
function personalDataPlaces(doc: AnalyzedDocument): Span[] {
  const places: Span[] = [];
  for (const match of doc.fold.matchAll(PERSONAL_DATA)) {
    if (isCompanyField(doc, match.index)) continue;
    const lineEnd = doc.fold.indexOf('\n', match.index);
    const end = Math.min(lineEnd === -1 ? doc.fold.length : lineEnd, match.index + 80);
    const last = places.at(-1);
    if (last !== undefined && match.index < last.end) continue;
    places.push({ start: match.index, end });
    if (places.length === MAX_DATA_PLACES) break;
  }
  return places;
}

/** How far around an amount the words that make it recurring are read ("R$ 450,00/mês"). */
const RECURRING_REACH = 120;
/** The contract renews itself for further periods. */
const RENEWAL =
  /\b(?:renovad[oa]|prorrogad[oa])s?\b[^.;]{0,80}\b(?:sucessiva|automatica|iguais|igual|periodos?)/u;

/** The recurring amounts of the price and the renewals that make an adjustment necessary. */
function adjustmentPlaces(doc: AnalyzedDocument): Span[] {
  const places: Span[] = doc.entities.money
    .filter((money) => {
      const around = doc.fold.slice(Math.max(0, money.start - RECURRING_REACH), money.end + 40);
      return RECURRING_PAYMENT.test(around);
    })
    .map(({ start, end }) => ({ start, end }));
  for (const sentence of indexDocument(doc).sentences) {
    const renewal = RENEWAL.exec(sentence.fold);
    if (renewal !== null) {
      const start = sentence.start + renewal.index;
      places.push({ start, end: start + renewal[0].length });
    }
  }
  return places.sort((a, b) => a.start - b.start).slice(0, MAX_DATA_PLACES);
}

/** Words that announce the parties' signatures: "abaixo assinado", "assinam o presente". */
const SIGNING_WORDS =
  /\b(?:abaixo\s+(?:assinad|firmad)[oa]s?(?:\(a\))?|(?:assinam|firmam|subscrevem)\s+o\s+presente)\b/u;

/**
 * Acceptance by conduct instead of a signature: "pelo primeiro uso do CARTÃO caracterizando a sua
 * aceitação", "a utilização dos serviços implica adesão".
 */
const ACCEPTANCE_BY_CONDUCT =
  /\b(?:primeiro|simples|mero)\s+uso\b[^.;]{0,60}?\b(?:aceitacao|adesao|aceite|concordancia)\b|\b(?:uso|utilizacao)\s+d[oa]s?\s+(?:\p{L}+\s+){0,2}?(?:implica|implicara|importa|importara|caracteriza|configura)\s+(?:a\s+|sua\s+|a\s+sua\s+)?(?:aceitacao|adesao|aceite|concordancia)\b/u;

/** The title line of the document. */
function titleOf(doc: AnalyzedDocument): Span {
  const newline = doc.text.indexOf('\n');
  return { start: 0, end: newline === -1 ? doc.text.length : newline };
}

/**
 * Where a missing element is felt most — the places that make it necessary — else the title.
 * The first place is where the finding points; the others are its occurrences.
 */
function placesOf(doc: AnalyzedDocument, key: TDefaultClauseKey): Span[] {
  const paragraph = (fn: ClauseFunction) => bestParagraph(doc, fn, FUNCTION_THRESHOLD);
  const one = (span: Span | null): Span[] => [span ?? titleOf(doc)];
  switch (key) {
    case 'protecao_dados': {
      const places = personalDataPlaces(doc);
      return places.length > 0 ? places : one(null);
    }
    case 'reajuste': {
      const places = adjustmentPlaces(doc);
      return places.length > 0 ? places : one(paragraph('pagamento'));
    }
    case 'multa': {
      // A missing penalty is felt at the duty it would sanction: secrecy in an NDA.
      const secrecy = indexDocument(doc).sentences.find((s) => SECRECY_DUTY.test(s.fold));
      return one(secrecy ?? paragraph('confidencialidade') ?? paragraph('obrigacoes'));
    }
    case 'vigencia':
      return one(paragraph('objeto'));
    case 'testemunhas':
    case 'assinaturas': {
      const block = doc.clauses.find((clause) => clause.kind === 'signatures');
      if (block !== undefined) return [block];
      // No signature block: the words that promise one ("eu, abaixo firmado"), those that take
      // use for acceptance instead, or the end.
      const promise = SIGNING_WORDS.exec(doc.fold) ?? ACCEPTANCE_BY_CONDUCT.exec(doc.fold);
      return [
        promise === null
          ? { start: Math.max(0, doc.text.length - 1), end: doc.text.length }
          : { start: promise.index, end: promise.index + promise[0].length },
      ];
    }
    default:
      return one(null);
  }
}

/** What a missing element means where it is felt. */
function descriptionOf(
  doc: AnalyzedDocument,
  item: TDefaultClauseItem,
  place: Span,
  otherPlaces: number,
): string {
  if (item.key === 'protecao_dados' && otherPlaces > 0) {
    return `O contrato coleta dados pessoais (${dataKinds(doc).join(', ')}), mas não diz para que serão usados, por quanto tempo serão guardados nem com quem serão compartilhados.`;
  }
  if (
    item.key === 'assinaturas' &&
    ACCEPTANCE_BY_CONDUCT.test(doc.fold.slice(place.start, place.end))
  ) {
    return 'O contrato não tem lugar para as assinaturas das partes e se dá por aceito pelo simples uso: sem assinatura, fica difícil provar o que foi aceito, por quem e quando.';
  }
  return `O contrato não tem cláusula de ${item.label.toLowerCase()}, esperada para este tipo de contrato.`;
}

/**
 * What a missing element costs here: its checklist severity, except a penalty missing from an
 * NDA — a leak's damage is hard to prove in money, so without a fine the discloser is left
 * with no remedy in practice.
 */
function severityOf(doc: AnalyzedDocument, spec: ChecklistItem): TSeverity {
  return spec.key === 'multa' && regimeOf(doc).contractType === 'Confidencialidade'
    ? 'média'
    : spec.severity;
}

/** The standard-clause checklist of a document (the fact, as the analysis reports it). */
export function defaultClauseChecklist(doc: AnalyzedDocument): TDefaultClauseItem[] {
  return checklistOf(doc);
}

/** defaultClauses (see module doc). */
export const defaultClausesAnalyzer: Analyzer = {
  criterion: 'defaultClauses',
  analyze(doc) {
    const findings: RawFinding[] = [];
    for (const item of checklistOf(doc)) {
      // A missing term is importantDatesAnalysis's finding (datas.sem_prazo), charged once.
      if (!item.expected || item.present || item.key === 'vigencia') continue;
      const spec = CHECKLIST.find((entry) => entry.key === item.key)!;
      const [first, ...others] = placesOf(doc, item.key);
      findings.push(
        findingOf(SPEC, first!, {
          title: spec.missingTitle,
          description: descriptionOf(doc, item, first!, others.length),
          occurrences: others,
          severity: severityOf(doc, spec),
          legalRef: spec.legalRef,
          missing: item.key,
        }),
      );
    }
    return [...findings, ...withdrawalRight(doc), ...dataProtectionGaps(doc), ...kindTerms(doc)];
  },
};

/**
 * A consumer purchase (the contract has a price) made at a distance that does not tell the consumer of the 7-day withdrawal
 * right (CDC art. 49): pointing at the words that make it a distance contract.
 */
function withdrawalRight(doc: AnalyzedDocument): RawFinding[] {
  const regime = regimeOf(doc);
  if (
    !regime.isConsumer ||
    !regime.isDistance ||
    !hasElement(doc, 'pagamento') ||
    WITHDRAWAL_RIGHT.test(doc.fold)
  ) {
    return [];
  }
  const distance = DISTANCE_CONTRACT.exec(doc.fold);
  const place =
    distance === null
      ? titleOf(doc)
      : { start: distance.index, end: distance.index + distance[0].length };
  return [findingOf(WITHDRAWAL_SPEC, place)];
}
