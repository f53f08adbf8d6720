import { z } from 'zod';
import { ZMyLawyerRequest } from './auth';
import { ZBand } from './score';

/** The seven criteria, in the order of SPEC.md §2 (preview rows). */
export const CRITERIA = [
  'contradictionAnalysis',
  'keyValuesAnalysis',
  'importantDatesAnalysis',
  'equilibriumAnalysis',
  'objectiveAnalysis',
  'defaultClauses',
  'exoticClauses',
] as const;
export const ZCriterion = z.enum(CRITERIA);
export type TCriterion = z.infer<typeof ZCriterion>;

/** Contract types the classifier knows; "Outro" when it is unsure. */
export const CONTRACT_TYPES = [
  'Locação',
  'Prestação de serviços',
  'Compra e venda',
  'Promessa de compra e venda',
  'Trabalho',
  'Confidencialidade',
  'Termos de uso',
  'Licença de software',
  'Comodato',
  'Doação',
  'Mútuo',
  'Parceria',
  'Franquia',
  'Serviços educacionais',
  'Sociedade',
  'Outro',
] as const;
export const ZContractType = z.enum(CONTRACT_TYPES);
export type TContractType = z.infer<typeof ZContractType>;

export const ZSeverity = z.enum(['baixa', 'média', 'alta']);
export type TSeverity = z.infer<typeof ZSeverity>;

/** A reference from the analyzer's vetted legal table: never free text. */
export const ZLegalBasis = z.object({
  id: z.string(),
  law: z.string(),
  /** The provision with its designation, as a lawyer cites it: "art. 51, IV", "arts. 412 e 413", "Súmula 543". */
  article: z.string(),
  rule: z.string(),
  /** The provision as the law writes it, where the vetted table holds its official text. */
  officialText: z.string().optional(),
  /** The date of the act that gave the provision that wording (YYYY-MM-DD). */
  versionDate: z.string().optional(),
});
export type TLegalBasis = z.infer<typeof ZLegalBasis>;

/** A provision that already names its kind: "art.", "arts.", "Súmula", "inciso"… */
const DESIGNATED_PROVISION = /^(?:arts?\.|artigos?\b|súmula\b|enunciado\b|inciso\b|§)/iu;

/**
 * The one way a legal basis is cited in any text: "Código Civil (Lei 10.406/2002), arts. 412 e
 * 413". The provision is written once, with its own designation; a bare number ("51, IV") is
 * read as an article.
 */
export function formatLegalBasis(basis: Pick<TLegalBasis, 'law' | 'article'>): string {
  const article = basis.article.trim();
  if (article === '') return basis.law;
  return `${basis.law}, ${DESIGNATED_PROVISION.test(article) ? article : `art. ${article}`}`;
}

/** Where a finding points: the clause ref and the exact span in the normalised text. */
export const ZClauseLocation = z.object({
  ref: z.string(),
  page: z.number().int().positive().nullable(),
  excerpt: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type TClauseLocation = z.infer<typeof ZClauseLocation>;

/** Keys of the standard-clause checklist. */
export const DEFAULT_CLAUSE_KEYS = [
  'partes',
  'objeto',
  'pagamento',
  'vigencia',
  'obrigacoes',
  'rescisao',
  'multa',
  'foro',
  'confidencialidade',
  'protecao_dados',
  'forca_maior',
  'reajuste',
  'assinaturas',
  'testemunhas',
] as const;
export const ZDefaultClauseKey = z.enum(DEFAULT_CLAUSE_KEYS);
export type TDefaultClauseKey = z.infer<typeof ZDefaultClauseKey>;

/** One more place a finding's problem occurs (a finding is one problem, its places listed). */
export const ZOccurrence = z.object({
  ref: z.string(),
  page: z.number().int().positive().nullable(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** The words at that place, as written. */
  text: z.string(),
});
export type TOccurrence = z.infer<typeof ZOccurrence>;

/**
 * What a finding puts at stake for the reader — what its weight in the overall score rests on:
 * the contract's very purpose (`finalidade`: it cannot do what it is signed for), money
 * (`dinheiro`), rights the reader loses (`direitos`), a clause that may not bind (`validade`),
 * doubt about what applies (`clareza`), or a drafting flaw fixed by filling or correcting the text
 * (`forma`: blanks, typos, numbering — it costs little, once per kind).
 */
export const CONSEQUENCES = [
  'finalidade',
  'dinheiro',
  'direitos',
  'validade',
  'clareza',
  'forma',
] as const;
export const ZConsequence = z.enum(CONSEQUENCES);
export type TConsequence = z.infer<typeof ZConsequence>;

/** One explained problem. `points` is what it took from its criterion's score. */
export const ZFinding = z.object({
  id: z.string(),
  rule: z.string(),
  criterion: ZCriterion,
  title: z.string(),
  description: z.string(),
  severity: ZSeverity,
  /** What the problem puts at stake for the reader (absent in analyses stored before it). */
  consequence: ZConsequence.optional(),
  points: z.number().nonnegative(),
  clause: ZClauseLocation,
  recommendation: z.string().optional(),
  legalBasis: ZLegalBasis.optional(),
  /** The standard element the finding says the contract lacks (only when the checklist agrees). */
  missing: ZDefaultClauseKey.optional(),
  /** Every other place where the same problem occurs (the clause above is the first). */
  occurrences: z.array(ZOccurrence).optional(),
  /**
   * The sides (`TReaderParty.key`) that bear the fine, duty or loss of right the finding points
   * at, when the clause tells it with confidence; absent when it does not (or when the problem is
   * nobody's in particular, such as a typo).
   */
  burdens: z.array(z.string()).optional(),
  /**
   * Only in results weighed for a reader (`TResults.side`): `a_favor` when the finding burdens
   * only the other side (it costs the reader nothing), `contra` when it burdens the reader alone.
   */
  readerStance: z.enum(['a_favor', 'contra']).optional(),
  /** One plain line for a non-lawyer: what the problem means for the reader. */
  meaning: z.string().optional(),
  /** A model clause from the analyzer's vetted library, when the finding asks for new wording. */
  suggestedWording: z.string().optional(),
});
export type TFinding = z.infer<typeof ZFinding>;

export const ZCriterionResult = z.object({
  score: z.number().int().min(0).max(100),
  band: ZBand,
  summary: z.string(),
  findings: z.array(ZFinding),
});
export type TCriterionResult = z.infer<typeof ZCriterionResult>;

export const ZDefaultClauseItem = z.object({
  key: ZDefaultClauseKey,
  label: z.string(),
  expected: z.boolean(),
  present: z.boolean(),
  clauseRef: z.string().optional(),
});
export type TDefaultClauseItem = z.infer<typeof ZDefaultClauseItem>;

export const ZDefaultClausesResult = ZCriterionResult.extend({
  items: z.array(ZDefaultClauseItem),
});
export type TDefaultClausesResult = z.infer<typeof ZDefaultClausesResult>;

export const ZExoticStatus = z.enum(['nenhuma', 'atencao', 'critica']);
export type TExoticStatus = z.infer<typeof ZExoticStatus>;

export const ZExoticClausesResult = ZCriterionResult.extend({
  status: ZExoticStatus,
  count: z.number().int().nonnegative(),
});
export type TExoticClausesResult = z.infer<typeof ZExoticClausesResult>;

const ZSpan = z.object({
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});

/**
 * Set on a money value or date read by OCR from words it was unsure of: a person must check it
 * against the paper before trusting it.
 */
const ZNeedsCheck = z.literal(true).optional();

/** Entities found in the text; each keeps its span and its normalised value. */
export const ZEntities = z.object({
  money: z.array(
    ZSpan.extend({
      value: z.number(),
      inWords: z.number().nullable(),
      context: z.string(),
      needsCheck: ZNeedsCheck,
    }),
  ),
  percentages: z.array(
    ZSpan.extend({
      value: z.number(),
      /** The value written in words next to the figure ("2% (dois por cento)"), or null. */
      inWords: z.number().nullable(),
      period: z.enum(['mês', 'ano', 'dia']).nullable(),
    }),
  ),
  dates: z.array(
    ZSpan.extend({
      iso: z.string(),
      precision: z.enum(['day', 'month', 'year']),
      needsCheck: ZNeedsCheck,
    }),
  ),
  durations: z.array(
    ZSpan.extend({
      amount: z.number(),
      /** The amount written in words next to the figure ("30 (trinta) dias"), or null. */
      inWords: z.number().nullable(),
      unit: z.enum(['horas', 'dias', 'semanas', 'meses', 'anos']),
      businessDays: z.boolean(),
    }),
  ),
  indices: z.array(ZSpan.extend({ index: z.string() })),
  parties: z.array(
    ZSpan.extend({
      role: z.string(),
      name: z.string().nullable(),
      document: z
        .object({ kind: z.enum(['CPF', 'CNPJ']), value: z.string(), valid: z.boolean() })
        .nullable(),
    }),
  ),
  citations: z.array(ZSpan.extend({ law: z.string(), article: z.string().nullable() })),
  placeholders: z.array(ZSpan),
});
export type TEntities = z.infer<typeof ZEntities>;

export const IMPORTANT_DATE_KINDS = [
  'inicio',
  'fim',
  'vigencia',
  'vencimento',
  'aviso_previo',
  'renovacao',
  'prazo',
  'assinatura',
  // The dates that cost money (issue 25), derived from the ones above.
  /** The last day to say the contract is not to be renewed automatically. */
  'ultimo_dia_aviso',
  /** The end of the consumer's withdrawal period (CDC art. 49: 7 days). */
  'arrependimento',
  /** The end of an experience period (CLT art. 445) or of an internship. */
  'fim_experiencia',
  /** The first adjustment of the price. */
  'reajuste',
] as const;

/** An important date or deadline, with its absolute date when the text allows computing it. */
export const ZImportantDate = z.object({
  kind: z.enum(IMPORTANT_DATE_KINDS),
  label: z.string(),
  text: z.string(),
  date: z.string().nullable(),
  clauseRef: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  needsCheck: ZNeedsCheck,
  /**
   * A date that comes back every month: `day` of each month ("todo dia 5", `businessDay` false)
   * or the `day`-th business day of each month ("quinto dia útil", true). `date` is then the
   * first one, when the text allows computing it.
   */
  monthly: z.object({ day: z.number().int().min(1).max(31), businessDay: z.boolean() }).optional(),
  /**
   * A deadline the contract implies whose day its text does not determine (`date` null): why,
   * in pt-BR ("o contrato não diz quando o prazo termina"). Never a guessed date instead.
   */
  undetermined: z.string().optional(),
});
export type TImportantDate = z.infer<typeof ZImportantDate>;

/** One node of the clause outline (flat, in document order; `parentRef` rebuilds the tree). */
export const ZOutlineItem = z.object({
  ref: z.string(),
  title: z.string().nullable(),
  kind: z.enum(['preamble', 'clause', 'item', 'paragraph', 'signatures']),
  level: z.number().int().nonnegative(),
  parentRef: z.string().nullable(),
  page: z.number().int().positive().nullable(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type TOutlineItem = z.infer<typeof ZOutlineItem>;

/** A side of the contract the reader may say they are ("Sou o LOCATÁRIO"). */
export const ZReaderParty = z.object({
  /** Stable key of the role, folded ("locatario"): what a client sends to choose it. */
  key: z.string(),
  /** The role as the contract writes it ("LOCATÁRIO"). */
  role: z.string(),
  /** The party's name when the qualification gives one. */
  name: z.string().nullable(),
});
export type TReaderParty = z.infer<typeof ZReaderParty>;

export const ZFinalScore = z.object({
  score: z.number().int().min(0).max(100),
  band: ZBand,
  resumo_contrato: z.string(),
});

/** OCR's part in reading a document with scanned pages. */
export const ZOcrReading = z.object({
  /** Pages read by OCR (1-based); the others kept their text layer. */
  pages: z.array(z.number().int().positive()),
  /** Mean confidence of OCR's words, 0–100, weighted by their length. */
  confidence: z.number().min(0).max(100),
  /**
   * Pages whose words OCR read with low confidence: the results warn that values and dates must
   * be checked, and those read from doubtful words are marked `needsCheck`.
   */
  lowQualityPages: z.array(z.number().int().positive()),
});
export type TOcrReading = z.infer<typeof ZOcrReading>;

/**
 * Why the overall score is what it is ("Por que esta nota?"), computed with the score by the
 * analyzer: the overall score starts at 100 and each kind of problem takes points from it, once
 * (a repeated kind costs nothing more); a problem that matters also takes the contract down a
 * band — the score starts from the top of "Atenção" (79), or of "Crítico" (49) for one that
 * defeats the contract's purpose.
 */
export const ZScoreBreakdown = z.object({
  /** The findings that took points from the overall score, most first: `id` of a finding. */
  findings: z.array(z.object({ id: z.string(), points: z.number().int().positive() })),
  /** The finding that took the contract down to `band`, whose top `high` the score starts from. */
  ceiling: z
    .object({ id: z.string(), band: ZBand, high: z.number().int().min(0).max(100) })
    .nullable(),
  /** Each criterion's own score and the points its findings took from the overall score. */
  criteria: z.array(
    z.object({
      criterion: ZCriterion,
      score: z.number().int().min(0).max(100),
      points: z.number().int().nonnegative(),
    }),
  ),
  /** The overall score the breakdown leads to (equal to `finalScore.score`). */
  score: z.number().int().min(0).max(100),
});
export type TScoreBreakdown = z.infer<typeof ZScoreBreakdown>;

const analysisHead = {
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  contractType: ZContractType,
  contractSubType: z.string().nullable(),
  contractTitle: z.string().nullable(),
  finalScore: ZFinalScore,
};

/** Everything the analyzer produces for one document. */
export const ZAnalysis = z.object({
  ...analysisHead,
  contradictionAnalysis: ZCriterionResult,
  keyValuesAnalysis: ZCriterionResult,
  importantDatesAnalysis: ZCriterionResult,
  equilibriumAnalysis: ZCriterionResult,
  objectiveAnalysis: ZCriterionResult,
  defaultClauses: ZDefaultClausesResult,
  exoticClauses: ZExoticClausesResult,
  importantDates: z.array(ZImportantDate),
  entities: ZEntities,
  outline: z.array(ZOutlineItem),
  text: z.string(),
  /** How the text of a scanned document was read: absent when every page had a text layer. */
  ocr: ZOcrReading.optional(),
  /** The sides a reader may choose (two or more, or none when the contract does not name two). */
  parties: z.array(ZReaderParty).optional(),
  /** Why the overall score is what it is (absent in analyses stored before it). */
  breakdown: ZScoreBreakdown.optional(),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

/**
 * Where an analysis stands among the versions of its contract (issue 25), numbered as "Minhas
 * análises" numbers them: the first version is 1, each revision uploaded from it the next.
 */
export const ZVersionPlace = z.object({
  /** The version it revises, which its comparison is with; null on the first version. */
  previousId: z.uuid().nullable(),
  number: z.number().int().min(1),
  /** How many versions the contract has, this one included. */
  count: z.number().int().min(1),
});
export type TVersionPlace = z.infer<typeof ZVersionPlace>;

/** GET /services/score/results/:id — the full results, for the owner only. */
export const ZResults = ZAnalysis.extend({
  userServiceId: z.uuid(),
  analyzedAt: z.iso.datetime(),
  /** The side the results are weighed for (a `parties` key), or null for the neutral analysis. */
  side: z.string().nullable(),
  breakdown: ZScoreBreakdown,
  /** Findings the owner reported as wrong ("Isto está errado?"), by id. */
  reportedFindingIds: z.array(z.string()),
  /** The owner's open lawyer request about this analysis, if any. */
  lawyerRequest: ZMyLawyerRequest.nullable(),
  /**
   * How many events its calendar file holds today (the dated obligations still ahead): the
   * calendar is offered when there is one, and only then.
   */
  calendarEvents: z.number().int().nonnegative(),
  version: ZVersionPlace,
});
export type TResults = z.infer<typeof ZResults>;

const ZScoreOnly = z.object({ score: z.number().int().min(0).max(100) });

/**
 * What an anonymous uploader receives: scores and the summary, never a finding
 * (DESIGN.md: the lock must not be bypassable from the network tab).
 */
export const ZPreview = z.strictObject({
  ...analysisHead,
  userServiceId: z.uuid(),
  contradictionAnalysis: ZScoreOnly,
  keyValuesAnalysis: ZScoreOnly,
  importantDatesAnalysis: ZScoreOnly,
  equilibriumAnalysis: ZScoreOnly,
  objectiveAnalysis: ZScoreOnly,
  defaultClauses: ZScoreOnly,
  exoticClauses: z.object({ status: ZExoticStatus, count: z.number().int().nonnegative() }),
});
export type TPreview = z.infer<typeof ZPreview>;

/** Longest side key a client may send (the longest role names are far shorter). */
export const MAX_SIDE_LENGTH = 60;

/** A side as a client sends it: a role key or the role as written ("LOCATÁRIO"). */
export const ZSide = z
  .string({ error: 'Informe a parte' })
  .trim()
  .min(1, { error: 'Informe a parte', abort: true })
  .max(MAX_SIDE_LENGTH, { error: `Use no máximo ${MAX_SIDE_LENGTH} caracteres` })
  .regex(/^[\p{L}][\p{L} -]*$/u, { error: 'Use apenas o nome do papel, como LOCATÁRIO' });

/** VALIDATION detail when a side is not one of the contract's (`TAnalysis.parties`). */
export const SIDE_NOT_IN_CONTRACT = 'side: Esta parte não aparece neste contrato';

/** PUT /services/score/results/:id/side — the reader's side, or null for a neutral analysis. */
export const ZSideRequest = z.object({ side: ZSide.nullable() });
export type TSideRequest = z.infer<typeof ZSideRequest>;

/** Longest finding id a client may report (ids are "rule#n", far shorter). */
export const MAX_FINDING_ID_LENGTH = 120;
/** Longest comment on a reported finding. */
export const MAX_FEEDBACK_COMMENT_LENGTH = 1000;

/** Why a reader says a finding is wrong ("Isto está errado?"). */
export const FINDING_FEEDBACK_REASONS = [
  'nao_se_aplica',
  'trecho_errado',
  'gravidade_exagerada',
  'outro',
] as const;
export const ZFindingFeedbackReason = z.enum(FINDING_FEEDBACK_REASONS, {
  error: 'Escolha um motivo',
});
export type TFindingFeedbackReason = z.infer<typeof ZFindingFeedbackReason>;

/** POST /services/score/results/:id/feedback — a finding the owner says is wrong. */
export const ZFindingFeedbackRequest = z.object({
  findingId: z
    .string({ error: 'Informe o apontamento' })
    .min(1, { error: 'Informe o apontamento' })
    .max(MAX_FINDING_ID_LENGTH, { error: 'Apontamento inválido' }),
  reason: ZFindingFeedbackReason,
  comment: z
    .string()
    .trim()
    .max(MAX_FEEDBACK_COMMENT_LENGTH, {
      error: `Use no máximo ${MAX_FEEDBACK_COMMENT_LENGTH} caracteres`,
    })
    .optional()
    .transform((comment) => (comment ? comment : undefined)),
});
export type TFindingFeedbackRequest = z.input<typeof ZFindingFeedbackRequest>;

/** VALIDATION detail when the reported finding is not one of the analysis'. */
export const FINDING_NOT_IN_ANALYSIS = 'findingId: Este apontamento não faz parte desta análise';

/** Answer of a reported finding: when it was recorded for the team to review. */
export const ZFindingFeedbackResponse = z.object({
  findingId: z.string(),
  reportedAt: z.iso.datetime(),
});
export type TFindingFeedbackResponse = z.infer<typeof ZFindingFeedbackResponse>;

/** Redacts an analysis to its preview: the only way a preview is ever built. */
export function toPreview(analysis: TAnalysis, userServiceId: string): TPreview {
  const score = (criterion: TCriterionResult) => ({ score: criterion.score });
  return {
    fileName: analysis.fileName,
    fileSize: analysis.fileSize,
    pageCount: analysis.pageCount,
    contractType: analysis.contractType,
    contractSubType: analysis.contractSubType,
    contractTitle: analysis.contractTitle,
    finalScore: { ...analysis.finalScore },
    userServiceId,
    contradictionAnalysis: score(analysis.contradictionAnalysis),
    keyValuesAnalysis: score(analysis.keyValuesAnalysis),
    importantDatesAnalysis: score(analysis.importantDatesAnalysis),
    equilibriumAnalysis: score(analysis.equilibriumAnalysis),
    objectiveAnalysis: score(analysis.objectiveAnalysis),
    defaultClauses: score(analysis.defaultClauses),
    exoticClauses: { status: analysis.exoticClauses.status, count: analysis.exoticClauses.count },
  };
}
