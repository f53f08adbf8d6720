import { describe, expect, it } from 'vitest';
import {
  CIVIL_SUBJECTS,
  KNOWN_LAWS,
  canonicalLaw,
  isIn1916,
  isIn2002,
  isKnownCitation,
  meantLaw,
} from './laws';

describe('the vetted law table', () => {
  it('numbers ordinary and complementary laws in the order of their years', () => {
    for (const kind of ['lei', 'lei complementar'] as const) {
      const laws = KNOWN_LAWS.filter((law) => law.kind === kind).sort(
        (a, b) => a.number - b.number,
      );
      laws.slice(1).forEach((law, i) => {
        expect(law.year, `${kind} ${law.number}`).toBeGreaterThanOrEqual(laws[i]!.year);
      });
    }
  });

  it('has one entry per law, and every repeal comes after the law it repeals', () => {
    const keys = KNOWN_LAWS.map((law) => `${law.kind} ${law.number}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const law of KNOWN_LAWS.filter((entry) => entry.repeal !== undefined)) {
      expect(Number(law.repeal!.since.slice(0, 4))).toBeGreaterThan(law.year);
    }
  });

  it('maps each article of 1916 to an article of 2002 on the same subject', () => {
    for (const subject of CIVIL_SUBJECTS) {
      for (const [old, current] of Object.entries(subject.became ?? {})) {
        expect(isIn1916(subject, Number(old)), `${subject.name} ${old}`).toBe(true);
        expect(isIn2002(subject, current), `${subject.name} ${current}`).toBe(true);
      }
    }
  });

  it('names the famous law a number one digit off meant, only when its subject fits', () => {
    const isLease = (law: { number: number }) => law.number === 8245;
    expect(meantLaw('lei', 8254, isLease)?.number).toBe(8245);
    expect(meantLaw('lei', 8235, isLease)?.number).toBe(8245);
    expect(meantLaw('lei', 8542, isLease)).toBeNull();
    expect(meantLaw('lei', 8254, () => false)).toBeNull();
    expect(meantLaw('lei complementar', 8254, isLease)).toBeNull();
  });

  it('gives the codes cited by number their names', () => {
    expect(canonicalLaw('Lei 13.709')).toBe('LGPD');
    expect(canonicalLaw('Lei 8.245/1991')).toBe('Lei 8.245');
    expect(canonicalLaw('Código Civil')).toBe('Código Civil');
  });

  it.each([
    ['Lei 8.245/1991', true],
    ['Lei 11.788', true],
    ['Decreto-Lei 1.598/1977', true],
    ['Código Civil', true],
    ['LGPD', true],
    ['Lei 10.059', false],
    ['Lei 1.234/2099', false],
  ])('resolves %s: %s', (law, resolved) => {
    expect(isKnownCitation(law)).toBe(resolved);
  });
});
