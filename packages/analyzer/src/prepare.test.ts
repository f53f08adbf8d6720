import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZContractType, ZEntities, ZOutlineItem } from '@contrato-claro/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFromText } from './prepare';

const corpus = fileURLToPath(new URL('../test/corpus/', import.meta.url));
const texts = readdirSync(corpus).filter((name) => name.endsWith('.txt'));

describe('documentFromText', () => {
  it.each(texts)('gives %s entities, outline and type in the shared schemas', (name) => {
    const doc = documentFromText(readFileSync(corpus + name, 'utf8'));
    expect(ZEntities.safeParse(doc.entities).success).toBe(true);
    expect(ZOutlineItem.array().safeParse(doc.clauses).success).toBe(true);
    expect(ZContractType.safeParse(doc.classification.contractType).success).toBe(true);
    expect(doc.fold).toHaveLength(doc.text.length);
  });

  it('never throws on arbitrary text', () => {
    const anyText = fc
      .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 })
      .map((codes) => String.fromCharCode(...codes));
    fc.assert(
      fc.property(anyText, (text) => {
        const doc = documentFromText(text);
        expect(ZEntities.safeParse(doc.entities).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  // Each of these once took seconds or hung (quadratic or exponential backtracking); linear
  // code finishes them in milliseconds, well inside the test timeout.
  it.each([
    ['a long run of underscores', '_'.repeat(40_000)],
    ['capitals without a comma', `EMPRESA ${'DA '.repeat(5_000)}X doravante denominada LOCADORA`],
    [
      'blank dates in the signatures',
      `CONTRATO\nCLÁUSULA 1ª\nAssim, por estarem justas, assinam.\n${'__ de __ '.repeat(5_000)}`,
    ],
    ['number words without a unit', 'mil e '.repeat(10_000)],
  ])('stays linear on %s', (_name, text) => {
    expect(documentFromText(text).text.length).toBeGreaterThan(0);
  });
});
