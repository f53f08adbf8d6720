import { describe, expect, it } from 'vitest';
import { excerptOf, MAX_EXCERPT } from './excerpt';

/** A clause of `sentences`, each about 90 characters, and where `needle` starts in it. */
function clause(needle: string) {
  const sentences = [
    'CLÁUSULA SÉTIMA – O LOCATÁRIO poderá usar o imóvel somente para fins residenciais próprios.',
    'É vedada a sublocação, a cessão ou o empréstimo do imóvel, no todo ou em parte, sem anuência.',
    'O exercício de direito de preferência seguirá a Lei do Inquilinato, na forma ali estabelecida.',
    'O LOCADOR poderá vistoriar o imóvel mediante aviso prévio de quarenta e oito horas ao inquilino.',
    'As benfeitorias necessárias serão indenizadas; as úteis, somente se autorizadas por escrito.',
  ];
  const text = sentences.join(' ');
  return { text, start: text.indexOf(needle) };
}

const wordsOf = (text: string) => new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean));

describe('excerptOf', () => {
  it('quotes a short clause whole', () => {
    const text = 'O aluguel vence no dia 5.';
    expect(excerptOf(text, 0, text.length, 3)).toBe(text);
  });

  it.each(['sublocação', 'exercício de direito', 'vistoriar', 'benfeitorias', 'somente para fins'])(
    'cuts a long clause at sentence or word boundaries, never inside a word (%s)',
    (needle) => {
      const { text, start } = clause(needle);
      const excerpt = excerptOf(text, 0, text.length, start);
      expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT);
      expect(excerpt).toContain(needle);
      // Every word quoted is a whole word of the clause.
      const words = wordsOf(text);
      for (const word of wordsOf(excerpt)) expect(words, word).toContain(word);
      // It starts at a sentence (or the clause) and ends after one, marking what it leaves out.
      expect(excerpt).toMatch(/^(?:…)?[\p{Lu}]/u);
      expect(excerpt).toMatch(/[.]…?$/u);
    },
  );

  it('falls back to whole words when the clause has no sentence break around the span', () => {
    const text = `${'palavra '.repeat(30)}o exercício de direito ${'outra '.repeat(60)}`.trim();
    const start = text.indexOf('exercício');
    const excerpt = excerptOf(text, 0, text.length, start);
    expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT);
    expect(excerpt).toMatch(/^…palavra /u);
    expect(excerpt).toMatch(/ outra…$/u);
    expect(excerpt).toContain('o exercício de direito');
  });

  it('still quotes a window of one enormous word, cut where it must be', () => {
    const text = 'x'.repeat(1000);
    const excerpt = excerptOf(text, 0, text.length, 500);
    expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT);
    expect(excerpt).toMatch(/^…x{200,}…$/u);
  });
});
