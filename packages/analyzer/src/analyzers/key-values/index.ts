/**
 * keyValuesAnalysis (financial risks): fines checked against the vetted legal table, default
 * interest and compounding, lease early-exit fines, guarantees and deposits, adjustment
 * periodicity and index, unlimited liability and full payment in advance.
 */
import { regimeOf } from '../../facts/regime';
import type { AnalyzedDocument, Analyzer, RawFinding } from '../../types';
import { indexDocument, parseBrNumber, type Sentence } from '../document-index';
import { documentFacts, MONEY_SOURCE, PENALTY_RENT } from '../facts';
import { findingOf, formatNumber, type RuleSpec } from '../rule';
import {
  ADJUSTMENT,
  ADJUSTMENT_MIN_MONTHS,
  ADJUSTMENT_PERIOD_REACH,
  CIVIL_LATE_FINE_MAX,
  COMPOUND,
  CONSUMER_LATE_FINE_MAX,
  DEPOSIT,
  DEPOSIT_MAX_RENTS,
  DEPOSIT_RENTS,
  EARLY_EXIT,
  FINE_PERCENT,
  FORFEIT_ALL_PAID,
  FINE_WORD,
  FORBIDDEN,
  FULL_ADVANCE,
  GUARANTEES,
  GUARANTEE_CONTEXT,
  INDEX_NAME,
  INSTALMENTS,
  INTEREST,
  LATE_PAYMENT,
  LONG_TERM_MONTHS,
  MONETARY,
  MONTHLY_INTEREST_MAX,
  NO_CORRECTION,
  NO_REDUCTION,
  NO_COMPOUNDING,
  NUMBER_WORDS,
  PENALTY_FINE_MAX,
  PER_DAY,
  PERIOD,
  PERIOD_MONTHS,
  PERIODIC_PAYMENT,
  PROPORTIONAL,
  REMAINING_RENTS,
  SPECS,
  UNLIMITED_LIABILITY,
} from './patterns';

const MONEY = new RegExp(MONEY_SOURCE, 'u');

const spanOf = (sentence: Sentence, match: RegExpExecArray | RegExpMatchArray) => {
  const start = sentence.start + match.index!;
  return { start, end: start + match[0].length };
};

function fines(doc: AnalyzedDocument, sentence: Sentence): RawFinding[] {
  const { isConsumer } = regimeOf(doc);
  const findings: RawFinding[] = [];
  for (const match of sentence.fold.matchAll(FINE_PERCENT)) {
    const rate = parseBrNumber((match.groups!.n ?? match.groups!.n2)!);
    const around = sentence.fold.slice(match.index, match.index + match[0].length + 60);
    if (PER_DAY.test(around)) continue;
    const isLate = LATE_PAYMENT.test(sentence.fold) && !/\bcompensatoria\b/u.test(sentence.fold);
    if (isLate) {
      const max = isConsumer ? CONSUMER_LATE_FINE_MAX : CIVIL_LATE_FINE_MAX;
      if (rate <= max) continue;
      findings.push(
        findingOf(SPECS.multaExcessiva, spanOf(sentence, match), {
          title: 'Multa por atraso acima do limite',
          description: isConsumer
            ? `A multa por atraso de ${formatNumber(rate)}% supera o limite de 2% das relações de consumo.`
            : `A multa por atraso de ${formatNumber(rate)}% supera o patamar usual de ${CIVIL_LATE_FINE_MAX}% e pode ser reduzida judicialmente.`,
          severity: isConsumer ? 'alta' : 'média',
          legalRef: isConsumer ? 'cdc.art52.p1' : 'cc.art412-413',
        }),
      );
    } else if (rate > PENALTY_FINE_MAX) {
      findings.push(
        findingOf(SPECS.multaExcessiva, spanOf(sentence, match), {
          description: `A multa de ${formatNumber(rate)}% é desproporcional e pode ser reduzida pelo juiz por ser manifestamente excessiva.`,
        }),
      );
    }
  }
  const forfeit = FORFEIT_ALL_PAID.exec(sentence.fold);
  if (forfeit) {
    findings.push(
      findingOf(SPECS.multaExcessiva, spanOf(sentence, forfeit), {
        title: 'Perda de todos os valores pagos',
        description:
          'A perda de tudo o que já foi pago funciona como multa de 100% e pode ser reduzida pelo juiz.',
        legalRef: isConsumer ? 'cdc.art53' : 'cc.art412-413',
      }),
    );
  }
  return findings;
}

function interest(doc: AnalyzedDocument, sentence: Sentence): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const match of sentence.fold.matchAll(INTEREST)) {
    const rate = parseBrNumber(match.groups!.n!);
    const period = match.groups!.period!;
    const periodText = doc.text.slice(
      sentence.start + match.index + match[0].length - period.length,
      sentence.start + match.index + match[0].length,
    );
    const monthly = /ano|a\.\s?a|anua/u.test(period)
      ? rate / 12
      : /dia|diari/u.test(period)
        ? rate * 30
        : rate;
    if (monthly <= MONTHLY_INTEREST_MAX + 1e-9) continue;
    findings.push(
      findingOf(SPECS.jurosMora, spanOf(sentence, match), {
        description: `Os juros de ${formatNumber(rate)}% ${periodText} equivalem a ${formatNumber(monthly)}% ao mês, acima de 1% ao mês.`,
      }),
    );
  }
  const compound = COMPOUND.exec(sentence.fold);
  if (compound && !NO_COMPOUNDING.test(sentence.fold))
    findings.push(findingOf(SPECS.jurosCompostos, spanOf(sentence, compound)));
  return findings;
}

/**
 * The tenant's early-exit fine must shrink with the time served (Lei 8.245 art. 4º). A
 * proportional reduction stated anywhere for the fine covers an exit clause that refers to it
 * ("pagando a multa prevista no item 10.2"); an exit that costs every remaining rent, or says
 * the fine is not reduced, is out of proportion whatever else the contract says.
 */
function earlyExitFine(sentences: readonly Sentence[]): RawFinding[] {
  const isReducedSomewhere = sentences.some(
    (sentence) =>
      FINE_WORD.test(sentence.fold) &&
      PROPORTIONAL.test(sentence.fold) &&
      !NO_REDUCTION.test(sentence.fold),
  );
  for (const sentence of sentences) {
    if (!EARLY_EXIT.test(sentence.fold)) continue;
    const remaining = REMAINING_RENTS.exec(sentence.fold);
    const cost = remaining ?? FINE_WORD.exec(sentence.fold);
    if (!cost) continue;
    const isUnreduced = NO_REDUCTION.test(sentence.fold);
    if (PROPORTIONAL.test(sentence.fold) && !isUnreduced) continue;
    if (remaining || isUnreduced || !isReducedSomewhere) {
      return [findingOf(SPECS.multaLocacao, spanOf(sentence, cost))];
    }
  }
  return [];
}

function leaseRules(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  if (!regimeOf(doc).isLease) return [];
  const findings = earlyExitFine(sentences);
  const { monthlyValue } = documentFacts(doc);
  const seen = new Set<string>();
  // A guarantor qualified in the preamble is a fiança even if the body never says "fiança".
  for (const sentence of indexDocument(doc).preambleSentences) {
    if (/\bfiador(?:a|es)?\b/u.test(sentence.fold)) seen.add('fiança');
  }
  let reportedGuarantee = false;
  for (const sentence of sentences) {
    if (GUARANTEE_CONTEXT.test(sentence.fold) && !reportedGuarantee) {
      for (const { name, pattern } of GUARANTEES) {
        const match = pattern.exec(sentence.fold);
        if (!match || seen.has(name)) continue;
        seen.add(name);
        if (seen.size > 1) {
          reportedGuarantee = true;
          findings.push(
            findingOf(SPECS.garantiaMultipla, spanOf(sentence, match), {
              description: `O contrato exige mais de uma garantia (${[...seen].join(' e ')}); a lei admite apenas uma modalidade por locação.`,
            }),
          );
          break;
        }
      }
    }
    if (DEPOSIT.test(sentence.fold)) {
      const rents = DEPOSIT_RENTS.exec(sentence.fold);
      const money = MONEY.exec(sentence.fold);
      const count = rents
        ? Number(rents.groups!.n)
        : money && monthlyValue
          ? parseBrNumber(money.groups!.v!) / monthlyValue
          : 0;
      if (count > DEPOSIT_MAX_RENTS + 1e-9) {
        findings.push(
          findingOf(SPECS.caucaoExcessiva, spanOf(sentence, (rents ?? money)!), {
            description: `A caução corresponde a ${formatNumber(count)} aluguéis, acima do máximo de ${DEPOSIT_MAX_RENTS}.`,
          }),
        );
      }
    }
  }
  return findings;
}

/** Months between two occurrences of a `PERIOD` match. */
function periodMonths(groups: Record<string, string | undefined>): number {
  const countOf = (text: string | undefined) =>
    text === undefined ? 1 : (NUMBER_WORDS[text.replace(/\s+/gu, ' ')] ?? Number(text));
  const unitOf = (unit: string) =>
    PERIOD_MONTHS[unit.startsWith('mes') ? 'mes' : unit.replace(/s$/u, '')]!;
  if (groups.unit) return countOf(groups.count) * unitOf(groups.unit);
  if (groups.everyUnit) return countOf(groups.every) * unitOf(groups.everyUnit);
  if (groups.times) return ADJUSTMENT_MIN_MONTHS / countOf(groups.times);
  return PERIOD_MONTHS[(groups.adverb ?? groups.adjective)!]!;
}

/** The first period stated after an adjustment word ("reajustado semestralmente pelo IPCA"). */
function periodAfter(sentence: Sentence, from: number): RegExpExecArray | null {
  PERIOD.lastIndex = from;
  const period = PERIOD.exec(sentence.fold);
  return period && period.index - from <= ADJUSTMENT_PERIOD_REACH ? period : null;
}

function shortAdjustment(doc: AnalyzedDocument, sentence: Sentence): RawFinding | null {
  if (FORBIDDEN.test(sentence.fold)) return null;
  const isMonetary = MONETARY.test(sentence.fold) || INDEX_NAME.test(sentence.fold);
  for (const word of sentence.fold.matchAll(ADJUSTMENT)) {
    // Default charges are corrected month by month; that is not a price adjustment.
    if (word.groups!.correction && (!isMonetary || LATE_PAYMENT.test(sentence.fold))) continue;
    const period = periodAfter(sentence, word.index);
    if (!period) continue;
    const months = periodMonths(period.groups!);
    if (months >= ADJUSTMENT_MIN_MONTHS) return null;
    const span = spanOf(sentence, period);
    return findingOf(SPECS.reajusteInferiorAnual, span, {
      description: `O contrato prevê reajuste com periodicidade menor que 12 meses ("${doc.text.slice(span.start, span.end)}").`,
    });
  }
  return null;
}

/**
 * Instalments running past a year without correction, whatever the contract's own term (a
 * partner's payout in 60 monthly instalments of a company of indefinite duration).
 */
function longSchedule(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
  hasIndex: boolean,
): RawFinding | null {
  for (const sentence of sentences) {
    const schedule = INSTALMENTS.exec(sentence.fold);
    if (!schedule) continue;
    const { count, monthly, rhythm } = schedule.groups!;
    const months = Number(count) * (monthly ? 1 : PERIOD_MONTHS[rhythm!]!);
    if (months <= LONG_TERM_MONTHS) continue;
    if (hasIndex && !NO_CORRECTION.test(sentence.fold)) continue;
    const span = spanOf(sentence, schedule);
    return findingOf(SPECS.semIndice, span, {
      title: 'Parcelamento por mais de um ano sem índice',
      description: `O pagamento ${doc.text.slice(span.start, span.end)} se estende por ${formatNumber(months)} meses sem índice de atualização monetária.`,
    });
  }
  return null;
}

function adjustment(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const { contractType } = regimeOf(doc);
  if (contractType === 'Trabalho') return [];
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const finding = shortAdjustment(doc, sentence);
    if (finding) findings.push(finding);
  }
  // A loan whose parties expressly agree on no correction is a gratuitous mútuo the lender chose
  // (CC arts. 586 and 591), not a forgotten index. Elsewhere the express exclusion still counts:
  // the creditor of a partner's payout or of a sale in instalments bears years of inflation.
  if (contractType === 'Mútuo' && NO_CORRECTION.test(doc.fold)) return findings;
  const hasIndex = INDEX_NAME.test(doc.fold);
  const { term } = documentFacts(doc);
  const isLong = term !== null && (term.isIndefinite || (term.months ?? 0) > LONG_TERM_MONTHS);
  if (isLong && !hasIndex) {
    const payment = sentences.find(
      (sentence) =>
        PERIODIC_PAYMENT.test(sentence.fold) &&
        MONEY.test(sentence.fold) &&
        !/\b(?:multa|mora|pena)\b/u.test(sentence.fold) &&
        !PENALTY_RENT.test(sentence.fold),
    );
    if (payment) {
      findings.push(findingOf(SPECS.semIndice, { start: payment.start, end: payment.end }));
      return findings;
    }
  }
  const schedule = longSchedule(doc, sentences, hasIndex);
  if (schedule) findings.push(schedule);
  return findings;
}

function sentenceRule(
  spec: RuleSpec,
  pattern: RegExp,
  sentences: readonly Sentence[],
): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    const match = pattern.exec(sentence.fold);
    if (match) findings.push(findingOf(spec, spanOf(sentence, match)));
  }
  return findings;
}

/** keyValuesAnalysis (see module doc). */
export const keyValuesAnalyzer: Analyzer = {
  criterion: 'keyValuesAnalysis',
  analyze(doc) {
    const { sentences } = indexDocument(doc);
    return [
      ...sentences.flatMap((sentence) => [...fines(doc, sentence), ...interest(doc, sentence)]),
      ...leaseRules(doc, sentences),
      ...adjustment(doc, sentences),
      ...sentenceRule(SPECS.responsabilidadeIlimitada, UNLIMITED_LIABILITY, sentences),
      ...sentenceRule(SPECS.pagamentoAntecipado, FULL_ADVANCE, sentences),
    ];
  },
};
