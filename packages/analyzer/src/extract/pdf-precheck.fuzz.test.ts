import { describe, expect, it } from 'vitest';
import { contentBombVariant, type BombSyntax } from '../../test/fixtures/hostile-pdf';
import { precheckPdf } from './pdf-precheck';

/**
 * The six ways a content bomb got past the pre-check (issue 26), and random combinations of the
 * syntax pdf.js accepts: whatever the writing, pdf.js reads the instructions (checked below on
 * small versions), so the pre-check must count them.
 */
const BYPASSES: Record<string, BombSyntax> = {
  'one stream shared by many pages': { pages: 100 },
  'the abbreviated filter name /Fl': { filter: 'Fl' },
  'a content stream that claims /Subtype /Image': { claimsImage: true },
  'a CR-only line end after stream': { streamEol: '\r' },
  'the bytes "endstream" inside the compressed data': { endstreamInData: true },
  'hex, then Flate': { filter: 'AHx+Fl' },
};

const OPTIONS: { [K in keyof BombSyntax]-?: ReadonlyArray<BombSyntax[K]> } = {
  pages: [1],
  filter: ['FlateDecode', 'Fl', 'Fl#61teDecode', 'AHx+Fl', 'A85+Fl'],
  filterKey: ['Filter', 'F'],
  claimsImage: [false, true],
  streamEol: ['\n', '\r', '\r\n'],
  endstreamInData: [false, true],
  indirectLength: [false, true],
  badChecksum: [false, true],
  oddSpacing: [false, true],
};

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutations(count: number, seed: number): BombSyntax[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const syntax: Record<string, unknown> = {};
    for (const [key, values] of Object.entries(OPTIONS)) {
      syntax[key] = values[Math.floor(next() * values.length)];
    }
    return syntax as BombSyntax;
  });
}

const BOMB_KB = 20 * 1024; // 20 MB of instructions on one page
const MUTANT_KB = 6 * 1024; // over the 4 MB + 192 KB a page may have
const SHARED_KB = 600; // on each of 100 pages: 60 MB in all

describe('the pre-check against the bypasses of issue 26', () => {
  for (const [name, syntax] of Object.entries(BYPASSES)) {
    it(`refuses a bomb written with ${name}`, () => {
      const bomb = contentBombVariant(syntax.pages ? SHARED_KB : BOMB_KB, syntax);
      expect(bomb.length).toBeLessThan(200 * 1024);
      expect(precheckPdf(bomb)).toMatchObject({
        ok: false,
        error: { code: 'DOCUMENT_TOO_COMPLEX' },
      });
    });
  }

  it('refuses every mutation of the syntax, and accepts each one with a page of text', () => {
    for (const syntax of mutations(24, 26)) {
      const label = JSON.stringify(syntax);
      expect(precheckPdf(contentBombVariant(MUTANT_KB, syntax)).ok, label).toBe(false);
      expect(precheckPdf(contentBombVariant(8, syntax)), label).toEqual({
        ok: true,
        value: { pages: 1 },
      });
    }
  }, 120_000);

  it('accepts pages that share a small stream, as a template does', () => {
    expect(precheckPdf(contentBombVariant(8, { pages: 100 }))).toEqual({
      ok: true,
      value: { pages: 100 },
    });
  });

  it('is fed syntax pdf.js reads: each bypass, small, gives pdf.js its text', async () => {
    const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    for (const [name, syntax] of Object.entries(BYPASSES)) {
      const task = getDocument({
        data: new Uint8Array(contentBombVariant(2, { ...syntax, pages: 1 })),
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
        stopAtErrors: false,
        verbosity: VerbosityLevel.ERRORS,
      });
      const document = await task.promise;
      const content = await (await document.getPage(1)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
      expect(text, name).toContain('Clausula repetida sem fim');
      await task.destroy();
    }
  }, 60_000);
});
