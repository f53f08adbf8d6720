/**
 * The corpus: hand-written Brazilian contracts (`<id>.txt`) and their gold annotations
 * (`<id>.gold.json`), written by reading each text — never copied from the analyzer's output.
 * This module defines the gold schema and loads the corpus; `scripts/eval.ts` scores the
 * analyzer against it and `test/corpus.test.ts` checks that every gold file is well formed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  CRITERIA,
  ZBand,
  ZContractType,
  ZCriterion,
  ZDefaultClauseKey,
} from '@contrato-claro/shared';
import type { TCriterion } from '@contrato-claro/shared';
import { RULES } from '../../src/types';
import type { RuleId } from '../../src/types';

/** Directory holding the corpus files. */
export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

const ALL_RULES: readonly string[] = CRITERIA.flatMap((criterion) => RULES[criterion]);

const ZRuleId = z
  .string()
  .refine((rule) => ALL_RULES.includes(rule), {
    error: 'unknown rule id (see RULES in src/types.ts)',
  })
  .transform((rule) => rule as RuleId);

/** A rule id, or a criterion name standing for every rule of that criterion (see `absentRules`). */
const ZRuleOrFamily = z.union([ZCriterion, ZRuleId]);

/** An ISO calendar date, YYYY-MM-DD. */
const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

/**
 * One gold annotation.
 * - `findings`: rules that MUST fire on this contract (each one was deliberately planted).
 * - `absent`: rules that must NOT fire. A criterion name marks that family as fully annotated:
 *   every rule of it that is not in `findings` must not fire.
 * - `score`: optional hard bounds on the final score (calibration anchors).
 * - `checklist`: expected `present` of the standard-clause items the annotator is sure of.
 * - `entities`: values that must be extracted (money in reais, percentages as the number before
 *   "%", dates as YYYY-MM-DD, party roles as written), and how many unfilled placeholders there are.
 */
export const ZGold = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/u),
    contractType: ZContractType,
    contractSubType: z.string().nullable(),
    band: ZBand,
    score: z
      .strictObject({
        min: z.number().int().min(0).max(100).optional(),
        max: z.number().int().min(0).max(100).optional(),
      })
      .optional(),
    findings: z.array(ZRuleId),
    absent: z.array(ZRuleOrFamily),
    checklist: z.partialRecord(ZDefaultClauseKey, z.boolean()),
    entities: z.strictObject({
      money: z.array(z.number().nonnegative()),
      percentages: z.array(z.number().nonnegative()),
      dates: z.array(ZIsoDate),
      parties: z.array(z.string().min(1)),
      placeholders: z.number().int().nonnegative(),
    }),
  })
  .superRefine((gold, ctx) => {
    const absent = absentRules(gold);
    for (const rule of gold.findings) {
      if (absent.has(rule)) {
        ctx.addIssue({ code: 'custom', message: `${rule} is both a finding and absent` });
      }
    }
    if (new Set(gold.findings).size !== gold.findings.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate rule in findings' });
    }
  });
export type TGold = z.infer<typeof ZGold>;

/** The criterion (rule family) a rule belongs to. */
export function familyOf(rule: RuleId): TCriterion {
  const family = CRITERIA.find((criterion) =>
    (RULES[criterion] as readonly string[]).includes(rule),
  );
  if (!family) throw new Error(`rule ${rule} belongs to no criterion`);
  return family;
}

/** The rules that must not fire: `absent` with each family name expanded, minus the findings. */
export function absentRules(gold: Pick<TGold, 'findings' | 'absent'>): Set<RuleId> {
  const required = new Set<string>(gold.findings);
  const absent = new Set<RuleId>();
  for (const entry of gold.absent) {
    const rules: readonly RuleId[] = ZCriterion.safeParse(entry).success
      ? RULES[entry as TCriterion]
      : [entry as RuleId];
    for (const rule of rules) if (!required.has(rule)) absent.add(rule);
  }
  return absent;
}

/** A corpus contract: its text and its parsed gold annotation. */
export interface CorpusEntry {
  id: string;
  fileName: string;
  text: string;
  gold: TGold;
}

/** Reads every `<id>.txt` with its `<id>.gold.json`; throws on a missing or invalid gold file. */
export function loadCorpus(dir: string = CORPUS_DIR): CorpusEntry[] {
  const texts = readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort();
  return texts.map((fileName) => {
    const id = fileName.slice(0, -'.txt'.length);
    const raw: unknown = JSON.parse(readFileSync(join(dir, `${id}.gold.json`), 'utf8'));
    const parsed = ZGold.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`${id}.gold.json: ${z.prettifyError(parsed.error)}`);
    }
    if (parsed.data.id !== id)
      throw new Error(`${id}.gold.json: id "${parsed.data.id}" ≠ file name`);
    return { id, fileName, text: readFileSync(join(dir, fileName), 'utf8'), gold: parsed.data };
  });
}
