/**
 * Fits the overall score on the lawyer-banded development corpus:
 * `npx tsx scripts/fit-score.ts [--write]` (from packages/analyzer).
 *
 * The model (`src/scoring/overall.ts`) is fixed: each kind of problem multiplies the score by
 * exp(−cost), the cost doubling with each step of severity, a drafting flaw costing a small one,
 * with the ceilings of a serious problem (79) and of one that defeats the purpose (49). Its one
 * parameter is `unit`, the cost of a small problem. The lawyer's band is read as an ordered logit
 * on the log of the score, with the bands' own cut points (50 and 80) and a spread `noise` that
 * is fitted with it as a nuisance parameter: the fit maximises the likelihood of the lawyer's 30
 * bands over a grid of both. Only `../shared/corpus-real` is read — never the blind set.
 *
 * Prints the fit and its band agreement and Spearman correlation on the corpus; `--write` records
 * `unit` in `src/scoring/parameters.json` and the fit's details beside it (`fit.json`).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreBand, type TBand } from '@contrato-claro/shared';
import { analyzeText } from '../src/index';
import { overallOf, scoreContract, type ContractFinding } from '../src/scoring';
import { consequenceOf } from '../src/scoring/consequences';
import type { RuleId } from '../src/types';
import {
  DEFAULT_REAL_CORPUS_DIR,
  fingerprintOf,
  hasRealCorpus,
  loadRealCorpus,
} from '../test/corpus-real/annotation';
import { spearmanOf } from '../test/corpus-real/judge';

const SCORING_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/scoring');

/** One contract of the corpus: the lawyer's band and the findings as the overall score reads them. */
interface Sample {
  id: string;
  band: TBand;
  findings: ContractFinding[];
}

function samples(): { fingerprint: string; samples: Sample[] } {
  const corpus = loadRealCorpus(DEFAULT_REAL_CORPUS_DIR);
  const fingerprint = fingerprintOf(corpus.map((entry) => entry.fingerprint).join('\n'));
  return {
    fingerprint,
    samples: corpus.map((entry) => {
      const result = analyzeText(entry.text, { fileName: `${entry.id}.txt` });
      if (!result.ok) throw new Error(`${entry.id}: ${result.error.code}`);
      const { findings } = overallOf(result.value);
      return {
        id: entry.id,
        band: entry.annotation.band,
        findings: findings.map((finding) => ({
          rule: finding.rule as RuleId,
          severity: finding.severity,
          consequence: finding.consequence ?? consequenceOf(finding.rule as RuleId),
          start: finding.clause.start,
          weight: 1,
        })),
      };
    }),
  };
}

const logistic = (t: number) => 1 / (1 + Math.exp(-t));
const LOW = Math.log(0.5);
const HIGH = Math.log(0.8);

/** −log-likelihood of the lawyer's bands under an ordered logit on log(score / 100). */
function negativeLogLikelihood(data: readonly Sample[], unit: number, noise: number): number {
  return data.reduce((sum, sample) => {
    const x = Math.log(Math.max(scoreContract(sample.findings, { unit }).exact, 0.5) / 100);
    const critical = logistic((LOW - x) / noise);
    const satisfactory = logistic((x - HIGH) / noise);
    const p =
      sample.band === 'Crítico'
        ? critical
        : sample.band === 'Satisfatório'
          ? satisfactory
          : 1 - critical - satisfactory;
    return sum - Math.log(Math.max(p, 1e-12));
  }, 0);
}

/** The grid's best (unit, noise), then a finer grid around it. */
function fit(data: readonly Sample[]): { unit: number; noise: number; nll: number } {
  let best = { unit: 0, noise: 0, nll: Infinity };
  const search = (units: number[], noises: number[]) => {
    for (const unit of units) {
      for (const noise of noises) {
        const nll = negativeLogLikelihood(data, unit, noise);
        if (nll < best.nll) best = { unit, noise, nll };
      }
    }
  };
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
  search(range(0.002, 0.2, 0.002), range(0.02, 0.6, 0.01));
  search(
    range(Math.max(0.0002, best.unit - 0.002), best.unit + 0.002, 0.0001),
    range(Math.max(0.005, best.noise - 0.01), best.noise + 0.01, 0.001),
  );
  return best;
}

function main(): number {
  if (!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR)) {
    console.log(`fit-score: nenhum contrato anotado em ${DEFAULT_REAL_CORPUS_DIR}.`);
    return 1;
  }
  const { fingerprint, samples: data } = samples();
  const best = fit(data);
  const unit = Math.round(best.unit * 10_000) / 10_000;
  const scores = data.map((sample) => scoreContract(sample.findings, { unit }).score);
  const agree = data.filter((sample, i) => scoreBand(scores[i]!) === sample.band).length;
  const spearman = spearmanOf(data.map((sample, i) => ({ score: scores[i]!, band: sample.band })));
  console.log(`unit = ${unit}, noise = ${best.noise.toFixed(3)}, −log L = ${best.nll.toFixed(2)}`);
  console.log(`corpus-real: faixa ${agree}/${data.length}, Spearman ${spearman}`);
  for (const [i, sample] of data.entries()) {
    console.log(`  ${sample.id.padEnd(62)} ${sample.band.padEnd(13)} ${scores[i]}`);
  }
  if (process.argv.includes('--write')) {
    writeFileSync(join(SCORING_DIR, 'parameters.json'), `${JSON.stringify({ unit }, null, 2)}\n`);
    const details = {
      corpus: 'corpus-real',
      fingerprint,
      contracts: data.length,
      unit,
      noise: Math.round(best.noise * 1000) / 1000,
      negativeLogLikelihood: Math.round(best.nll * 100) / 100,
      bandAgreement: `${agree}/${data.length}`,
      spearman,
    };
    writeFileSync(join(SCORING_DIR, 'fit.json'), `${JSON.stringify(details, null, 2)}\n`);
    console.log('Gravado em src/scoring/parameters.json e src/scoring/fit.json.');
  }
  return 0;
}

process.exitCode = main();
