/**
 * contradictionAnalysis: numbers that disagree with their words, parameters stated with two
 * values, two courts, sums that do not add up, references to clauses that do not exist and
 * roles that were never qualified.
 */
import { parseNumberWords } from '../../entities/number-words';
import { parseOrdinalWords } from '../../text/ordinals';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts } from '../facts';
import { mainRoles, roleMentions } from '../roles';
import { findingOf, formatMoney, formatNumber } from '../rule';
import {
  BASE_END,
  BASE_FILLER,
  BASE_WORDS,
  CLAUSE_REFERENCE,
  DOWN_PAYMENT,
  EXTERNAL_REFERENCE,
  FORUM_ELECTION,
  INSTALMENTS,
  NUMBER_AND_WORDS,
  PARAMETERS,
  RATE_BASE,
  RATE_PARAMETERS,
  RATE_PERIOD_WORDS,
  RATE_SCHEDULE,
  SPECS,
  TOTAL_MONEY,
  UNIT_PRICE,
  type ParameterPattern,
} from './patterns';

/** Two amounts agree when they differ by less than a cent or 0.5% (rounded instalments). */
const agrees = (a: number, b: number): boolean =>
  Math.abs(a - b) < Math.max(0.01, Math.max(a, b) * 0.005);

function numberVersusWords(sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(NUMBER_AND_WORDS)) {
      const words = parseNumberWords(match.groups!.words!);
      if (words === null) continue;
      const digits = parseBrNumber(match.groups!.num!);
      if (agrees(digits, words)) continue;
      const start = sentence.start + match.index;
      findings.push(
        findingOf(
          SPECS.numeroExtenso,
          { start, end: start + match[0].length },
          {
            description: `O texto diz ${formatNumber(digits)} em algarismos, mas ${formatNumber(words)} por extenso ("${match.groups!.words!.trim()}").`,
          },
        ),
      );
    }
  }
  return findings;
}

type Period = 'mês' | 'ano' | 'dia';

interface Occurrence {
  value: number;
  start: number;
  end: number;
  sentence: Sentence;
  /** Period of a rate ("ao mês"), null when not stated. */
  period: Period | null;
  /** Words naming the base of a rate ("faturamento bruto"), null when not stated. */
  base: string | null;
}

/** Values of one parameter (one role, for parameters kept per role), in document order. */
interface ParameterGroup {
  label: string;
  describe: (item: Occurrence) => string;
  items: Occurrence[];
}

function valueOf(parameter: ParameterPattern, match: RegExpMatchArray): number | null {
  const groups = match.groups!;
  switch (parameter.unit) {
    case 'money':
      return parseBrNumber(groups.v!);
    case 'months': {
      const amount = Number(groups.n);
      const unit = groups.u!;
      if (unit.startsWith('ano')) return amount * 12;
      return unit.startsWith('mes') ? amount : amount / 30;
    }
    case 'number':
    case 'percent': {
      const raw = groups.n ?? groups.n2;
      return raw === undefined ? null : parseBrNumber(raw);
    }
    default: {
      const unknown: never = parameter.unit;
      return unknown;
    }
  }
}

function describerOf(parameter: ParameterPattern): (item: Occurrence) => string {
  if (parameter.unit === 'money') return ({ value }) => formatMoney(value);
  if (parameter.unit === 'months') return ({ value }) => `${formatNumber(value)} meses`;
  if (parameter.unit === 'percent') return describeRate;
  if (parameter.key === 'vencimento') return ({ value }) => `dia ${value}`;
  return ({ value }) => `${formatNumber(value)} dias`;
}

const describeRate = ({ value, period }: Occurrence): string =>
  `${formatNumber(value)}%${period === null ? '' : ` ao ${period}`}`;

/** Two rates are the same parameter unless they state different periods or bases. */
function isSameParameter(a: Occurrence, b: Occurrence): boolean {
  if (a.period !== null && b.period !== null && a.period !== b.period) return false;
  if (a.base === null || b.base === null) return true;
  // "faturamento bruto" and "faturamento bruto mensal" name the same base.
  return a.base.startsWith(b.base) || b.base.startsWith(a.base);
}

/** The base of a rate in a few words ("sobre o faturamento bruto do mês" → "faturamento bruto"). */
function baseAfter(fold: string): string | null {
  const base = RATE_BASE.exec(fold)?.groups!.base;
  if (base === undefined) return null;
  const words: string[] = [];
  for (const word of base.split(/\s+/u)) {
    if (BASE_END.test(word) || words.length === BASE_WORDS) break;
    if (!BASE_FILLER.test(word)) words.push(word);
  }
  return words.length === 0 ? null : words.join(' ');
}

function periodBefore(gap: string): Period | null {
  return RATE_PERIOD_WORDS.find(({ pattern }) => pattern.test(gap))?.period ?? null;
}

const firstRole = (doc: AnalyzedDocument, sentence: Sentence): string =>
  roleMentions(doc, sentence.fold, sentence.start)[0]?.key ?? '';

/** How far before a percentage its noun may stand. */
const RATE_WINDOW = 80;

function stateParameters(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  add: (key: string, group: Omit<ParameterGroup, 'items'>, item: Occurrence) => void,
): void {
  for (const sentence of sentences) {
    for (const parameter of PARAMETERS) {
      if (parameter.context && !parameter.context.test(sentence.fold)) continue;
      for (const match of sentence.fold.matchAll(parameter.pattern)) {
        const value = valueOf(parameter, match);
        if (value === null) continue;
        const role = parameter.byRole ? firstRole(doc, sentence) : '';
        const start = sentence.start + match.index;
        add(
          `${parameter.key}|${role}`,
          { label: parameter.label, describe: describerOf(parameter) },
          { value, start, end: start + match[0].length, sentence, period: null, base: null },
        );
      }
    }
  }
}

/** Named rates ("royalties de 6%"): each percentage entity read with the noun before it. */
function stateRates(
  doc: AnalyzedDocument,
  add: (key: string, group: Omit<ParameterGroup, 'items'>, item: Occurrence) => void,
): void {
  const { sentenceAt } = indexDocument(doc);
  for (const rate of doc.entities.percentages) {
    const sentence = sentenceAt(rate.start);
    if (sentence === null || RATE_SCHEDULE.test(sentence.fold)) continue;
    const offset = rate.start - sentence.start;
    const before = sentence.fold.slice(Math.max(0, offset - RATE_WINDOW), offset);
    const parameter = RATE_PARAMETERS.find(
      (candidate) =>
        candidate.noun.test(before) &&
        (candidate.context === undefined || candidate.context.test(sentence.fold)),
    );
    if (parameter === undefined) continue;
    const gap = before.slice(before.search(parameter.noun));
    const role = parameter.byRole ? firstRole(doc, sentence) : '';
    add(
      `${parameter.key}|${role}`,
      { label: parameter.label, describe: describeRate },
      {
        value: rate.value,
        start: rate.start,
        end: rate.end,
        sentence,
        period: rate.period ?? periodBefore(gap),
        base: baseAfter(sentence.fold.slice(rate.end - sentence.start)),
      },
    );
  }
}

function divergentValues(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const groups = new Map<string, ParameterGroup>();
  const add = (key: string, group: Omit<ParameterGroup, 'items'>, item: Occurrence) => {
    const found = groups.get(key) ?? { ...group, items: [] };
    found.items.push(item);
    groups.set(key, found);
  };
  stateParameters(doc, sentences, add);
  stateRates(doc, add);
  const findings: RawFinding[] = [];
  for (const { label, describe, items } of groups.values()) {
    const pair = firstDivergence(items);
    if (pair === null) continue;
    const [first, other] = pair;
    findings.push(
      findingOf(SPECS.valorDivergente, other, {
        description: `O contrato fixa ${label} em ${describe(first)} (${first.sentence.clause.ref}) e em ${describe(other)} (${other.sentence.clause.ref}).`,
      }),
    );
  }
  return findings;
}

/**
 * The first value that disagrees, in another clause, with the first statement of the same
 * parameter. Rates of different periods or bases are different parameters: each item is held
 * against the first item it is comparable with (one reference per period/base, so linear).
 */
function firstDivergence(items: readonly Occurrence[]): [Occurrence, Occurrence] | null {
  const references: Occurrence[] = [];
  const signatures = new Set<string>();
  for (const item of items) {
    const reference = references.find((candidate) => isSameParameter(candidate, item));
    if (
      reference !== undefined &&
      !agrees(item.value, reference.value) &&
      item.sentence.clause.ref !== reference.sentence.clause.ref
    ) {
      return [reference, item];
    }
    const signature = `${item.period}|${item.base}`;
    if (!signatures.has(signature)) {
      references.push(item);
      signatures.add(signature);
    }
  }
  return null;
}

function twoForums(doc: AnalyzedDocument): RawFinding[] {
  const forums = documentFacts(doc).forums.filter((forum) =>
    FORUM_ELECTION.test(forum.sentence.fold),
  );
  const first = forums[0];
  const other = forums.find((forum) => first !== undefined && forum.city !== first.city);
  if (first === undefined || other === undefined) return [];
  return [
    findingOf(SPECS.foroDuplo, other, {
      description: `O contrato elege o foro de ${titleCase(first.city)} (${first.sentence.clause.ref}) e também o de ${titleCase(other.city)} (${other.sentence.clause.ref}).`,
    }),
  ];
}

const titleCase = (city: string): string =>
  city.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );

function arithmetic(sentences: readonly Sentence[]): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const instalments = INSTALMENTS.exec(sentence.fold);
    if (instalments) {
      const count = Number(instalments.groups!.count);
      const each = parseBrNumber(instalments.groups!.v!);
      const down = DOWN_PAYMENT.exec(sentence.fold);
      const downValue = down ? parseBrNumber(down.groups!.v!) : 0;
      // The total may come before ("preço total de R$ X, em 6 parcelas") or after
      // ("em 12 parcelas de R$ Y, totalizando R$ X").
      const total = [...sentence.fold.matchAll(TOTAL_MONEY)]
        .map((match) => parseBrNumber(match.groups!.v!))
        .find((value) => value !== downValue && value !== each);
      if (total !== undefined && count > 1 && !agrees(count * each + downValue, total)) {
        const start = sentence.start + instalments.index;
        findings.push(
          findingOf(
            SPECS.aritmetica,
            { start, end: start + instalments[0].length },
            {
              description: `${count} parcelas de ${formatMoney(each)}${downValue ? ` mais a entrada de ${formatMoney(downValue)}` : ''} somam ${formatMoney(count * each + downValue)}, e não o total de ${formatMoney(total)} declarado.`,
            },
          ),
        );
      }
    }
    const unit = UNIT_PRICE.exec(sentence.fold);
    if (unit) {
      const quantity = Number(unit.groups!.qty);
      const price = parseBrNumber(unit.groups!.v!);
      const total = [...sentence.fold.matchAll(TOTAL_MONEY)]
        .filter((match) => match.index! > unit.index)
        .map((match) => parseBrNumber(match.groups!.v!))
        .find((value) => value !== price);
      if (total !== undefined && !agrees(quantity * price, total)) {
        const start = sentence.start + unit.index;
        findings.push(
          findingOf(
            SPECS.aritmetica,
            { start, end: start + unit[0].length },
            {
              description: `${quantity} unidades a ${formatMoney(price)} somam ${formatMoney(quantity * price)}, e não o total de ${formatMoney(total)} declarado.`,
            },
          ),
        );
      }
    }
  }
  return findings;
}

function missingReferences(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const existing = new Set(
    doc.clauses
      .filter(
        (clause) => clause.number !== null && (clause.kind === 'clause' || clause.kind === 'item'),
      )
      .map((clause) => clause.number!.join('.')),
  );
  if (existing.size === 0) return [];
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.fold.matchAll(CLAUSE_REFERENCE)) {
      const after = sentence.fold.slice(
        match.index + match[0].length,
        match.index + match[0].length + 40,
      );
      if (EXTERNAL_REFERENCE.test(after)) continue;
      const { num, ord } = match.groups!;
      const target = num ?? (ord === undefined ? null : parseOrdinalWords(ord)?.toString());
      if (target === null || target === undefined || existing.has(target)) continue;
      const start = sentence.start + match.index;
      const cited = doc.text.slice(start, start + match[0].length);
      findings.push(
        findingOf(
          SPECS.referenciaInexistente,
          { start, end: start + match[0].length },
          { description: `O texto remete à "${cited}", que não existe neste contrato.` },
        ),
      );
    }
  }
  return findings;
}

function undefinedRoles(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const defined = new Set(mainRoles(doc));
  if (defined.size === 0) return [];
  for (const sentence of indexDocument(doc).preambleSentences) {
    for (const mention of roleMentions(doc, sentence.fold, sentence.start))
      defined.add(mention.key);
  }
  const reported = new Set<string>();
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const mention of roleMentions(doc, sentence.fold, sentence.start)) {
      if (!mention.isCapitalised || defined.has(mention.key) || reported.has(mention.key)) continue;
      reported.add(mention.key);
      const name = doc.text.slice(mention.start, mention.end);
      findings.push(
        findingOf(SPECS.papelIndefinido, mention, {
          description: `O texto menciona "${name}", mas nenhuma parte com esse papel foi qualificada no contrato.`,
        }),
      );
    }
  }
  return findings;
}

/** contradictionAnalysis (see module doc). */
export const contradictionAnalyzer: Analyzer = {
  criterion: 'contradictionAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...numberVersusWords([...indexDocument(doc).preambleSentences, ...sentences]),
      ...divergentValues(doc, sentences),
      ...twoForums(doc),
      ...arithmetic(sentences),
      ...missingReferences(doc, sentences),
      ...undefinedRoles(doc, sentences),
    ];
  },
};
