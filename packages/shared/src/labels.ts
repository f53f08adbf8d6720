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

/**
 * When a date comes back every month, in words, for a monthly obligation whose first day the
 * text does not give ("Todo dia 20", "5º dia útil de cada mês"): it has a day, just not one date.
 */
export function monthlyDayLabel(monthly: { day: number; businessDay: boolean }): string {
  return monthly.businessDay
    ? `${monthly.day}º dia útil de cada mês`
    : `Todo dia ${monthly.day} de cada mês`;
}
