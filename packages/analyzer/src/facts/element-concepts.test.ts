import { describe, expect, it } from 'vitest';
import { foldText } from '../text/fold';
import { ELEMENT_CONCEPTS, speaksOf } from './element-concepts';

describe('element concepts (evidence of absence)', () => {
  for (const concept of ELEMENT_CONCEPTS) {
    it(`${concept.key}: has at least three wordings each way`, () => {
      expect(concept.matches.length).toBeGreaterThanOrEqual(3);
      expect(concept.nonMatches.length).toBeGreaterThanOrEqual(3);
    });
    it.each(concept.matches)(`${concept.key} matches «%s»`, (text) => {
      expect(speaksOf(concept, foldText(text))).toBe(true);
    });
    it.each(concept.nonMatches)(`${concept.key} does not match «%s»`, (text) => {
      expect(speaksOf(concept, foldText(text))).toBe(false);
    });
  }
});
