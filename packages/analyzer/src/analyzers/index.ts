/** The seven analyzers, one per criterion, in the order of CRITERIA. */
import type { TCriterion } from '@contrato-claro/shared';
import type { Analyzer } from '../types';
import { contradictionAnalyzer } from './contradiction';
import { defaultClausesAnalyzer } from './default-clauses';
import { equilibriumAnalyzer } from './equilibrium';
import { exoticClausesAnalyzer } from './exotic-clauses';
import { importantDatesAnalyzer } from './important-dates';
import { keyValuesAnalyzer } from './key-values';
import { objectiveAnalyzer } from './objective';

/** The analyzer of each criterion. */
export const ANALYZERS: Readonly<Record<TCriterion, Analyzer>> = {
  contradictionAnalysis: contradictionAnalyzer,
  keyValuesAnalysis: keyValuesAnalyzer,
  importantDatesAnalysis: importantDatesAnalyzer,
  equilibriumAnalysis: equilibriumAnalyzer,
  objectiveAnalysis: objectiveAnalyzer,
  defaultClauses: defaultClausesAnalyzer,
  exoticClauses: exoticClausesAnalyzer,
};

/** Per-document outputs besides the findings. */
export { defaultClauseChecklist } from './default-clauses';
export { exoticStatus } from './exotic-clauses';
export { importantDates } from './important-dates';
