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

/** What a finding puts at stake for the reader (`TFinding.consequence`), as the screens say it. */
export const CONSEQUENCE_LABELS = {
  finalidade: 'impede o contrato de cumprir sua finalidade',
  dinheiro: 'dinheiro em risco',
  direitos: 'perda de direitos',
  validade: 'cláusula que pode não valer',
  clareza: 'dúvida sobre o que vale',
  forma: 'falha de redação fácil de corrigir',
} as const;
