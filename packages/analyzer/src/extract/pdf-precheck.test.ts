import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentBombPdf,
  contentBombVariant,
  formFanOutPdf,
  manyObjectsPdf,
} from '../../test/fixtures/hostile-pdf';
import { precheckPdf } from './pdf-precheck';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url)));

describe('precheckPdf', () => {
  it('counts the pages of ordinary PDFs', () => {
    expect(precheckPdf(fixture('contrato-locacao.pdf'))).toEqual({ ok: true, value: { pages: 4 } });
    expect(precheckPdf(fixture('scanned.pdf'))).toEqual({ ok: true, value: { pages: 1 } });
  });

  it('refuses a document over the page limit before any page is read', () => {
    expect(precheckPdf(fixture('blank-2000-pages.pdf'))).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_PAGES', detail: '2000 pages' },
    });
  });

  it('refuses a small file whose page content inflates to megabytes of instructions', () => {
    const bomb = contentBombPdf(20);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(precheckPdf(bomb)).toMatchObject({ ok: false, error: { code: 'DOCUMENT_TOO_COMPLEX' } });
    // A page's worth of instructions is fine.
    expect(precheckPdf(contentBombPdf(1))).toEqual({ ok: true, value: { pages: 1 } });
  });

  // "beyond" is the refusal of an inflate stopped at its output cap (maxOutputLength), so the
  // bomb is never inflated whole — a fact of the code path, not of how fast this machine is.
  it('refuses a file that would inflate beyond the absolute cap, stopping at the cap', () => {
    expect(precheckPdf(contentBombPdf(200))).toMatchObject({
      ok: false,
      error: { code: 'DOCUMENT_TOO_COMPLEX', detail: expect.stringContaining('beyond') },
    });
  });

  it('refuses a file with too many objects', () => {
    expect(precheckPdf(manyObjectsPdf(120_000))).toMatchObject({
      ok: false,
      error: { code: 'DOCUMENT_TOO_COMPLEX', detail: '120003 objects' },
    });
  });

  it('charges a form each time it is drawn: a fan-out is refused, a few levels pass', () => {
    expect(precheckPdf(formFanOutPdf(20))).toMatchObject({
      ok: false,
      error: { code: 'DOCUMENT_TOO_COMPLEX' },
    });
    expect(precheckPdf(formFanOutPdf(8))).toEqual({ ok: true, value: { pages: 1 } });
  });

  it('charges a content stream to every page that uses it', () => {
    expect(precheckPdf(contentBombVariant(600, { pages: 100 }))).toMatchObject({
      ok: false,
      error: { code: 'DOCUMENT_TOO_COMPLEX', detail: expect.stringContaining('pages draw') },
    });
  });
});
