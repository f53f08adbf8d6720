import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_OCR_PAGES, type TAnalysis } from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/index';
import { extract } from '../src/extract/index';
import { readTsv } from '../src/extract/ocr/tsv';
import { withOcrReading } from '../src/ocr-reading';
import type { ExtractedText } from '../src/types';
import { manyPagesScan, mixedPdf, notAContractScan, scannedPdf } from './scans/render';

/** A short two-page contract: a car sale with prices, dates and signatures. */
const SOURCE = 'compra-venda-veiculo-atencao';
/** Each case renders (first run) and reads real scans with Tesseract: a few seconds a page. */
const OCR_TIMEOUT = 120_000;

const bytesOf = (path: string) => new Uint8Array(readFileSync(path));

async function extractOk(path: string): Promise<ExtractedText> {
  const result = await extract(bytesOf(path), { fileName: 'scan.pdf' });
  if (!result.ok) throw new Error(`${path}: ${result.error.code} ${result.error.detail ?? ''}`);
  return result.value;
}

describe('Tesseract TSV → positioned lines', () => {
  const header =
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
  const row = (
    level: number,
    line: number,
    word: number,
    box: number[],
    conf: number,
    text: string,
  ) => [level, 1, 1, 1, line, word, ...box, conf, text].join('\t');
  const image = { dpi: 300, width: 2480, height: 3508 };

  it('makes each line Tesseract read one run of text, without low-confidence specks', () => {
    const tsv = [
      header,
      row(4, 1, 0, [300, 300, 900, 40], -1, ''),
      row(5, 1, 1, [300, 300, 200, 40], 96, 'CLÁUSULA'),
      row(5, 1, 2, [520, 300, 150, 40], 95, 'PRIMEIRA'),
      row(5, 1, 3, [700, 300, 30, 40], 12, '~'),
      row(4, 2, 0, [300, 360, 900, 40], -1, ''),
      row(5, 2, 1, [300, 360, 300, 40], 58, 'R$1.500,00'),
    ].join('\n');
    const page = readTsv(tsv, image);
    expect(page.words).toEqual([
      { text: 'CLÁUSULA', confidence: 96 },
      { text: 'PRIMEIRA', confidence: 95 },
      { text: 'R$1.500,00', confidence: 58 },
    ]);
    const [first, second] = page.items;
    expect(page.items.map((item) => item.str)).toEqual(['CLÁUSULA PRIMEIRA', 'R$1.500,00']);
    expect(second!.y).toBeLessThan(first!.y); // PDF space: the next line is lower
    expect(first!.x).toBeCloseTo((300 * 72) / 300);
    expect(first!.width).toBeCloseTo(((670 - 300) * 72) / 300);
  });

  it('turns an upside-down page upright, so lines and words keep their reading order', () => {
    // The same two lines as read from a page scanned upside down: boxes in the image's frame.
    const flip = ([left, top, width, height]: number[]) => [
      image.width - left! - width!,
      image.height - top! - height!,
      width!,
      height!,
    ];
    const tsv = [
      header,
      row(4, 1, 0, flip([300, 300, 900, 40]), -1, ''),
      row(5, 1, 1, flip([300, 300, 200, 40]), 96, 'CLÁUSULA'),
      row(5, 1, 2, flip([520, 300, 150, 40]), 95, 'PRIMEIRA'),
      row(4, 2, 0, flip([300, 360, 900, 40]), -1, ''),
      row(5, 2, 1, flip([300, 360, 300, 40]), 90, 'Texto'),
    ].join('\n');
    const { items } = readTsv(tsv, image);
    expect(items.map((item) => item.str)).toEqual(['CLÁUSULA PRIMEIRA', 'Texto']);
    expect(items[1]!.y).toBeLessThan(items[0]!.y);
    expect(items[0]!.x).toBeCloseTo(items[1]!.x);
  });
});

describe('OCR of scanned PDFs (pdftoppm + Tesseract por)', () => {
  it(
    'reads a clean 300 dpi scan into paragraphs with pages, values and dates',
    async () => {
      const extracted = await extractOk(await scannedPdf(SOURCE, 'clean-300'));
      expect(extracted.ocr?.pages).toEqual([1, 2]);
      expect(extracted.ocr!.confidence).toBeGreaterThan(85);
      expect(extracted.pageCount).toBe(2);
      expect(extracted.text).toContain('CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO USADO');
      expect(extracted.text).toContain(
        'O preço do veículo é de R$ 98.000,00 (noventa e oito mil reais)',
      );
      expect(extracted.text).toMatch(/\nCLÁUSULA QUINTA – DO FORO\n/u);
      expect(extracted.pages[1]!.start).toBeGreaterThan(0);
      expect(extracted.text.slice(extracted.pages[1]!.start)).toContain('Comarca de Blumenau/SC');
    },
    OCR_TIMEOUT,
  );

  it(
    'keeps the text layer of a mixed PDF and reads only its scanned pages',
    async () => {
      const extracted = await extractOk(await mixedPdf(SOURCE));
      expect(extracted.ocr?.pages).toEqual([2]);
      expect(extracted.text).toContain('livre de multas, alienação fiduciária');
      expect(extracted.text).toContain('Fica eleito o foro da Comarca de Blumenau/SC');
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a page scanned upside down',
    async () => {
      const extracted = await extractOk(await scannedPdf(SOURCE, 'upside-down'));
      const second = extracted.text.slice(extracted.pages[1]!.start, extracted.pages[1]!.end);
      expect(second).toContain('Fica eleito o foro da Comarca de Blumenau/SC');
      expect(second).toContain('LETÍCIA VOGEL SCHRAMM');
    },
    OCR_TIMEOUT,
  );

  it(
    `refuses more than ${MAX_OCR_PAGES} scanned pages before reading any`,
    async () => {
      const pages: number[] = [];
      const result = await extract(bytesOf(await manyPagesScan(MAX_OCR_PAGES + 1)), {
        fileName: 'scan.pdf',
        onScanPage: ({ page }) => pages.push(page),
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'TOO_MANY_SCANNED_PAGES' } });
      expect(pages).toEqual([]);
    },
    OCR_TIMEOUT,
  );

  it(
    'answers NOT_A_CONTRACT for the scan of something that is not a contract',
    async () => {
      const result = await analyze(bytesOf(await notAContractScan()), { fileName: 'foto.pdf' });
      expect(result).toMatchObject({ ok: false, error: { code: 'NOT_A_CONTRACT' } });
    },
    OCR_TIMEOUT,
  );

  it(
    'reports the OCR stage and each page, then analyses the scan like a text PDF',
    async () => {
      const events: string[] = [];
      const result = await analyze(bytesOf(await scannedPdf(SOURCE, 'clean-300')), {
        fileName: 'scan.pdf',
        onStage: (stage) => events.push(stage),
        onScanPage: ({ page, pages }) => events.push(`página ${page} de ${pages}`),
      });
      expect(events).toEqual([
        'extraindo texto',
        'lendo o documento digitalizado',
        'página 1 de 2',
        'página 2 de 2',
        'identificando cláusulas',
        'analisando riscos',
        'calculando nota',
      ]);
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.ocr).toMatchObject({ pages: [1, 2] });
      expect(result.value.entities.money.map((money) => money.value)).toContain(98_000);
    },
    OCR_TIMEOUT,
  );
});

describe('a scan read poorly', () => {
  it(
    'is reported page by page, and its doubtful money values are marked needsCheck',
    async () => {
      // A worn copy faxed at 150 dpi.
      const result = await analyze(bytesOf(await scannedPdf(SOURCE, 'faded')), {
        fileName: 'scan.pdf',
      });
      if (!result.ok) throw new Error(result.error.code);
      const { ocr, entities } = result.value;
      expect(ocr!.lowQualityPages.length).toBeGreaterThan(0);
      expect(entities.money.some((money) => money.needsCheck)).toBe(true);
    },
    OCR_TIMEOUT,
  );
});

describe('a server without Tesseract', () => {
  let bin: string;
  let path: string | undefined;
  beforeAll(() => {
    // A PATH with poppler's tools but no tesseract.
    bin = mkdtempSync(join(tmpdir(), 'no-tesseract-'));
    for (const tool of ['pdftoppm', 'pdfimages']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
    path = process.env.PATH;
  });
  afterAll(() => {
    process.env.PATH = path;
    rmSync(bin, { recursive: true, force: true });
  });

  it(
    'answers OCR_UNAVAILABLE for a scan, and still reads text PDFs',
    async () => {
      const scan = bytesOf(await scannedPdf(SOURCE, 'clean-300'));
      process.env.PATH = bin;
      try {
        const result = await extract(scan, { fileName: 'scan.pdf' });
        expect(result).toMatchObject({ ok: false, error: { code: 'OCR_UNAVAILABLE' } });
        const text = await extract(bytesOf(join(__dirname, 'fixtures', 'contrato-locacao.pdf')), {
          fileName: 'contrato.pdf',
        });
        expect(text.ok).toBe(true);
      } finally {
        process.env.PATH = path;
      }
    },
    OCR_TIMEOUT,
  );
});

describe('values and dates read from doubtful words', () => {
  it('are marked needsCheck; the others are not', () => {
    const span = (text: string, start: number) => ({ text, start, end: start + text.length });
    const analysis = {
      entities: {
        money: [
          { ...span('R$ 1.800,00', 10), value: 1800, inWords: null, context: '' },
          { ...span('R$ 7.200,00', 100), value: 7200, inWords: null, context: '' },
        ],
        dates: [{ ...span('10/03/2026', 200), iso: '2026-03-10', precision: 'day' as const }],
      },
      importantDates: [],
    } as unknown as TAnalysis;
    const read = withOcrReading(analysis, {
      pages: [1],
      confidence: 80,
      lowQualityPages: [1],
      doubtful: [{ start: 103, end: 108 }],
    });
    expect(read.entities.money.map((money) => money.needsCheck)).toEqual([undefined, true]);
    expect(read.entities.dates[0]!.needsCheck).toBeUndefined();
    expect(read.ocr).toEqual({ pages: [1], confidence: 80, lowQualityPages: [1] });
  });
});
