/**
 * Trains the clause-function model: `npm run train:functions -w packages/analyzer [-- --cv]`.
 *
 * Labelled paragraphs come from `test/clause-functions/labels/` (see `labels.ts` there), matched
 * to the paragraphs of the texts — our corpus in `test/corpus`, the real one in
 * `../shared/corpus-real` (required: the committed weights are trained on both). One logistic
 * regression per function, L2-regularised, full-batch Adam; features seen in fewer than
 * MIN_DOCUMENTS documents are dropped (no weight memorises one contract's wording) and tiny
 * weights are pruned. Writes `src/clause-functions/weights.json`.
 *
 * `--cv` runs a 5-fold cross-validation by document instead (no weights written) and prints, per
 * function, paragraph-level precision/recall/F1 at 0.5 and document-level agreement (a document
 * has the function when any paragraph scores ≥ 0.5); the figures are in the package README.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '../src/extract/normalize';
import { CLAUSE_FUNCTIONS, featuresOf } from '../src/clause-functions/features';
import { scoreFeatures, type ModelWeights } from '../src/clause-functions/model';
import { headingsOf, splitParagraphs } from '../src/clause-functions/paragraphs';
import { labelledIds, paragraphKey, readLabels } from '../test/clause-functions/labels';
import { DEFAULT_REAL_CORPUS_DIR, hasRealCorpus } from '../test/corpus-real/annotation';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEIGHTS_PATH = join(PACKAGE_DIR, 'src/clause-functions/weights.json');

/** A feature must occur in this many documents to get a weight. */
const MIN_DOCUMENTS = 3;
const L2 = 1e-4;
const EPOCHS = 400;
const LEARNING_RATE = 0.05;
/** Weights smaller than this are written as 0 (and features left with none are dropped). */
const PRUNE = 0.05;
const FOLDS = 5;
/** Positive examples are rare: each counts twice in the loss (better recall, CV-checked). */
const POSITIVE_WEIGHT = 2;

interface Example {
  document: string;
  features: string[];
  labels: Set<string>;
}

function loadSet(set: 'real' | 'corpus', textDir: string): Example[] {
  const examples: Example[] = [];
  for (const id of labelledIds(set)) {
    const byKey = readLabels(set, id);
    const text = normalizeText(readFileSync(join(textDir, `${id}.txt`), 'utf8'));
    const paragraphs = splitParagraphs(text);
    const headings = headingsOf(paragraphs);
    let unlabelled = 0;
    paragraphs.forEach((paragraph, i) => {
      const labels = byKey.get(paragraphKey(paragraph.text));
      if (labels === undefined) {
        unlabelled += 1;
        return;
      }
      examples.push({
        document: `${set}/${id}`,
        features: featuresOf(paragraph.text, headings[i]!),
        labels: new Set(labels),
      });
    });
    if (unlabelled > 0) console.warn(`${set}/${id}: ${unlabelled} parágrafos sem rótulo (relabel)`);
  }
  return examples;
}

/** Trains on `examples`; returns the model with pruned weights. */
function train(examples: readonly Example[]): ModelWeights {
  const documentsOf = new Map<string, Set<string>>();
  for (const example of examples) {
    for (const feature of example.features) {
      const seen = documentsOf.get(feature) ?? new Set<string>();
      seen.add(example.document);
      documentsOf.set(feature, seen);
    }
  }
  const vocabulary = [...documentsOf]
    .filter(([, documents]) => documents.size >= MIN_DOCUMENTS)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(vocabulary.map((feature, i) => [feature, i]));
  const rows = examples.map((example) =>
    example.features.flatMap((feature) => {
      const i = index.get(feature);
      return i === undefined ? [] : [i];
    }),
  );
  const k = CLAUSE_FUNCTIONS.length;
  const n = vocabulary.length;
  const w = new Float64Array(n * k);
  const bias = new Float64Array(k);
  const m = new Float64Array(n * k);
  const v = new Float64Array(n * k);
  const mb = new Float64Array(k);
  const vb = new Float64Array(k);
  const targets = examples.map((example) =>
    CLAUSE_FUNCTIONS.map((fn) => (example.labels.has(fn) ? 1 : 0)),
  );
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  for (let epoch = 1; epoch <= EPOCHS; epoch += 1) {
    const grad = new Float64Array(n * k);
    const gradBias = new Float64Array(k);
    rows.forEach((row, r) => {
      for (let f = 0; f < k; f += 1) {
        let sum = bias[f]!;
        for (const i of row) sum += w[i * k + f]!;
        const target = targets[r]![f]!;
        const error = (1 / (1 + Math.exp(-sum)) - target) * (target === 1 ? POSITIVE_WEIGHT : 1);
        gradBias[f]! += error;
        for (const i of row) grad[i * k + f]! += error;
      }
    });
    const scale = 1 / rows.length;
    const correction1 = 1 - beta1 ** epoch;
    const correction2 = 1 - beta2 ** epoch;
    for (let j = 0; j < n * k; j += 1) {
      const g = grad[j]! * scale + L2 * w[j]!;
      m[j] = beta1 * m[j]! + (1 - beta1) * g;
      v[j] = beta2 * v[j]! + (1 - beta2) * g * g;
      w[j]! -= (LEARNING_RATE * (m[j]! / correction1)) / (Math.sqrt(v[j]! / correction2) + eps);
    }
    for (let f = 0; f < k; f += 1) {
      const g = gradBias[f]! * scale;
      mb[f] = beta1 * mb[f]! + (1 - beta1) * g;
      vb[f] = beta2 * vb[f]! + (1 - beta2) * g * g;
      bias[f]! -=
        (LEARNING_RATE * (mb[f]! / correction1)) / (Math.sqrt(vb[f]! / correction2) + eps);
    }
  }
  const round = (x: number) => (Math.abs(x) < PRUNE ? 0 : Math.round(x * 100) / 100);
  const weights: Record<string, number[]> = {};
  vocabulary.forEach((feature, i) => {
    const row = Array.from(w.subarray(i * k, i * k + k), round);
    if (row.some((x) => x !== 0)) weights[feature] = row;
  });
  const biases = Array.from(bias, (x) => Math.round(x * 100) / 100);
  return { functions: [...CLAUSE_FUNCTIONS], bias: biases, weights };
}

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

const f1 = ({ tp, fp, fn }: Tally) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
  };
};

function crossValidate(examples: readonly Example[]): void {
  const documents = [...new Set(examples.map((e) => e.document))].sort();
  const foldOf = new Map(documents.map((d, i) => [d, i % FOLDS]));
  const paragraph = new Map(CLAUSE_FUNCTIONS.map((fn) => [fn, { tp: 0, fp: 0, fn: 0 }]));
  const document = new Map(CLAUSE_FUNCTIONS.map((fn) => [fn, { agree: 0, total: 0 }]));
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = train(examples.filter((e) => foldOf.get(e.document) !== fold));
    const test = examples.filter((e) => foldOf.get(e.document) === fold);
    const byDocument = new Map<string, { predicted: Set<string>; labelled: Set<string> }>();
    for (const example of test) {
      const scores = scoreFeatures(model, example.features);
      const entry = byDocument.get(example.document) ?? {
        predicted: new Set(),
        labelled: new Set(),
      };
      for (const fn of CLAUSE_FUNCTIONS) {
        const isPredicted = scores[fn] >= 0.5;
        const isLabelled = example.labels.has(fn);
        const tally = paragraph.get(fn)!;
        if (isPredicted && isLabelled) tally.tp += 1;
        else if (isPredicted) tally.fp += 1;
        else if (isLabelled) tally.fn += 1;
        if (isPredicted) entry.predicted.add(fn);
        if (isLabelled) entry.labelled.add(fn);
      }
      byDocument.set(example.document, entry);
    }
    for (const { predicted, labelled } of byDocument.values()) {
      for (const fn of CLAUSE_FUNCTIONS) {
        const tally = document.get(fn)!;
        tally.total += 1;
        if (predicted.has(fn) === labelled.has(fn)) tally.agree += 1;
      }
    }
  }
  console.log(
    `Validação cruzada (${FOLDS} partes, por documento; ${documents.length} documentos, ${examples.length} parágrafos)`,
  );
  console.log('| função | precisão | recall | F1 | documento (tem/não tem) |');
  console.log('|---|---|---|---|---|');
  for (const fn of CLAUSE_FUNCTIONS) {
    const { precision, recall, f1: score } = f1(paragraph.get(fn)!);
    const { agree, total } = document.get(fn)!;
    console.log(
      `| ${fn} | ${precision.toFixed(2)} | ${recall.toFixed(2)} | ${score.toFixed(2)} | ${(agree / total).toFixed(2)} |`,
    );
  }
}

function main(): number {
  if (!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR)) {
    console.error(`O corpus real (${DEFAULT_REAL_CORPUS_DIR}) é necessário para treinar o modelo.`);
    return 1;
  }
  const examples = [
    ...loadSet('real', DEFAULT_REAL_CORPUS_DIR),
    ...loadSet('corpus', join(PACKAGE_DIR, 'test/corpus')),
  ];
  if (process.argv.includes('--cv')) {
    crossValidate(examples);
    return 0;
  }
  const model = train(examples);
  writeFileSync(WEIGHTS_PATH, `${JSON.stringify(model)}\n`);
  console.log(
    `Modelo gravado: ${Object.keys(model.weights).length} atributos, ${examples.length} parágrafos.`,
  );
  return 0;
}

process.exitCode = main();
