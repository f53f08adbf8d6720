/**
 * The standard elements of the contract (the checklist), found by what the text does — the
 * wording rules of `analyzers/default-clauses/patterns.ts` or the clause-function model, whichever
 * finds it — and expected according to the document's kind and regime (no price in a donation,
 * no termination in a unilateral declaration, no witnesses in a consumer's adhesion form, no
 * court in an employment contract). Every analyzer reads this fact: an element found here is
 * never called missing anywhere else.
 */
import type { TDefaultClauseItem, TDefaultClauseKey } from '@contrato-claro/shared';
import { indexDocument } from '../analyzers/document-index';
import {
  CHECKLIST,
  ELECTRONIC_SIGNATURE,
  MODEL_VETO,
  PLACE_DATE_LINE,
  QUALIFICATION,
  SENTENCE_END,
  SIGNATURE_RULE,
  SIGNING_ALL,
  WITNESS_HEADING,
  type ChecklistItem,
} from '../analyzers/default-clauses/patterns';
import { mainRoles, ROLE_PATTERN } from '../analyzers/roles';
import {
  bestParagraph,
  CLAUSE_FUNCTIONS,
  clauseFunctions,
  type ClauseFunction,
} from '../clause-functions';
import { rate } from '../rules/figures';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import { documentFacts } from '../analyzers/facts';
import { conceptOf, speaksOf } from './element-concepts';
import { regimeOf } from './regime';

/** A paragraph performs a function when the model gives it at least this probability. */
export const FUNCTION_THRESHOLD = 0.5;

const cache = new WeakMap<AnalyzedDocument, TDefaultClauseItem[]>();

/** The first clause whose folded title matches. */
function titledClause(doc: AnalyzedDocument, title: RegExp | null | undefined): string | null {
  if (title === null || title === undefined) return null;
  const clause = doc.clauses.find(
    (candidate) => candidate.title !== null && title.test(foldText(candidate.title)),
  );
  return clause?.ref ?? null;
}

/** Where the wording rules find an element, as a clause ref. */
function ruleEvidence(doc: AnalyzedDocument, item: ChecklistItem): string | null {
  const index = indexDocument(doc);
  const type = doc.classification.contractType;
  switch (item.key) {
    case 'partes': {
      const preamble = doc.clauses.find((clause) => clause.kind === 'preamble');
      const isQualified = index.preambleSentences.some((s) => QUALIFICATION.test(s.fold));
      const documents = index.preambleSentences.reduce(
        (count, s) => count + (s.fold.match(/\b(?:cpf|cnpj)\b/gu)?.length ?? 0),
        0,
      );
      const hasTwoSides =
        doc.entities.parties.length >= 2 || mainRoles(doc).length >= 2 || documents >= 2;
      // Two parties named in the qualification identify who contracts, even when their
      // documents are missing (an incomplete qualification is not an absent one).
      const named = doc.entities.parties.filter((party) => party.name !== null).length;
      return preamble !== undefined && ((isQualified && hasTwoSides) || named >= 2)
        ? preamble.ref
        : null;
    }
    case 'assinaturas': {
      const area = signingArea(doc);
      return area !== null && hasPartySignature(doc, area) ? index.clauseAt(area.start).ref : null;
    }
    case 'testemunhas': {
      const block = doc.clauses.find((clause) => clause.kind === 'signatures');
      if (block !== undefined) {
        const blockFold = doc.fold.slice(block.start, block.end);
        // Witnesses, or an electronic signature recorded under the signatures ("Aceite
        // eletrônico registrado pelo aplicativo em …"), as anywhere else.
        if (/\btestemunhas?\b/u.test(blockFold) || ELECTRONIC_SIGNATURE.test(blockFold)) {
          return block.ref;
        }
      }
      const electronic = index.sentences.find((s) => ELECTRONIC_SIGNATURE.test(s.fold));
      if (electronic !== undefined) return electronic.clause.ref;
      break;
    }
    default:
      break;
  }
  const titled = titledClause(doc, item.title);
  if (titled !== null) return titled;
  const sentences = item.inPreamble
    ? [...index.sentences, ...index.preambleSentences]
    : index.sentences;
  for (const body of [item.body, item.bodyByType?.[type]]) {
    if (body === undefined || body === null) continue;
    const matches = (s: (typeof sentences)[number]) => body.test(s.fold);
    const weak = item.weakBody;
    const sentence =
      (weak === undefined ? undefined : sentences.find((s) => matches(s) && !weak.test(s.fold))) ??
      sentences.find(matches);
    if (sentence !== undefined) return sentence.clause.ref;
  }
  return titledClause(doc, item.weakTitle);
}

/** A half-open span of the text. */
interface Span {
  start: number;
  end: number;
}

/**
 * Where the parties sign: from the end of the last closing formula ("as partes assinam o presente
 * em duas vias…", before or at the head of the signature block) to the end of the signature
 * block, or of the document when it has none; the signature block alone when it has no formula.
 * Null when the document has neither.
 */
export function signingArea(doc: AnalyzedDocument): Span | null {
  const block = doc.clauses.find((clause) => clause.kind === 'signatures');
  const end = block?.end ?? doc.text.length;
  const formula = [...doc.fold.slice(0, end).matchAll(SIGNING_ALL)].at(-1);
  if (formula === undefined) return block === undefined ? null : { start: block.start, end };
  const after = formula.index + formula[0].length;
  const sentenceEnd = SENTENCE_END.exec(doc.fold.slice(after, end));
  return { start: sentenceEnd === null ? end : after + sentenceEnd.index + 1, end };
}

/**
 * Whether the signing area has a place for a party, before the witnesses' lines: a rule to sign
 * on that is not the place-and-date line, a party's role or name, or an electronic signature.
 * "Testemunhas: ____ ____" alone, or only "______, ___ de ______ de ____", leaves the parties
 * nowhere to sign.
 */
function hasPartySignature(doc: AnalyzedDocument, area: Span): boolean {
  const names = doc.entities.parties.flatMap((party) =>
    [party.role, party.name ?? ''].map((word) => foldText(word).trim()).filter((w) => w !== ''),
  );
  for (const line of doc.fold.slice(area.start, area.end).split('\n')) {
    if (WITNESS_HEADING.test(line)) return false;
    if (
      (SIGNATURE_RULE.test(line) && !PLACE_DATE_LINE.test(line)) ||
      line.search(ROLE_PATTERN) !== -1 ||
      names.some((name) => line.includes(name)) ||
      ELECTRONIC_SIGNATURE.test(line)
    ) {
      return true;
    }
  }
  return false;
}

/** Where the clause-function model finds an element (its most likely paragraph), as a clause ref. */
function modelEvidence(doc: AnalyzedDocument, fn: ClauseFunction): string | null {
  const { clauseAt } = indexDocument(doc);
  const veto = MODEL_VETO[fn];
  let best: { ref: string; score: number } | null = null;
  for (const paragraph of clauseFunctions(doc)) {
    const score = paragraph.scores[fn];
    if (score < FUNCTION_THRESHOLD || (best !== null && score <= best.score)) continue;
    if (veto?.(doc.fold.slice(paragraph.start, paragraph.end))) continue;
    const clause = clauseAt(paragraph.start);
    if (clause.kind === 'signatures') continue;
    best = { ref: clause.ref, score };
  }
  return best?.ref ?? null;
}

const isModelled = (key: TDefaultClauseKey): key is ClauseFunction =>
  (CLAUSE_FUNCTIONS as readonly string[]).includes(key);

/** A convênio or a cooperation agreement (between institutions, an internship agent…). */
const COOPERATION_TITLE =
  /\b(?:convenio|(?:acordo|termo)\s+de\s+(?:cooperacao|parceria\s+institucional))\b/u;

/** An agreement or amendment within an employment (hours compensation, an addendum). */
const AGREEMENT_TITLE = /^(?:acordo|termo\s+aditivo|aditivo)\b/u;

/** A price that is a share of revenue or sales adjusts itself: it needs no index. */
const PROPORTIONAL_PRICE = new RegExp(
  String.raw`\b${rate()}\s*(?:do|da|dos|das|sobre\s+[oa]s?)\s+(?:faturamento|receitas?|vendas|valor\s+(?:das\s+vendas|liquido|bruto|dos\s+pedidos))\b`,
  'u',
);

/**
 * Which elements a lawyer expects in this kind of document. Every document: who the parties
 * are and what it is about; a bilateral one: the duties; a signed one: signatures. Then by
 * regime: a price unless it is free; a term when it lasts; termination unless one person only
 * declares or the deal ends by itself (a loan ends when repaid, a donation when made); a penalty
 * where a breach is hard to prove in money (NDAs) or is the usual remedy (leases, sales,
 * franchises); a court unless labour courts decide (employment, internship); secrecy where
 * information is the deal (NDAs, licences, franchises); data protection where a
 * business processes people's data to perform the deal (consumer services, online terms,
 * adhesion forms offered by companies, licences, NDAs, schools, internship terms, a consumer's
 * purchase at a distance; not a sale at the counter, a lease or an employment form); price adjustment when recurring payments in fixed amounts last more than a
 * year (Lei 10.192/2001 allows it only yearly; a share of revenue adjusts itself); witnesses where the document should be an enforceable
 * title (CPC art. 784, III: leases, private sales, loans, partnerships). Force majeure is never
 * required: the Civil Code (art. 393) already governs it.
 */
export function expectedElements(doc: AnalyzedDocument): Set<TDefaultClauseKey> {
  const regime = regimeOf(doc);
  const type = regime.contractType;
  const expected = new Set<TDefaultClauseKey>(['partes', 'objeto']);
  const add = (key: TDefaultClauseKey, when: boolean) => {
    if (when) expected.add(key);
  };
  const isLabour = regime.isEmployment || regime.isInternship;
  const isSale = type === 'Compra e venda' || type === 'Promessa de compra e venda';
  // A convênio or cooperation agreement joins efforts; no side pays the other a price.
  const isCooperation = COOPERATION_TITLE.test(foldText(doc.classification.contractTitle ?? ''));
  const isOnerous = !regime.isGratuitous && !regime.isUnilateral && !isCooperation;
  const hasCompany = doc.entities.parties.some((party) => party.document?.kind === 'CNPJ');
  const { term } = documentFacts(doc);
  const isShort = term !== null && term.months !== null && term.months <= 12;
  const isProportional = PROPORTIONAL_PRICE.test(doc.fold);
  add('obrigacoes', !regime.isUnilateral);
  add('assinaturas', !regime.isOnlineTerms);
  add('rescisao', !regime.isUnilateral && type !== 'Mútuo' && type !== 'Doação');
  // An agreement within an employment (hours compensation, an amendment) sets no price.
  const isEmploymentAgreement =
    regime.isEmployment &&
    (type !== 'Trabalho' || AGREEMENT_TITLE.test(foldText(doc.classification.contractTitle ?? '')));
  add(
    'pagamento',
    isOnerous && type !== 'Confidencialidade' && !regime.isOnlineTerms && !isEmploymentAgreement,
  );
  add('vigencia', (regime.isLasting && !regime.isOnlineTerms && !isSale) || regime.isUnilateral);
  add(
    'multa',
    isOnerous && (regime.isLease || isSale || type === 'Confidencialidade' || type === 'Franquia'),
  );
  add('foro', !isLabour);
  add(
    'confidencialidade',
    type === 'Confidencialidade' || type === 'Licença de software' || type === 'Franquia',
  );
  // An internship term is signed by the student, the grantor and the school (Lei 11.788, art. 3º,
  // II), often through an agent: the student's data pass between all of them. A consumer's
  // purchase made at a distance runs on the seller's systems (a customer area, payments), unlike
  // a sale signed at the counter.
  const isInternshipTerm = regime.isInternship && !isCooperation;
  const isDistanceSale = isSale && regime.isConsumer && regime.isDistance;
  add(
    'protecao_dados',
    isInternshipTerm ||
      (!isLabour &&
        !regime.isLease &&
        (!isSale || isDistanceSale) &&
        (regime.isOnlineTerms ||
          (regime.isConsumer && type !== 'Comodato') ||
          (regime.isAdhesion && hasCompany) ||
          ['Licença de software', 'Confidencialidade', 'Serviços educacionais'].includes(type))),
  );
  add(
    'reajuste',
    regime.hasRecurringPayments &&
      regime.isLasting &&
      isOnerous &&
      !isLabour &&
      !isShort &&
      !isProportional &&
      !['Mútuo', 'Franquia', 'Sociedade'].includes(type),
  );
  add(
    'testemunhas',
    !regime.isAdhesion &&
      !isLabour &&
      (regime.isLease || isSale || type === 'Mútuo' || type === 'Parceria'),
  );
  return expected;
}

/**
 * Where the text speaks of an element in a wording the rules and the model do not know: its
 * broad concept (`element-concepts.ts`) in a sentence of the body or the preamble. An element is
 * only called missing when the text never speaks of it.
 */
function conceptEvidence(doc: AnalyzedDocument, key: TDefaultClauseKey): string | null {
  const concept = conceptOf(key);
  if (concept === undefined) return null;
  const index = indexDocument(doc);
  const sentence = [...index.preambleSentences, ...index.sentences].find((s) =>
    speaksOf(concept, s.fold),
  );
  return sentence?.clause.ref ?? null;
}

/** The standard-clause checklist of a document, in the order of DEFAULT_CLAUSE_KEYS. */
export function checklistOf(doc: AnalyzedDocument): TDefaultClauseItem[] {
  let items = cache.get(doc);
  if (items !== undefined) return items;
  const expected = expectedElements(doc);
  items = CHECKLIST.map((item) => {
    const ref =
      ruleEvidence(doc, item) ??
      (isModelled(item.key) ? modelEvidence(doc, item.key) : null) ??
      conceptEvidence(doc, item.key);
    const result: TDefaultClauseItem = {
      key: item.key,
      label: item.label,
      expected: expected.has(item.key),
      present: ref !== null,
    };
    if (ref !== null) result.clauseRef = ref;
    return result;
  });
  cache.set(doc, items);
  return items;
}

/** Whether the checklist finds `key` in the document. */
export const hasElement = (doc: AnalyzedDocument, key: TDefaultClauseKey): boolean =>
  checklistOf(doc).some((item) => item.key === key && item.present);

/**
 * The folded text of the clause that states what the contract is for: the top-level clause of
 * the paragraph the clause-function model reads as the object ('' when none scores enough).
 * Rules read it to tell the core of what is sold from a side matter.
 */
export function objectText(doc: AnalyzedDocument): string {
  const paragraph = bestParagraph(doc, 'objeto', FUNCTION_THRESHOLD);
  if (paragraph === null) return '';
  const { topOf, clauseAt } = indexDocument(doc);
  const clause = topOf(clauseAt(paragraph.start));
  return doc.fold.slice(clause.start, clause.end);
}
