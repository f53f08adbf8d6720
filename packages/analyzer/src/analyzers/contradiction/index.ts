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
  CLAUSE_REFERENCE,
  DOWN_PAYMENT,
  EXTERNAL_REFERENCE,
  FORUM_ELECTION,
  INSTALMENTS,
  NUMBER_AND_WORDS,
  PARAMETERS,
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

interface Occurrence {
  value: number;
  start: number;
  end: number;
  sentence: Sentence;
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
    case 'number': {
      const raw = groups.n ?? groups.n2;
      return raw === undefined ? null : parseBrNumber(raw);
    }
    default: {
      const unknown: never = parameter.unit;
      return unknown;
    }
  }
}

function describeValue(parameter: ParameterPattern, value: number): string {
  if (parameter.unit === 'money') return formatMoney(value);
  if (parameter.unit === 'months') return `${formatNumber(value)} meses`;
  if (parameter.key === 'multa_mora') return `${formatNumber(value)}%`;
  if (parameter.key === 'vencimento') return `dia ${value}`;
  return `${formatNumber(value)} dias`;
}

function divergentValues(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const groups = new Map<string, { parameter: ParameterPattern; items: Occurrence[] }>();
  for (const sentence of sentences) {
    for (const parameter of PARAMETERS) {
      if (parameter.context && !parameter.context.test(sentence.fold)) continue;
      for (const match of sentence.fold.matchAll(parameter.pattern)) {
        const value = valueOf(parameter, match);
        if (value === null) continue;
        const role = parameter.byRole
          ? (roleMentions(doc, sentence.fold, sentence.start)[0]?.key ?? '')
          : '';
        const key = `${parameter.key}|${role}`;
        const group = groups.get(key) ?? { parameter, items: [] };
        const start = sentence.start + match.index;
        group.items.push({ value, start, end: start + match[0].length, sentence });
        groups.set(key, group);
      }
    }
  }
  const findings: RawFinding[] = [];
  for (const { parameter, items } of groups.values()) {
    const first = items[0]!;
    const other = items.find(
      (item) =>
        !agrees(item.value, first.value) && item.sentence.clause.ref !== first.sentence.clause.ref,
    );
    if (other === undefined) continue;
    findings.push(
      findingOf(SPECS.valorDivergente, other, {
        description: `O contrato fixa ${parameter.label} em ${describeValue(parameter, first.value)} (${first.sentence.clause.ref}) e em ${describeValue(parameter, other.value)} (${other.sentence.clause.ref}).`,
      }),
    );
  }
  return findings;
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
