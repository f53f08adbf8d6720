/**
 * Robustness: random and mutated PDF/DOCX bytes through `extract`. Every call must settle with a
 * Result (never throw); one that never settles fails its row by the row's timeout, which names
 * the case. No per-call clock: a busy machine makes a call slow, not hung. The PRNG is seeded, so
 * failures reproduce.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import { extract } from '../src/extract/index';
import type { AnalysisErrorCode } from '../src/types';
import { FIXTURES_DIR } from './fixtures/index';

const SEED = 0x5eed2025;
const EXTRACT_CODES: readonly AnalysisErrorCode[] = [
  'UNSUPPORTED_FILE_TYPE',
  'FILE_CORRUPTED',
  'PDF_ENCRYPTED',
  'NO_TEXT_FOUND',
  'EMPTY_DOCUMENT',
  'TOO_MANY_PAGES',
];

/** mulberry32: small, fast, good enough to spread mutations. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fixture = (file: string): Uint8Array =>
  new Uint8Array(readFileSync(join(FIXTURES_DIR, file)));

type Mutation = (bytes: Uint8Array, random: () => number) => Uint8Array;
const int = (random: () => number, max: number): number => Math.floor(random() * max);

const randomBytes = (length: number, random: () => number): Uint8Array =>
  Uint8Array.from({ length }, () => int(random, 256));

const withHeader =
  (header: string): Mutation =>
  (_bytes, random) => {
    const body = randomBytes(int(random, 4096), random);
    const tail = random() < 0.5 ? new TextEncoder().encode('\n%%EOF\n') : new Uint8Array(0);
    return new Uint8Array([...new TextEncoder().encode(header), ...body, ...tail]);
  };

const MUTATIONS: Record<string, Mutation> = {
  random: (_bytes, random) => randomBytes(int(random, 8192), random),
  pdfHeader: withHeader('%PDF-1.7\n'),
  zipHeader: withHeader('PK\u0003\u0004'),
  truncate: (bytes, random) => bytes.subarray(0, int(random, bytes.length)),
  bitFlips: (bytes, random) => {
    const copy = new Uint8Array(bytes);
    const flips = 1 + int(random, 16);
    for (let i = 0; i < flips; i += 1) copy[int(random, copy.length)]! ^= 1 << int(random, 8);
    return copy;
  },
  duplicateChunk: (bytes, random) => {
    const start = int(random, bytes.length);
    const end = Math.min(bytes.length, start + 1 + int(random, 2048));
    const at = int(random, bytes.length);
    const chunk = bytes.subarray(start, end);
    return new Uint8Array([...bytes.subarray(0, at), ...chunk, ...chunk, ...bytes.subarray(at)]);
  },
  zeroRun: (bytes, random) => {
    const copy = new Uint8Array(bytes);
    const start = int(random, copy.length);
    copy.fill(0, start, start + 1 + int(random, 512));
    return copy;
  },
};

/** [seed file, mutation, how many]: 1,200 cases in all. */
const PLAN: ReadonlyArray<[string, keyof typeof MUTATIONS, number]> = [
  ['contrato-locacao.pdf', 'random', 200],
  ['contrato-locacao.pdf', 'pdfHeader', 150],
  ['contrato-locacao.pdf', 'zipHeader', 150],
  ['contrato-locacao.pdf', 'truncate', 100],
  ['contrato-locacao.pdf', 'bitFlips', 50],
  ['not-a-contract.pdf', 'bitFlips', 110],
  ['contrato-locacao.pdf', 'duplicateChunk', 30],
  ['not-a-contract.pdf', 'duplicateChunk', 30],
  ['contrato-locacao.pdf', 'zeroRun', 20],
  ['not-a-contract.pdf', 'zeroRun', 20],
  ['contrato-servicos.docx', 'truncate', 80],
  ['contrato-servicos.docx', 'bitFlips', 120],
  ['contrato-servicos.docx', 'duplicateChunk', 80],
  ['contrato-servicos.docx', 'zeroRun', 60],
];

/** "ok", an error code, or a failure: "threw: …", "not a Result". */
type Outcome = string;
const isFailure = (outcome: Outcome): boolean =>
  outcome !== 'ok' && !(EXTRACT_CODES as readonly string[]).includes(outcome);

async function classify(bytes: Uint8Array, fileName: string): Promise<Outcome> {
  try {
    const result = await extract(bytes, { fileName });
    if (result.ok) return typeof result.value.text === 'string' ? 'ok' : 'not a Result';
    return EXTRACT_CODES.includes(result.error.code) ? result.error.code : 'not a Result';
  } catch (error) {
    return `threw: ${error instanceof Error ? error.stack : String(error)}`;
  }
}

describe('fuzz: extract never throws, never hangs, always returns a Result', () => {
  const random = prng(SEED);
  const seen = new Set<Outcome>();
  it.each(PLAN)(
    '%s × %s (%i cases)',
    async (file, mutation, count) => {
      const seedBytes = fixture(file);
      const failures: string[] = [];
      const outcomes = new Map<Outcome, number>();
      let running: number | null = null;
      onTestFailed(() => {
        if (running !== null) console.error(`${file} × ${mutation}: case ${running} never settled`);
      });
      for (let i = 0; i < count; i += 1) {
        const bytes = MUTATIONS[mutation]!(seedBytes, random);
        running = i;
        const outcome = await classify(bytes, file);
        running = null;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        seen.add(outcome);
        if (isFailure(outcome)) failures.push(`case ${i}: ${outcome}`);
      }
      expect(failures).toEqual([]);
      expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(count);
    },
    // A bound for a hung call, never a speed target: the slowest row took 11 s at load 18.
    300_000,
  );

  it('reaches deep into the parsers: some mutants are still read, failures are varied', () => {
    expect(seen.has('ok')).toBe(true);
    expect([...seen].filter((outcome) => outcome !== 'ok').length).toBeGreaterThanOrEqual(3);
  });
});
