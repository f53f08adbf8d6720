import type { TFinding } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { results } from '../../test/fixtures';
import { groupFindings, groupResults, topGroups } from './finding-groups';

let next = 0;
const finding = (overrides: Partial<TFinding>): TFinding => {
  next += 1;
  return {
    id: `rule#${next}`,
    rule: 'objetividade.termo_vago',
    criterion: 'objectiveAnalysis',
    title: 'Termo vago',
    description: 'O texto usa um termo vago.',
    severity: 'baixa',
    points: 5,
    clause: {
      ref: `Cláusula ${next}ª`,
      page: 1,
      excerpt: `trecho ${next}`,
      start: next * 10,
      end: next * 10 + 5,
    },
    ...overrides,
  };
};

describe('groupFindings', () => {
  it('puts the findings of one rule and title on one card, their places inside, in text order', () => {
    const vague = [finding({ points: 5 }), finding({ points: 3 }), finding({ points: 1 })];
    const other = finding({ rule: 'objetividade.frase_longa', title: 'Frase longa', points: 5 });
    const groups = groupFindings('objectiveAnalysis', [vague[2]!, other, vague[0]!, vague[1]!]);
    expect(groups.map((group) => [group.lead.title, group.points, group.places.length])).toEqual([
      ['Termo vago', 9, 3],
      ['Frase longa', 5, 1],
    ]);
    expect(groups[0]!.places.map((place) => place.excerpt)).toEqual(
      vague.map((item) => item.clause.excerpt),
    );
  });

  it("lists a finding's own occurrences as places, once each", () => {
    const blanks = finding({
      rule: 'objetividade.placeholder',
      title: 'Campos em branco',
      occurrences: [
        { ref: 'Cláusula 9ª', page: 2, start: 500, end: 510, text: '____' },
        { ref: 'Cláusula 9ª', page: 2, start: 500, end: 510, text: '____' },
      ],
    });
    const [group] = groupFindings('objectiveAnalysis', [blanks]);
    expect(group!.places.map((place) => place.ref)).toEqual([blanks.clause.ref, 'Cláusula 9ª']);
  });

  it('keeps what favours the reader apart from what costs them', () => {
    const groups = groupFindings('keyValuesAnalysis', [
      finding({ readerStance: 'a_favor', points: 0 }),
      finding({ readerStance: 'contra', points: 8 }),
    ]);
    expect(groups).toHaveLength(2);
  });
});

describe('topGroups', () => {
  it("takes the three costliest problems across criteria, never one in the reader's favour", () => {
    const analysis = {
      ...results,
      keyValuesAnalysis: {
        ...results.keyValuesAnalysis,
        findings: [
          finding({
            rule: 'a',
            title: 'Multa',
            severity: 'alta',
            points: 25,
            criterion: 'keyValuesAnalysis',
          }),
          finding({
            rule: 'b',
            title: 'A seu favor',
            severity: 'alta',
            points: 0,
            readerStance: 'a_favor',
          }),
        ],
      },
      objectiveAnalysis: {
        ...results.objectiveAnalysis,
        findings: [
          finding({ rule: 'c', title: 'Vago', points: 5 }),
          finding({ rule: 'd', title: 'Ilegível', severity: 'média', points: 12 }),
          finding({ rule: 'e', title: 'Erro de digitação', points: 5 }),
        ],
      },
    };
    const top = topGroups(groupResults(analysis));
    expect(top.map((group) => group.lead.title)).toEqual(['Multa', 'Ilegível', 'Vago']);
  });
});
