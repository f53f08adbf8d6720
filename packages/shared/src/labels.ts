/**
 * pt-BR names of the analysis' closed lists, for every output that shows them (the screens, the
 * PDF report, the message to the other party). Schema-free on purpose: the home screen may import
 * it without bringing zod along.
 */

/** Criterion titles, as SPEC.md §2 writes them on the preview rows ("Clausulas padrões" too). */
export const CRITERION_TITLES = {
  contradictionAnalysis: 'Contradição',
  keyValuesAnalysis: 'Riscos financeiros',
  importantDatesAnalysis: 'Datas importantes',
  equilibriumAnalysis: 'Equilíbrio contratual',
  objectiveAnalysis: 'Objetividade, erros e repetições',
  defaultClauses: 'Clausulas padrões',
  exoticClauses: 'Cláusulas atípicas',
} as const;

/** Severity names. */
export const SEVERITY_LABELS = { baixa: 'Baixa', média: 'Média', alta: 'Alta' } as const;
