import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../index';
import { correctionOf } from './spelling';

/** spelling.ts's MAX_WORD_LENGTH: longer tokens are never spelled. */
const MAX_WORD_LENGTH = 40;

/**
 * A pasted contract followed by one enormous "word" kept an analysis slot for its whole budget:
 * the spell-checker built every one-slip variant of it (quadratic in its length). The repro of
 * issue 26, bounded by operation counts, never by the clock.
 */
describe('a 300 KB one-word text', () => {
  const word = 'a'.repeat(300 * 1024);

  it('is never spelled: no candidate of it is looked up', () => {
    let lookups = 0;
    const count = () => {
      lookups += 1;
      return false;
    };
    expect(correctionOf(word, count, { hasPrefix: count })).toBeNull();
    expect(correctionOf('x'.repeat(MAX_WORD_LENGTH + 1), count, { hasPrefix: count })).toBeNull();
    expect(lookups).toBe(0);
    // A word of ordinary length is still looked at.
    correctionOf('presnete', count, { hasPrefix: count });
    expect(lookups).toBeGreaterThan(0);
  });

  // The limit is a bound for a hung analysis, not a speed target: linear steps take well under a
  // second here (classify's sentence filter once backtracked quadratically on such a word).
  it('is analysed to the end, after a real lease', async () => {
    const lease = readFileSync(
      new URL('../../../test/corpus/locacao-residencial-abusiva.txt', import.meta.url),
      'utf8',
    );
    const result = await analyze(new TextEncoder().encode(`${lease}\n${word}`), {
      fileName: 'colado.txt',
    });
    expect(result).toMatchObject({ ok: true });
  }, 120_000);
});
