/**
 * Renders the extraction fixtures into test/fixtures/: a multi-page lease PDF (running header,
 * page-number footer, hyphenated lines, a two-column page), a services DOCX (Word numbering,
 * nested lists, a price table) and files that must be refused.
 *
 * Run: npx tsx scripts/render-fixtures.ts (from packages/analyzer). Output is committed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import {
  AlignmentType,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { FIXTURES_DIR } from '../test/fixtures/index';
import { buildZip } from '../test/fixtures/zip';
import {
  LEASE_CLOSING,
  LEASE_COLUMNS,
  LEASE_COLUMNS_HEADING,
  LEASE_HEADER,
  LEASE_HYPHENATED_LINES,
  LEASE_INSPECTION_HEADING,
  LEASE_ONE_SIDED,
  LEASE_OPENING,
  RECIPE,
  SERVICES_CLAUSES,
  SERVICES_PREAMBLE,
  SERVICES_PRICES,
  SERVICES_SCOPE,
  SERVICES_SCOPE_DETAIL,
  SERVICES_TITLE,
} from '../test/fixtures/texts';

type Pdf = PDFKit.PDFDocument;

const BODY_SIZE = 11.5;
const PARAGRAPH_GAP = 8;

function toBuffer(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

function newPdf(options: PDFKit.PDFDocumentOptions = {}): Pdf {
  // A fixed date keeps the output byte-for-byte reproducible.
  const creationDate = new Date('2025-02-20T12:00:00Z');
  return new PDFDocument({
    size: 'A4',
    margin: 72,
    info: { CreationDate: creationDate },
    ...options,
  });
}

function writeParagraph(doc: Pdf, text: string): void {
  const isHeading = text === text.toUpperCase();
  doc
    .font(isHeading ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(BODY_SIZE)
    .text(text, { align: isHeading ? 'left' : 'justify', paragraphGap: PARAGRAPH_GAP });
}

/** Draws header and "Página n de m" footer on every buffered page. */
function decoratePages(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc.font('Helvetica').fontSize(8);
    doc.text(LEASE_HEADER, 72, 36, { width: doc.page.width - 144, align: 'center' });
    doc.text(`Página ${index + 1} de ${range.count}`, 72, doc.page.height - 48, {
      width: doc.page.width - 144,
      align: 'center',
    });
    margins.bottom = bottom;
  }
}

async function renderLease(): Promise<Buffer> {
  const doc = newPdf({ bufferPages: true });
  // The opening overflows page 1, so a paragraph runs across the page break.
  for (const paragraph of LEASE_OPENING) writeParagraph(doc, paragraph);
  writeParagraph(doc, LEASE_INSPECTION_HEADING);
  // Set by hand so the line ends carry hyphens, as word processors that hyphenate produce.
  const lineHeight = doc.currentLineHeight(true);
  doc.font('Helvetica').fontSize(BODY_SIZE);
  for (const line of LEASE_HYPHENATED_LINES) {
    doc.text(line, 72, doc.y, { lineBreak: false });
    doc.y += lineHeight;
  }
  doc.x = 72;

  doc.addPage();
  writeParagraph(doc, LEASE_COLUMNS_HEADING);
  doc.font('Helvetica').fontSize(BODY_SIZE);
  doc.text(LEASE_COLUMNS.join('\n'), {
    columns: 2,
    columnGap: 24,
    height: 560,
    align: 'justify',
    paragraphGap: PARAGRAPH_GAP,
  });

  doc.addPage();
  for (const paragraph of LEASE_CLOSING) writeParagraph(doc, paragraph);
  doc.moveDown(3).font('Helvetica').fontSize(BODY_SIZE);
  const signatureY = doc.y;
  for (const [x, name, role] of [
    [72, 'MARIA APARECIDA DOS SANTOS', 'LOCADORA'],
    [320, 'JOÃO CARLOS PEREIRA', 'LOCATÁRIO'],
  ] as const) {
    doc.text('______________________________', x, signatureY);
    doc.text(name, x, signatureY + 14);
    doc.text(role, x, signatureY + 28);
  }
  doc.text('Testemunhas:', 72, signatureY + 70);
  doc.text('1. ____________________ Ana Lúcia Ferreira – CPF 111.444.777-35', 72, signatureY + 100);
  doc.text(
    '2. ____________________ Pedro Henrique Souza – CPF 222.333.444-05',
    72,
    signatureY + 130,
  );

  decoratePages(doc);
  return toBuffer(doc);
}

async function renderSimplePdf(
  paragraphs: readonly string[],
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  const doc = newPdf(options);
  for (const paragraph of paragraphs) writeParagraph(doc, paragraph);
  return toBuffer(doc);
}

/** A greyscale PNG of a "scanned" page: text-like stripes, no text layer. */
function scannedPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0; // filter: none
    const isTextRow = y % 24 > 6 && y % 24 < 18 && y > 40 && y < height - 40;
    if (isTextRow) {
      for (let x = 40; x < width - 40; x += 1) row[x + 1] = (x * 7 + y * 3) % 11 < 6 ? 40 : 255;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function renderScanned(): Promise<Buffer> {
  const doc = newPdf();
  doc.image(scannedPng(600, 800), 72, 72, { width: 451 });
  return toBuffer(doc);
}

/** A minimal PDF with `count` blank pages sharing one (empty) content stream. */
function renderBlankPages(count: number): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: count }, (_, i) => `${i + 4} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Count ${count} /Kids [${kids}] >>`);
  objects.push('<< /Length 0 >>\nstream\n\nendstream');
  for (let i = 0; i < count; i += 1) {
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>');
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function renderZipBomb(): Buffer {
  const documentXml = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Contrato</w:t></w:r></w:p></w:body></w:document>',
  );
  return buildZip([
    { name: 'word/document.xml', content: documentXml },
    { name: 'word/media/image1.bin', content: Buffer.alloc(40 * 1024 * 1024) },
  ]);
}

async function renderServicesDocx(): Promise<Buffer> {
  const clauseParagraphs = SERVICES_CLAUSES.flatMap((clause, index) => {
    const heading = new Paragraph({
      children: [new TextRun({ text: `CLÁUSULA ${index + 1}ª – ${clause.title}`, bold: true })],
      spacing: { before: 240, after: 120 },
    });
    const items = clause.items.flatMap((item) => {
      const paragraph = new Paragraph({
        text: item,
        numbering: { reference: 'clauses', level: 0 },
      });
      if (item !== 'Os serviços incluem:') return [paragraph];
      return [
        paragraph,
        ...SERVICES_SCOPE.map(
          (scope) =>
            new Paragraph({
              text: scope,
              numbering: { reference: 'clauses', level: 1, instance: index },
            }),
        ),
        ...SERVICES_SCOPE_DETAIL.map(
          (detail) => new Paragraph({ text: detail, bullet: { level: 2 } }),
        ),
      ];
    });
    if (clause.title !== 'DO PREÇO E DO PAGAMENTO') return [heading, ...items];
    const table = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: SERVICES_PRICES.map(
        (row, rowIndex) =>
          new TableRow({
            children: row.map(
              (cell) =>
                new TableCell({
                  children: [
                    new Paragraph({
                      children: [new TextRun({ text: cell, bold: rowIndex === 0 })],
                    }),
                  ],
                }),
            ),
          }),
      ),
    });
    return [heading, ...items, table];
  });
  const doc = new Document({
    creator: 'Contrato Claro',
    title: SERVICES_TITLE,
    numbering: {
      config: [
        {
          reference: 'clauses',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
            {
              level: 1,
              format: LevelFormat.LOWER_LETTER,
              text: '%2)',
              alignment: AlignmentType.START,
            },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: SERVICES_TITLE, bold: true })],
            alignment: AlignmentType.CENTER,
          }),
          new Paragraph({ text: SERVICES_PREAMBLE }),
          ...clauseParagraphs,
          new Paragraph({ text: 'Campinas, 3 de março de 2025.' }),
          new Paragraph({ text: '______________________________ CONTRATANTE' }),
          new Paragraph({ text: '______________________________ CONTRATADA' }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function main(): Promise<void> {
  const lease = await renderLease();
  const files: Record<string, Buffer> = {
    'contrato-locacao.pdf': lease,
    'contrato-servicos.docx': await renderServicesDocx(),
    'contrato-locacao-multa.pdf': await renderSimplePdf(LEASE_ONE_SIDED),
    'encrypted.pdf': await renderSimplePdf(LEASE_OPENING.slice(0, 4), { userPassword: 'senha123' }),
    'scanned.pdf': await renderScanned(),
    'truncated.pdf': lease.subarray(0, Math.floor(lease.length * 0.6)),
    'zip-bomb.docx': renderZipBomb(),
    'old-word.doc': Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]),
    'program.pdf': Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      Buffer.alloc(248, 0x90),
    ]),
    'empty.pdf': Buffer.alloc(0),
    'blank-2000-pages.pdf': renderBlankPages(2000),
    'not-a-contract.pdf': await renderSimplePdf(RECIPE),
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(FIXTURES_DIR, name), content);
    console.log(`${name}: ${content.length} bytes`);
  }
}

await main();
