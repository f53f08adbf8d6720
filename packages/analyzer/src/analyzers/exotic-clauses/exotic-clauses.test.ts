import { describe, expect, it } from 'vitest';
import { exoticClausesAnalyzer, exoticStatus } from '.';
import type { RawFinding } from '../../types';
import { describeCases } from '../test-cases';

describeCases('exotic-clauses', exoticClausesAnalyzer);

describe('exoticStatus', () => {
  const finding = (severity: RawFinding['severity']): RawFinding => ({
    rule: 'atipica.exclusividade',
    title: 't',
    description: 'd',
    severity,
    start: 0,
    end: 1,
  });

  it('is "nenhuma" without findings, "atencao" with mild ones and "critica" with a severe one', () => {
    expect(exoticStatus([])).toBe('nenhuma');
    expect(exoticStatus([finding('baixa'), finding('média')])).toBe('atencao');
    expect(exoticStatus([finding('baixa'), finding('alta')])).toBe('critica');
  });
});
