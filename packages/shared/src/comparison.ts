import { z } from 'zod';
import { ZCriterion, ZSeverity } from './analysis';
import { ZBand } from './score';

/**
 * Comparing two versions of a contract (issue 25): the revised version the other party sent back,
 * uploaded from the analysis of the earlier one, clause by clause and finding by finding.
 */

/** A piece of a word-level difference: kept, inserted by the new version or deleted from the old. */
export const ZDiffPart = z.object({
  op: z.enum(['equal', 'insert', 'delete']),
  text: z.string(),
});
export type TDiffPart = z.infer<typeof ZDiffPart>;

/**
 * What happened to one clause between the versions. `unchanged` and `changed` clauses are the
 * same clause in both (recognised by content, whatever their number or place); `renumbered`:
 * its number changed; `moved`: it changed places relative to the clauses around it.
 */
export const ZClauseChange = z.object({
  status: z.enum(['unchanged', 'changed', 'added', 'removed']),
  /** The clause's reference in the earlier version; null when added. */
  beforeRef: z.string().nullable(),
  /** Its reference in the new version; null when removed. */
  afterRef: z.string().nullable(),
  title: z.string().nullable(),
  renumbered: z.boolean(),
  moved: z.boolean(),
  /**
   * `changed`: the word-level difference; `added`/`removed`: the clause's whole text as one
   * part; `unchanged`: empty (the text is the same).
   */
  parts: z.array(ZDiffPart),
});
export type TClauseChange = z.infer<typeof ZClauseChange>;

/** A finding as the comparison lists it. */
export const ZComparedFinding = z.object({
  id: z.string(),
  rule: z.string(),
  criterion: ZCriterion,
  title: z.string(),
  severity: ZSeverity,
  points: z.number().nonnegative(),
  /** Where it is (earlier version for a resolved finding, new version otherwise). */
  ref: z.string(),
});
export type TComparedFinding = z.infer<typeof ZComparedFinding>;

/** One point of the owner's message to the other party, checked against the new version. */
export const ZRequestedPoint = z.object({
  findingId: z.string(),
  title: z.string(),
  ref: z.string(),
  /** `atendido`: the problem is gone from the new version; `nao_atendido`: it is still there. */
  status: z.enum(['atendido', 'nao_atendido']),
});
export type TRequestedPoint = z.infer<typeof ZRequestedPoint>;

const ZVersionHead = z.object({
  userServiceId: z.uuid(),
  fileName: z.string(),
  analyzedAt: z.iso.datetime(),
  score: z.number().int().min(0).max(100),
  band: ZBand,
});

/** GET /contracts/:id/comparison — a version compared with the one it was uploaded from. */
export const ZComparison = z.object({
  before: ZVersionHead,
  after: ZVersionHead,
  /**
   * The points of the owner's last message to the other party about the earlier version, in
   * the message's order; null when no message was composed.
   */
  requested: z.array(ZRequestedPoint).nullable(),
  clauses: z.array(ZClauseChange),
  findings: z.object({
    resolved: z.array(ZComparedFinding),
    remaining: z.array(ZComparedFinding),
    new: z.array(ZComparedFinding),
  }),
  /** Why the score moved: each criterion's score before and after. */
  criteria: z.array(
    z.object({
      criterion: ZCriterion,
      before: z.number().int().min(0).max(100),
      after: z.number().int().min(0).max(100),
    }),
  ),
});
export type TComparison = z.infer<typeof ZComparison>;
