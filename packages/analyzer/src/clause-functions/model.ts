/**
 * The clause-function model: one logistic regression per function over the paragraph features
 * (`features.ts`), trained by `scripts/train-clause-functions.ts` on labelled paragraphs of the
 * real-contract corpus and of our own, with its weights committed in `weights.json`.
 */
import { CLAUSE_FUNCTIONS, type ClauseFunction } from './features';
import weightsFile from './weights.json' with { type: 'json' };

/** The committed model: a bias and a weight per function for each feature it kept. */
export interface ModelWeights {
  functions: readonly string[];
  bias: readonly number[];
  weights: Readonly<Record<string, readonly number[]>>;
}

/** Probability per function (same order as CLAUSE_FUNCTIONS). */
export type FunctionScores = Readonly<Record<ClauseFunction, number>>;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Scores the features with `model`: the probability that the paragraph performs each function. */
export function scoreFeatures(model: ModelWeights, features: readonly string[]): FunctionScores {
  const sums = [...model.bias];
  for (const feature of features) {
    const weights = model.weights[feature];
    if (weights === undefined) continue;
    for (let i = 0; i < sums.length; i += 1) sums[i]! += weights[i]!;
  }
  return Object.fromEntries(
    CLAUSE_FUNCTIONS.map((fn) => [fn, sigmoid(sums[model.functions.indexOf(fn)]!)]),
  ) as FunctionScores;
}

/** The committed model. */
export const MODEL: ModelWeights = weightsFile;
