/**
 * Scanned-contract fixtures: contracts of the corpus set in a text PDF (pdfkit), rendered to page
 * images (pdftoppm), given real scanning faults (ImageMagick) and wrapped back into image-only
 * PDFs (img2pdf). Generated on demand and cached in `.cache/` (gitignored: a few MB each); the
 * text PDF is the reference the benchmark compares OCR with.
 *
 * Needs Debian's poppler-utils, imagemagick and img2pdf (scripts/system-packages.sh).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { RECIPE } from '../fixtures/texts';

/** Where generated scans are kept between runs. */
export const SCANS_DIR = fileURLToPath(new URL('./.cache/', import.meta.url));
const CORPUS_DIR = fileURLToPath(new URL('../corpus/', import.meta.url));

/**
 * The faults a scan can carry, each a way real scans of paper contracts go wrong. `faded` (a worn
 * copy faxed at 150 dpi: blurred, washed out, noisy) is worse than the list on purpose:
 * Tesseract reads it with low confidence, so the results must warn and mark values to check.
 */
export const SCAN_FAULTS = [
  'clean-300',
  'clean-200',
  'rotated',
  'upside-down',
  'jpeg-noise',
  'stamp',
  'signature',
  'faded',
] as const;
export type ScanFault = (typeof SCAN_FAULTS)[number];

/** Corpus contracts scanned by the benchmark (kinds, lengths and money/date density vary). */
export const SCAN_SOURCES = [
  'compra-venda-veiculo-atencao',
  'locacao-residencial-abusiva',
  'prestacao-servicos-contabeis-modelo',
  'mutuo-pessoal-modelo',
] as const;

const BODY_SIZE = 11.5;
const PARAGRAPH_GAP = 8;
const SIGNATURE_LINE = /^_{5,}/u;

/** Where a signature goes: the page (0-based) and the y (points from the top) of its line. */
interface SignatureSpot {
  page: number;
  y: number;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

/** Sets paragraphs on A4 pages like a word processor would; notes where the signatures go. */
async function setText(
  paragraphs: readonly string[],
): Promise<{ pdf: Buffer; signatures: SignatureSpot[] }> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    bufferPages: true,
    info: { CreationDate: new Date('2025-02-20T12:00:00Z') },
  });
  const signatures: SignatureSpot[] = [];
  for (const paragraph of paragraphs) {
    const isHeading = paragraph === paragraph.toUpperCase();
    doc.font(isHeading ? 'Helvetica-Bold' : 'Helvetica').fontSize(BODY_SIZE);
    if (doc.y + 4 * BODY_SIZE > doc.page.height - 72 && SIGNATURE_LINE.test(paragraph)) {
      doc.addPage();
    }
    if (SIGNATURE_LINE.test(paragraph)) {
      signatures.push({ page: doc.bufferedPageRange().count - 1, y: doc.y });
    }
    doc.text(paragraph, {
      align: isHeading || SIGNATURE_LINE.test(paragraph) ? 'left' : 'justify',
      paragraphGap: PARAGRAPH_GAP,
    });
  }
  return { pdf: await toBuffer(doc), signatures };
}

const corpusParagraphs = (source: string): string[] =>
  readFileSync(join(CORPUS_DIR, `${source}.txt`), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const run = (command: string, args: readonly string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Renders every page of a PDF to PNG files in `dir` at `dpi` (colour or grey); returns them. */
function renderPages(pdf: string, dir: string, dpi: number, isGray: boolean): string[] {
  mkdirSync(dir, { recursive: true });
  run('pdftoppm', ['-r', String(dpi), ...(isGray ? ['-gray'] : []), '-png', pdf, join(dir, 'p')]);
  return readdirSync(dir)
    .filter((name) => /^p-\d+\.png$/u.test(name))
    .sort((a, b) => Number(/\d+/u.exec(a)![0]) - Number(/\d+/u.exec(b)![0]))
    .map((name) => join(dir, name));
}

/** The text PDF of a corpus contract and where its signatures go (cached). */
export async function textPdf(
  source: string,
): Promise<{ path: string; signatures: SignatureSpot[] }> {
  mkdirSync(SCANS_DIR, { recursive: true });
  const path = join(SCANS_DIR, `${source}.text.pdf`);
  const meta = join(SCANS_DIR, `${source}.text.json`);
  if (!existsSync(path) || !existsSync(meta)) {
    const { pdf, signatures } = await setText(corpusParagraphs(source));
    writeFileSync(`${meta}.${process.pid}.tmp`, JSON.stringify(signatures));
    renameSync(`${meta}.${process.pid}.tmp`, meta);
    writeFileSync(`${path}.${process.pid}.tmp`, pdf);
    renameSync(`${path}.${process.pid}.tmp`, path);
  }
  return { path, signatures: JSON.parse(readFileSync(meta, 'utf8')) as SignatureSpot[] };
}

/**
 * Draws ink on the page as ink behaves: on a layer of its own multiplied into the page, so print
 * under a stamp or a signature stays black.
 */
const inked = (draw: readonly string[]): string[] => [
  '(',
  '+clone',
  '-fill',
  'white',
  '-colorize',
  '100',
  ...draw,
  ')',
  '-compose',
  'multiply',
  '-composite',
];

/** ImageMagick arguments that give page `index` of `count` its fault (at `dpi`). */
function faultArgs(
  fault: ScanFault,
  index: number,
  dpi: number,
  signatures: readonly SignatureSpot[],
): string[] {
  const px = (points: number) => Math.round((points * dpi) / 72);
  switch (fault) {
    case 'clean-300':
    case 'clean-200':
      return [];
    case 'rotated':
      // Crooked on the glass: ±3°, alternating.
      return ['-background', 'white', '-rotate', index % 2 === 0 ? '3' : '-2.5'];
    case 'upside-down':
      return index === 1 ? ['-rotate', '180'] : [];
    case 'jpeg-noise':
      return ['-attenuate', '0.6', '+noise', 'Gaussian', '-quality', '35'];
    case 'faded':
      return [
        '-blur',
        '0x1.2',
        '-level',
        '0%,100%,1.6',
        '+level',
        '35%,100%',
        '-attenuate',
        '1.0',
        '+noise',
        'Gaussian',
        '-quality',
        '25',
      ];
    case 'stamp':
      // A red "RECEBIDO" rubber stamp over the text of the first page.
      return index === 0
        ? inked([
            '-fill',
            'none',
            '-stroke',
            'rgb(200,30,40)',
            '-strokewidth',
            String(px(3)),
            '-draw',
            `translate ${px(330)},${px(300)} rotate -14 roundrectangle ${-px(110)},${-px(38)} ${px(110)},${px(38)} ${px(10)},${px(10)}`,
            '-fill',
            'rgb(200,30,40)',
            '-stroke',
            'none',
            '-pointsize',
            String(Math.round(px(30) / (dpi / 72))),
            '-density',
            String(dpi),
            '-draw',
            `translate ${px(330)},${px(300)} rotate -14 text ${-px(92)},${px(10)} 'RECEBIDO'`,
          ])
        : [];
    default: {
      // A blue-ink scribble across each signature line of the page.
      const own = signatures.filter((spot) => spot.page === index);
      if (own.length === 0) return [];
      return inked(
        own.flatMap((spot) => {
          // Resting on the line, as a signature does, its loops reaching the name below.
          const x = px(80);
          const y = px(spot.y + 8);
          return [
            '-fill',
            'none',
            '-stroke',
            'rgb(25,45,160)',
            '-strokewidth',
            String(px(1.6)),
            '-draw',
            `bezier ${x},${y} ${x + px(40)},${y - px(16)} ${x + px(60)},${y + px(18)} ${x + px(95)},${y - px(6)}`,
            '-draw',
            `bezier ${x + px(95)},${y - px(6)} ${x + px(130)},${y - px(18)} ${x + px(120)},${y + px(14)} ${x + px(170)},${y}`,
          ];
        }),
      );
    }
  }
}

const isColour = (fault: ScanFault) => fault === 'stamp' || fault === 'signature';
const DPI: Partial<Record<ScanFault, number>> = { 'clean-200': 200, faded: 150 };
const dpiOf = (fault: ScanFault) => DPI[fault] ?? 300;
const isJpeg = (fault: ScanFault) => fault === 'jpeg-noise' || fault === 'faded';

/** Turns page images into an image-only PDF (one page per image), atomically. */
function imagesToPdf(images: readonly string[], out: string): void {
  const partial = `${out}.${process.pid}.tmp`;
  run('img2pdf', [...images, '-o', partial]);
  renameSync(partial, out);
}

/** A scratch folder of this process (test files may generate the same fixture at once). */
const workDir = (name: string) => join(SCANS_DIR, `${name}.work-${process.pid}`);

/** An image-only PDF of a corpus contract with a scanning fault (cached); returns its path. */
export async function scannedPdf(source: string, fault: ScanFault): Promise<string> {
  const out = join(SCANS_DIR, `${source}.${fault}.pdf`);
  if (existsSync(out)) return out;
  const { path, signatures } = await textPdf(source);
  const dpi = dpiOf(fault);
  const work = workDir(`${source}.${fault}`);
  rmSync(work, { recursive: true, force: true });
  const pages = renderPages(path, work, dpi, !isColour(fault));
  const images = pages.map((page, index) => {
    const image = page.replace(/\.png$/u, isJpeg(fault) ? '.jpg' : '.out.png');
    run('convert', [
      // A fixed seed: the same noise on every machine, so a fixture reads the same everywhere (with
      // 31 the faded copy leaves money values doubtful, which its test is about; some seeds do not).
      '-seed',
      String(index + 31),
      page,
      ...faultArgs(fault, index, dpi, signatures),
      '-units',
      'PixelsPerInch',
      '-density',
      String(dpi),
      image,
    ]);
    return image;
  });
  imagesToPdf(images, out);
  rmSync(work, { recursive: true, force: true });
  return out;
}

/** A PDF whose first page keeps its text layer and whose other pages are scanned (cached). */
export async function mixedPdf(source: string): Promise<string> {
  const out = join(SCANS_DIR, `${source}.mixed.pdf`);
  if (existsSync(out)) return out;
  const { path } = await textPdf(source);
  const scan = await scannedPdf(source, 'clean-300');
  const work = workDir(`${source}.mixed`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  run('pdfseparate', ['-f', '1', '-l', '1', path, join(work, 'text-%d.pdf')]);
  run('pdfseparate', ['-f', '2', scan, join(work, 'scan-%d.pdf')]);
  const scanPages = readdirSync(work)
    .filter((name) => name.startsWith('scan-'))
    .sort((a, b) => Number(/\d+/u.exec(a)![0]) - Number(/\d+/u.exec(b)![0]));
  const partial = `${out}.${process.pid}.tmp`;
  run('pdfunite', [
    join(work, 'text-1.pdf'),
    ...scanPages.map((name) => join(work, name)),
    partial,
  ]);
  renameSync(partial, out);
  rmSync(work, { recursive: true, force: true });
  return out;
}

/** An image-only PDF with `pages` small scanned pages: enough to pass the OCR page cap. */
export async function manyPagesScan(pages: number): Promise<string> {
  const out = join(SCANS_DIR, `many-${pages}.pdf`);
  if (existsSync(out)) return out;
  const { path } = await textPdf('compra-venda-veiculo-atencao');
  const work = workDir(`many-${pages}`);
  rmSync(work, { recursive: true, force: true });
  const [first] = renderPages(path, work, 50, true);
  imagesToPdf(
    Array.from({ length: pages }, () => first!),
    out,
  );
  rmSync(work, { recursive: true, force: true });
  return out;
}

/** A "photo" of something that is not a contract (a recipe), as an image-only PDF. */
export async function notAContractScan(): Promise<string> {
  const out = join(SCANS_DIR, 'receita.scan.pdf');
  if (existsSync(out)) return out;
  mkdirSync(SCANS_DIR, { recursive: true });
  const text = join(SCANS_DIR, `receita.text.${process.pid}.pdf`);
  writeFileSync(text, (await setText(RECIPE)).pdf);
  const work = workDir('receita');
  rmSync(work, { recursive: true, force: true });
  const pages = renderPages(text, work, 300, true);
  const images = pages.map((page) => {
    const image = page.replace(/\.png$/u, '.jpg');
    run('convert', [
      '-seed',
      '1',
      page,
      '-attenuate',
      '0.3',
      '+noise',
      'Gaussian',
      '-quality',
      '60',
      '-units',
      'PixelsPerInch',
      '-density',
      '300',
      image,
    ]);
    return image;
  });
  imagesToPdf(images, out);
  rmSync(work, { recursive: true, force: true });
  rmSync(text, { force: true });
  return out;
}
