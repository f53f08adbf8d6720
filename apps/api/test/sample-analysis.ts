import { ZAnalysis, type TAnalysis, type TCriterionResult } from '@contrato-claro/shared';

/** A secret-looking finding text: tests check it never reaches a preview. */
export const FINDING_MARKER = 'multa de 50% sobre o valor total';

const criterion = (score: number, withFinding: boolean): TCriterionResult => ({
  score,
  band: score >= 80 ? 'Satisfatório' : score >= 50 ? 'Atenção' : 'Crítico',
  summary: 'Resumo do critério.',
  findings: withFinding
    ? [
        {
          id: 'f1',
          rule: 'financeiro.multa_excessiva',
          criterion: 'keyValuesAnalysis',
          title: 'Multa excessiva',
          description: `A cláusula prevê ${FINDING_MARKER}.`,
          severity: 'alta',
          points: 20,
          clause: { ref: 'Cláusula 5ª', page: 1, excerpt: FINDING_MARKER, start: 10, end: 40 },
        },
      ]
    : [],
});

/** A complete, valid analysis as the analyzer returns it (for tests that do not parse files). */
export function sampleAnalysis(fileName: string, fileSize: number): TAnalysis {
  return ZAnalysis.parse({
    fileName,
    fileSize,
    pageCount: 1,
    contractType: 'Locação',
    contractSubType: 'Residencial',
    contractTitle: 'Contrato de Locação',
    finalScore: { score: 72, band: 'Atenção', resumo_contrato: 'Contrato de locação residencial.' },
    contradictionAnalysis: criterion(90, false),
    keyValuesAnalysis: criterion(60, true),
    importantDatesAnalysis: criterion(80, false),
    equilibriumAnalysis: criterion(70, false),
    objectiveAnalysis: criterion(85, false),
    defaultClauses: { ...criterion(75, false), items: [] },
    exoticClauses: { ...criterion(100, false), status: 'nenhuma', count: 0 },
    importantDates: [],
    entities: {
      money: [],
      percentages: [],
      dates: [],
      durations: [],
      indices: [],
      parties: [],
      citations: [],
      placeholders: [],
    },
    outline: [],
    text: `Texto do contrato com ${FINDING_MARKER}.`,
  });
}
