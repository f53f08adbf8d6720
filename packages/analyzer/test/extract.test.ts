import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extract, MAX_PAGES, normalizeText } from '../src/extract/index';
import { detectFileKind } from '../src/extract/file-kind';
import { htmlToText } from '../src/extract/html-to-text';
import { joinBroken, joinPages } from '../src/extract/pages';
import { removeFurniture } from '../src/extract/pdf-furniture';
import { buildParagraphs, readLines } from '../src/extract/pdf-layout';
import type { Line, PositionedText } from '../src/extract/pdf-layout';
import { MAX_ZIP_ENTRIES } from '../src/extract/zip-guard';
import type { ExtractedText } from '../src/types';
import { BAD_FILES, FIXTURES_DIR, GOOD_FILES } from './fixtures/index';
import {
  LEASE_CLOSING,
  LEASE_COLUMNS,
  LEASE_COLUMNS_HEADING,
  LEASE_HEADER,
  LEASE_HYPHENATED_TEXT,
  LEASE_INSPECTION_HEADING,
  LEASE_OPENING,
  SERVICES_PRICES,
} from './fixtures/texts';
import { buildZip } from './fixtures/zip';

const read = (file: string): Uint8Array => new Uint8Array(readFileSync(join(FIXTURES_DIR, file)));

async function extractOk(file: string): Promise<ExtractedText> {
  const result = await extract(read(file), { fileName: file });
  if (!result.ok) throw new Error(`${file}: ${result.error.code} ${result.error.detail ?? ''}`);
  return result.value;
}

/** Page spans must tile the text: start at 0, end at its length, no gap, no overlap. */
function expectTiledSpans(extracted: ExtractedText): void {
  expect(extracted.pages).toHaveLength(extracted.pageCount);
  expect(extracted.pages[0]?.start).toBe(0);
  expect(extracted.pages.at(-1)?.end).toBe(extracted.text.length);
  extracted.pages.forEach((span, index) => {
    expect(span.page).toBe(index + 1);
    expect(span.end).toBeGreaterThanOrEqual(span.start);
    const next = extracted.pages[index + 1];
    if (next) expect(next.start - span.end).toBeLessThanOrEqual(1);
  });
}

const pageAt = (extracted: ExtractedText, offset: number): number | undefined =>
  extracted.pages.find((span) => offset >= span.start && offset < span.end)?.page;

describe('normalizeText', () => {
  it.each([
    ['composes accents (NFC)', 'loca\u0063\u0327\u0061\u0303o', 'locação'],
    ['unifies quotes', '\u201Cfoo\u201D \u2018bar\u2019 \u00ABbaz\u00BB', '"foo" \'bar\' "baz"'],
    ['keeps the en-dash, unifies long dashes', 'A \u2013 B \u2014 C \u2015 D', 'A – B – C – D'],
    ['unifies hyphen look-alikes', 'guarda\u2011chuva \u2212 1', 'guarda-chuva - 1'],
    [
      'replaces odd spaces and collapses runs',
      'R$\u00A01.000,00\u2009e\t  mais',
      'R$ 1.000,00 e mais',
    ],
    [
      'spells ligatures out',
      'juros o\uFB01ciais, \uFB02uxo ao \uFB01nal',
      'juros oficiais, fluxo ao final',
    ],
    ['drops soft hyphens and zero-width marks', 'contra\u00ADtante\u200B\uFEFF', 'contratante'],
    ['trims lines', '  a  \n   b ', 'a\nb'],
    ['keeps at most one blank line', 'a\n\n\n\n b\r\n\r\nc', 'a\n\nb\n\nc'],
    ['turns CR and form feeds into line breaks', 'a\rb\fc', 'a\nb\nc'],
    ['removes control characters', 'a\u0000b\u0007c', 'abc'],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeText(raw)).toBe(expected);
    expect(normalizeText(expected)).toBe(expected);
  });
});

describe('joinBroken', () => {
  it.each([
    ['contra-', 'tante pagará', 'contra', ''],
    ['obriga-', 'se a pagar', 'obriga-', ''],
    ['segunda-', 'feira', 'segunda-', ''],
    ['pelo uso do', 'imóvel', 'pelo uso do', ' '],
    ['uso pacífico;', 'responder pelos vícios', 'uso pacífico;', ' '],
    ['fim do contrato.', 'após o prazo', 'fim do contrato.', '\n'],
    ['itens:', 'a) visitas', 'itens:', '\n'],
    ['guarda-', 'Chuva', 'guarda-', '\n'],
  ])('%j + %j', (left, right, expectedLeft, separator) => {
    expect(joinBroken(left, right)).toEqual({ left: expectedLeft, separator });
  });
});

describe('joinPages', () => {
  it('glues a word hyphenated across pages, skipping blank pages, and keeps each span', () => {
    const joined = joinPages(['O contra-', '', 'tante pagará.', 'Fim', '', 'x']);
    expect(joined.text).toBe('O contratante pagará.\nFim x');
    expect(joined.pages).toEqual([
      { page: 1, start: 0, end: 8 },
      { page: 2, start: 8, end: 8 },
      { page: 3, start: 8, end: 21 },
      { page: 4, start: 22, end: 25 },
      { page: 5, start: 25, end: 25 },
      { page: 6, start: 26, end: 27 },
    ]);
    for (const span of joined.pages.slice(2)) {
      expect(joined.text.slice(span.start, span.end)).toBe(
        ['tante pagará.', 'Fim', '', 'x'][span.page - 3],
      );
    }
  });
  it('continues a sentence with a space and keeps the hyphen of an enclitic', () => {
    expect(joinPages(['pelo uso do', 'imóvel, obriga-', 'se a']).text).toBe(
      'pelo uso do imóvel, obriga-se a',
    );
  });
});

describe('extract: the lease PDF', () => {
  const expectedParagraphs = [
    ...LEASE_OPENING,
    LEASE_INSPECTION_HEADING,
    LEASE_HYPHENATED_TEXT,
    LEASE_COLUMNS_HEADING,
    ...LEASE_COLUMNS,
    ...LEASE_CLOSING,
  ];

  it('reads every page, each paragraph whole and in order', async () => {
    const lease = await extractOk('contrato-locacao.pdf');
    expect(lease.kind).toBe('pdf');
    expect(lease.pageCount).toBe(4);
    const lines = lease.text.split('\n');
    const positions = expectedParagraphs.map((paragraph) => lines.indexOf(paragraph));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(lines.slice(-6)).toEqual([
      '______________________________ | ______________________________',
      'MARIA APARECIDA DOS SANTOS | JOÃO CARLOS PEREIRA',
      'LOCADORA | LOCATÁRIO',
      'Testemunhas:',
      '1. ____________________ Ana Lúcia Ferreira – CPF 111.444.777-35',
      '2. ____________________ Pedro Henrique Souza – CPF 222.333.444-05',
    ]);
  });

  it('joins words hyphenated at line ends but keeps enclitic hyphens', async () => {
    const { text } = await extractOk('contrato-locacao.pdf');
    expect(text).toContain('perfeito estado de conservação e limpeza');
    expect(text).toContain('e obriga-se a devolvê-lo');
    expect(text).toContain('ao término do contrato, ressalvado');
    expect(text).not.toMatch(/conser-|pru- ?dente|contra- ?to/u);
  });

  it('removes the running header and the page-number footer', async () => {
    const { text } = await extractOk('contrato-locacao.pdf');
    expect(text).not.toContain(LEASE_HEADER);
    expect(text).not.toMatch(/Página \d/u);
  });

  it('reads the two-column page left column first, joining the sentence across the gutter', async () => {
    const { text } = await extractOk('contrato-locacao.pdf');
    const starts = LEASE_COLUMNS.map((paragraph) => text.indexOf(paragraph));
    expect(starts.every((start) => start > text.indexOf(LEASE_COLUMNS_HEADING))).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('maps offsets to pages, a paragraph running across a page break included', async () => {
    const lease = await extractOk('contrato-locacao.pdf');
    expectTiledSpans(lease);
    const { text } = lease;
    expect(pageAt(lease, text.indexOf(LEASE_OPENING[0]!))).toBe(1);
    expect(pageAt(lease, text.indexOf(LEASE_INSPECTION_HEADING))).toBe(2);
    expect(pageAt(lease, text.indexOf(LEASE_COLUMNS[2]!))).toBe(3);
    expect(pageAt(lease, text.indexOf('Testemunhas:'))).toBe(4);
    const guarantee = LEASE_OPENING.at(-1)!;
    const start = text.indexOf(guarantee);
    expect(pageAt(lease, start)).toBe(1);
    expect(pageAt(lease, start + guarantee.length - 1)).toBe(2);
  });
});

describe('extract: the services DOCX', () => {
  it('rebuilds numbered clauses, nested lists and the price table', async () => {
    const services = await extractOk('contrato-servicos.docx');
    expect(services.kind).toBe('docx');
    const lines = services.text.split('\n');
    const block = (first: string, count: number): string[] =>
      lines.slice(lines.indexOf(first), lines.indexOf(first) + count);
    expect(block('CLÁUSULA 1ª – DO OBJETO', 8)).toEqual([
      'CLÁUSULA 1ª – DO OBJETO',
      '1. A CONTRATADA prestará à CONTRATANTE serviços de manutenção preventiva e corretiva dos computadores, impressoras e da rede interna instalados na sede da CONTRATANTE.',
      '2. Os serviços incluem:',
      'a) visitas técnicas mensais;',
      'b) atendimento remoto em dias úteis, das 8h às 18h;',
      'c) substituição de peças, com custo à parte:',
      '• teclados e mouses;',
      '• fontes de alimentação.',
    ]);
    expect(block('Serviço | Quantidade | Valor unitário | Total', 4)).toEqual(
      SERVICES_PRICES.map((row) => row.join(' | ').replace(/ {2,}/gu, ' ')),
    );
    expect(lines).toContain(
      '2. Qualquer das partes poderá rescindi-lo mediante aviso prévio de 30 (trinta) dias.',
    );
  });

  it('estimates pages when Word stored no page count', async () => {
    const services = await extractOk('contrato-servicos.docx');
    expect(services.pageCount).toBe(1);
    expectTiledSpans(services);
  });
});

describe('extract: good files', () => {
  it.each(GOOD_FILES)('$file is read as $kind', async ({ file, kind }) => {
    const extracted = await extractOk(file);
    expect(extracted.kind).toBe(kind);
    expect(extracted.text).toBe(normalizeText(extracted.text));
  });
});

describe('extract: bad files', () => {
  const refusedByExtract = BAD_FILES.filter(({ stage }) => stage === 'extract');
  // scanned.pdf goes through OCR (pdftoppm + Tesseract), which finds no text in its stripes.
  it.each(refusedByExtract)(
    '$file → $expected',
    async ({ file, expected }) => {
      const result = await extract(read(file), { fileName: file });
      expect(result).toMatchObject({ ok: false, error: { code: expected } });
    },
    120_000,
  );

  it('reads the file that only the pipeline refuses (not a contract)', async () => {
    for (const { file } of BAD_FILES.filter(({ stage }) => stage === 'pipeline')) {
      expect((await extract(read(file), { fileName: file })).ok).toBe(true);
    }
  });

  it('gives "zip bomb" as the detail of the zip bomb', async () => {
    const result = await extract(read('zip-bomb.docx'), { fileName: 'zip-bomb.docx' });
    expect(result).toEqual({ ok: false, error: { code: 'FILE_CORRUPTED', detail: 'zip bomb' } });
  });

  it('refuses 10 MB + 1 of random bytes as an unsupported type', async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
    let state = 12345;
    for (let i = 0; i < bytes.length; i += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      bytes[i] = state >>> 24;
    }
    const result = await extract(bytes, { fileName: 'contrato.pdf' });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_FILE_TYPE' } });
  });
});

describe('detectFileKind: the rule the upload route and the extraction share', () => {
  const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
  it.each([
    ['no bytes', new Uint8Array(0), 'empty'],
    ['a real PDF', read('contrato-locacao.pdf'), 'pdf'],
    ['a PDF header after some junk', latin1(`${' '.repeat(500)}%PDF-1.7\n`), 'pdf'],
    ['a PDF header past the first kilobyte', latin1(`${' '.repeat(1100)}%PDF-1.7\n`), null],
    ['a real DOCX', read('contrato-servicos.docx'), 'docx'],
    [
      'a zip without word/document.xml',
      buildZip([{ name: 'a.txt', content: Buffer.from('x') }]),
      null,
    ],
    ['a damaged zip (broken document)', latin1('PK\u0003\u0004 resto corrompido'), 'docx'],
    ['plain text', latin1('CONTRATO DE LOCAÇÃO'), null],
    ['a PNG image', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
  ])('%s', (_name, bytes, kind) => {
    expect(detectFileKind(bytes)).toBe(kind);
  });
});

describe('extract: type by bytes, never by name', () => {
  const documentXml = Buffer.from(
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Contrato de comodato</w:t></w:r></w:p></w:body></w:document>',
  );

  it.each([
    ['a PDF named .docx', 'contrato-locacao.pdf', 'x.docx', 'pdf'],
    ['a DOCX named .pdf', 'contrato-servicos.docx', 'x.pdf', 'docx'],
    ['a PDF named .txt', 'contrato-locacao.pdf', 'x.txt', 'pdf'],
  ])('reads %s by its bytes', async (_name, file, fileName, kind) => {
    const result = await extract(read(file), { fileName });
    expect(result.ok && result.value.kind).toBe(kind);
  });

  it.each([
    [
      'a zip without word/document.xml',
      buildZip([{ name: 'a.txt', content: Buffer.from('x') }]),
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a zip with more entries than allowed',
      buildZip(
        Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => ({
          name: `f${i}`,
          content: Buffer.alloc(0),
        })),
      ),
      'FILE_CORRUPTED',
    ],
    [
      'a zip whose part inflates past its declared size',
      buildZip([
        {
          name: 'word/document.xml',
          content: Buffer.concat([documentXml, Buffer.alloc(1e6)]),
          declaredSize: 1000,
        },
      ]),
      'FILE_CORRUPTED',
    ],
    [
      'a zip header without a directory',
      Buffer.from('PK\u0003\u0004 not really a zip'),
      'FILE_CORRUPTED',
    ],
    [
      'a docx with no text',
      buildZip([
        {
          name: 'word/document.xml',
          content: Buffer.from(
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
          ),
        },
      ]),
      'EMPTY_DOCUMENT',
    ],
  ])('refuses %s', async (_name, bytes, code) => {
    const result = await extract(new Uint8Array(bytes), { fileName: 'contrato.docx' });
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  it('reads a minimal DOCX made of document.xml only', async () => {
    const result = await extract(
      new Uint8Array(buildZip([{ name: 'word/document.xml', content: documentXml }])),
      {
        fileName: 'c.docx',
      },
    );
    expect(result).toMatchObject({
      ok: true,
      value: { kind: 'docx', text: 'Contrato de comodato' },
    });
  });

  it.each([
    [
      'UTF-8 text',
      'contrato.txt',
      'Contrato\u00A0de  locação\r\n',
      { ok: true, value: { kind: 'txt', text: 'Contrato de locação' } },
    ],
    [
      'form feeds as page breaks',
      'c.TXT',
      'Página um.\fPágina dois.',
      { ok: true, value: { pageCount: 2, text: 'Página um.\nPágina dois.' } },
    ],
    ['whitespace only', 'c.txt', ' \n\t ', { ok: false, error: { code: 'EMPTY_DOCUMENT' } }],
    [
      'text not named .txt',
      'contrato.md',
      'Contrato',
      { ok: false, error: { code: 'UNSUPPORTED_FILE_TYPE' } },
    ],
  ])('txt: %s', async (_name, fileName, content, expected) => {
    const result = await extract(new TextEncoder().encode(content), { fileName });
    expect(result).toMatchObject(expected);
  });

  it('refuses a .txt that is not UTF-8', async () => {
    const result = await extract(new Uint8Array([0x43, 0xe7, 0xe3, 0x6f]), { fileName: 'c.txt' });
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_FILE_TYPE' } });
  });

  it('refuses a text with more than MAX_PAGES pages', async () => {
    const result = await extract(new TextEncoder().encode('a.\f'.repeat(MAX_PAGES + 1)), {
      fileName: 'c.txt',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'TOO_MANY_PAGES' } });
  });
});

describe('extract: rotated content', () => {
  it.each([90, -90, 180])('reads a page whose text was drawn turned %i°', async (degrees) => {
    const doc = new PDFDocument({ size: 'A4', margin: 72 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) =>
      doc.on('end', () => resolve(Buffer.concat(chunks))),
    );
    doc.rotate(degrees, { origin: [297, 421] });
    doc.y = 300; // keeps the turned block inside the page
    const paragraphs = LEASE_OPENING.slice(2, 5);
    for (const paragraph of paragraphs)
      doc.text(paragraph, 150, undefined, { width: 300, paragraphGap: 8 });
    doc.end();
    const result = await extract(new Uint8Array(await done), { fileName: 'paisagem.pdf' });
    expect(result.ok && result.value.text).toBe(paragraphs.join('\n'));
  });
});

describe('PDF layout', () => {
  const item = (str: string, x: number, y: number, width: number): PositionedText => ({
    str,
    x,
    y,
    width,
    size: 10,
  });

  it('keeps a label/value table on one line per row (not two columns), cells apart', () => {
    const rows = ['Aluguel', 'Condomínio', 'IPTU', 'Seguro', 'Total'].flatMap((label, i) => [
      item(label, 72, 700 - 14 * i, 60),
      item(`R$ ${i + 1}00,00`, 420, 700 - 14 * i, 50),
    ]);
    expect(readLines(rows).map((line) => line.text)).toEqual([
      'Aluguel | R$ 100,00',
      'Condomínio | R$ 200,00',
      'IPTU | R$ 300,00',
      'Seguro | R$ 400,00',
      'Total | R$ 500,00',
    ]);
  });

  it('survives hostile geometry: huge coordinates and 100,000 items on a page', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => item('x', (i % 7) * 60, i % 5000, 5));
    expect(readLines([item('a', 0, 0, 1e30), item('b', -1e30, 5, 1)]).length).toBe(1);
    // Finishing at all is the point (a quadratic pass would not, within the test's time).
    expect(buildParagraphs(readLines(many)).length).toBeGreaterThan(0);
  }, 120_000);

  it.each([
    ['a clause heading', 'durante a vigência.', 'Art. 2º O prazo é de um ano.', 2],
    ['a paragraph sign', 'pelo LOCATÁRIO', '§ 1º Em caso de atraso', 2],
    ['a numbered item after a sentence end', 'o seguinte:', '1. pagar o aluguel;', 2],
    ['a lower-case continuation', 'o aluguel mensal de', 'R$ 2.500,00, até o dia 5.', 1],
    ['a word that only starts like a heading', 'conforme a', 'Cláusulas anteriores e', 1],
    ['an indented first line after a sentence end', 'fim do parágrafo.', 'Novo parágrafo.', 2],
  ])('paragraphs: %s', (_name, first, second, count) => {
    const indent = second === 'Novo parágrafo.' ? 30 : 0;
    const lines: Line[] = [
      { text: first, x: 72, right: 520, y: 700, size: 10, block: 0 },
      { text: second, x: 72 + indent, right: 520, y: 688, size: 10, block: 0 },
      { text: 'linha seguinte do texto', x: 72, right: 520, y: 676, size: 10, block: 0 },
    ];
    expect(buildParagraphs(lines).length).toBe(count);
  });

  const line = (text: string, y: number): Line => ({
    text,
    x: 72,
    right: 300,
    y,
    size: 10,
    block: 0,
  });
  it.each(['2', '- 2 -', 'Página 2 de 5', 'Pág. 2', '2/5', '— 2 —'])(
    'removes the page number %j even on a single page',
    (pageNumber) => {
      const page = [
        line('Texto do contrato.', 700),
        line('Mais texto.', 686),
        line(pageNumber, 40),
      ];
      expect(removeFurniture([page])[0]!.map((kept) => kept.text)).toEqual([
        'Texto do contrato.',
        'Mais texto.',
      ]);
    },
  );

  it('removes a line repeated at the top of half the pages, numbers masked', () => {
    const bodies = ['Do objeto.', 'Do preço.', 'Do prazo.', 'Do foro.'];
    const pages = bodies.map((body, i) => [
      line(i < 2 ? `Contrato nº 12/2025 – folha ${i + 1}` : `Título ${body}`, 800),
      line(body, 700),
      line(`Linha ${'a'.repeat(i + 1)}.`, 600),
      line('Rubrica das partes: ____', 100),
    ]);
    const kept = removeFurniture(pages).map((page) => page.map((l) => l.text));
    expect(kept[0]).toEqual(['Do objeto.', 'Linha a.']);
    expect(kept[2]).toEqual(['Título Do prazo.', 'Do prazo.', 'Linha aaa.']);
  });
});

describe('htmlToText', () => {
  it.each([
    [
      'paragraphs and headings',
      '<h1>Título</h1><p>Um &amp; dois</p><p>três &lt;4&gt;</p>',
      'Título\nUm & dois\ntrês <4>',
    ],
    [
      'nested ordered and bulleted lists',
      '<ol><li>um<ol><li>sub<ul><li>ponto</li></ul></li><li>sub2</li></ol></li><li>dois</li></ol>',
      '1. um\na) sub\n• ponto\nb) sub2\n2. dois',
    ],
    [
      'tables, empty cells kept',
      '<table><tr><th><p>A</p></th><th><p>B</p></th></tr><tr><td><p>1</p><p>x</p></td><td></td></tr></table>',
      'A | B\n1 x | ',
    ],
    ['numeric entities', '<p>&#8220;a&#x201D;</p>', '\u201Ca\u201D'],
    ['line breaks', '<p>LOCADOR<br />CPF</p>', 'LOCADOR\nCPF'],
    [
      'footnotes as "[n]", without the link back',
      '<p>Lei do Inquilinato<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup>.</p><ol><li id="footnote-1"><p> Lei nº 8.245/1991. <a href="#footnote-ref-1">↑</a></p></li></ol>',
      'Lei do Inquilinato[1].\n[1] Lei nº 8.245/1991.',
    ],
  ])('%s', (_name, html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});
