/**
 * The PDF report of an analysis (issue 15): cover with the file, type, date, score gauge and band;
 * the summary; the seven criteria; every finding with its severity, clause and excerpt, meaning,
 * recommendation, suggested wording and legal basis; the checklist; the important dates; the
 * money values; a footer on every page with its number and the disclaimer. Pure: results in,
 * bytes out (run in the report child process, off the request thread).
 */
import { createRequire } from 'node:module';
import {
  CRITERIA,
  CRITERION_TITLES,
  SEVERITY_LABELS,
  formatLegalBasis,
  monthlyDayLabel,
  type TBand,
  type TFinding,
  type TResults,
} from '@contrato-claro/shared';
import PDFDocument from 'pdfkit';
import { messages } from '../messages/pt-BR';

const text = messages.report;
const require = createRequire(import.meta.url);
/** DejaVu Sans (Bitstream Vera licence: free to embed): every Portuguese glyph, and more. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
};

const MARGIN = 56;
const FOOTER_HEIGHT = 48;
const COLORS = {
  ink: '#0f172a',
  muted: '#475569',
  brand: '#1e3a8a',
  rule: '#cbd5e1',
  track: '#e2e8f0',
  quote: '#f1f5f9',
};
const BAND_COLORS: Record<TBand, string> = {
  Satisfatório: '#15803d',
  Atenção: '#a16207',
  Crítico: '#b91c1c',
};
const SEVERITY_COLORS = { alta: '#b91c1c', média: '#a16207', baixa: '#475569' } as const;

const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const formatDay = (iso: string) => dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

type Doc = PDFKit.PDFDocument;

/** Width of the text column. */
const columnWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

function heading(doc: Doc, title: string, size = 16): void {
  // A heading never sits alone at the bottom of a page.
  if (doc.y > doc.page.height - FOOTER_HEIGHT - MARGIN - 80) doc.addPage();
  doc.moveDown(0.8).font('bold').fontSize(size).fillColor(COLORS.brand).text(title, MARGIN);
  doc.moveDown(0.3).font('regular').fontSize(10).fillColor(COLORS.ink);
}

function labelled(doc: Doc, label: string, value: string): void {
  doc.font('bold').fontSize(10).fillColor(COLORS.ink).text(`${label}: `, MARGIN, undefined, {
    continued: true,
  });
  doc.font('regular').text(value, { width: columnWidth(doc) });
}

/** The score gauge: a half ring filled to the score, in the band's colour. */
function gauge(doc: Doc, score: number, band: TBand, x: number, y: number): void {
  const radius = 60;
  const arc = (from: number, to: number) => {
    const point = (t: number) => {
      const angle = Math.PI * (1 - t);
      return [x + radius * Math.cos(angle), y - radius * Math.sin(angle)] as const;
    };
    const [x1, y1] = point(from);
    const [x2, y2] = point(to);
    return `M ${x1} ${y1} A ${radius} ${radius} 0 0 1 ${x2} ${y2}`;
  };
  doc.save().lineCap('round').lineWidth(14);
  doc.path(arc(0, 1)).stroke(COLORS.track);
  if (score > 0) doc.path(arc(0, Math.max(score / 100, 0.01))).stroke(BAND_COLORS[band]);
  doc.restore();
  doc
    .font('bold')
    .fontSize(30)
    .fillColor(COLORS.ink)
    .text(String(score), x - radius, y - 38, { width: 2 * radius, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(text.outOf, x - radius, y - 4, { width: 2 * radius, align: 'center' });
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BAND_COLORS[band])
    .text(band, x - radius, y + 12, { width: 2 * radius, align: 'center' });
}

function cover(doc: Doc, results: TResults): void {
  doc.font('bold').fontSize(11).fillColor(COLORS.muted).text(text.brand.toUpperCase(), MARGIN);
  doc.moveDown(0.4).fontSize(22).fillColor(COLORS.brand).text(text.title);
  doc.moveDown(0.8);
  const top = doc.y;
  const infoWidth = columnWidth(doc) - 170;
  const type = results.contractSubType
    ? `${results.contractType} — ${results.contractSubType}`
    : results.contractType;
  const lines: [string, string][] = [
    [text.file, results.fileName],
    [text.type, type],
    [text.analyzedAt, instantFormat.format(new Date(results.analyzedAt))],
  ];
  for (const [label, value] of lines) {
    doc.font('bold').fontSize(9).fillColor(COLORS.muted).text(label.toUpperCase(), MARGIN);
    doc.font('regular').fontSize(11).fillColor(COLORS.ink).text(value, { width: infoWidth });
    doc.moveDown(0.4);
  }
  if (results.contractTitle) {
    doc.fontSize(10).fillColor(COLORS.muted).text(results.contractTitle, { width: infoWidth });
  }
  doc.fontSize(10).fillColor(COLORS.muted).text(text.pages(results.pageCount));
  const side = results.parties?.find((party) => party.key === results.side);
  if (side) doc.text(text.side(side.role), { width: infoWidth });
  const bottom = doc.y;
  const { score, band } = results.finalScore;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(text.overall.toUpperCase(), MARGIN + infoWidth + 20, top, {
      width: 150,
      align: 'center',
    });
  gauge(doc, score, band, MARGIN + infoWidth + 95, top + 90);
  doc.x = MARGIN;
  doc.y = Math.max(bottom, top + 130);

  heading(doc, text.summary);
  doc.fontSize(11).text(results.finalScore.resumo_contrato, { width: columnWidth(doc) });
}

function criteria(doc: Doc, results: TResults): void {
  heading(doc, text.criteria);
  const width = columnWidth(doc);
  const columns = [MARGIN, MARGIN + width - 150, MARGIN + width - 90];
  const header = text.criterionColumns;
  const row = (cells: [string, string, string], font: 'bold' | 'regular', color?: string) => {
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor(COLORS.ink);
    doc.text(cells[0], columns[0], y, { width: width - 160 });
    const height = doc.y - y;
    doc.text(cells[1], columns[1], y, { width: 50 });
    doc.fillColor(color ?? COLORS.ink).text(cells[2], columns[2], y, { width: 90 });
    doc.x = MARGIN;
    doc.y = y + Math.max(height, 14) + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .lineWidth(0.5)
      .stroke(COLORS.rule);
  };
  row([header.criterion, header.score, header.band], 'bold');
  for (const criterion of CRITERIA) {
    const result = results[criterion];
    row(
      [CRITERION_TITLES[criterion], String(result.score), result.band],
      'regular',
      BAND_COLORS[result.band],
    );
  }
}

function finding(doc: Doc, item: TFinding): void {
  const width = columnWidth(doc);
  if (doc.y > doc.page.height - FOOTER_HEIGHT - MARGIN - 90) doc.addPage();
  doc
    .moveDown(0.6)
    .font('bold')
    .fontSize(11)
    .fillColor(COLORS.ink)
    .text(item.title, MARGIN, undefined, {
      width,
    });
  const place = [item.clause.ref, item.clause.page ? text.page(item.clause.page) : null]
    .filter(Boolean)
    .join(', ');
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(SEVERITY_COLORS[item.severity])
    .text(`${text.severity}: ${SEVERITY_LABELS[item.severity]}`, { continued: true })
    .font('regular')
    .fillColor(COLORS.muted)
    .text(`  ·  ${place}${item.readerStance ? `  ·  ${text.stances[item.readerStance]}` : ''}`);
  if (item.clause.excerpt) {
    doc.moveDown(0.3);
    const y = doc.y;
    const page = doc.page;
    doc
      .font('italic')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(`“${item.clause.excerpt}”`, MARGIN + 10, y, { width: width - 10 });
    // The quote's bar, unless the excerpt ran onto the next page (it would cross it).
    if (doc.page === page) {
      doc
        .moveTo(MARGIN + 2, y)
        .lineTo(MARGIN + 2, doc.y)
        .lineWidth(2)
        .stroke(COLORS.rule);
    }
    doc.x = MARGIN;
  }
  const others = (item.occurrences ?? []).map((occurrence) => occurrence.ref);
  if (others.length > 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(text.alsoIn([...new Set(others)].join(', ')), {
        width,
      });
  }
  doc.moveDown(0.3);
  labelled(doc, text.meaning, item.meaning ?? item.description);
  if (item.meaning) doc.font('regular').fontSize(10).text(item.description, { width });
  if (item.recommendation) labelled(doc, text.recommendation, item.recommendation);
  if (item.suggestedWording) {
    doc.font('bold').fontSize(10).text(`${text.suggestion}:`);
    doc
      .font('regular')
      .fontSize(10)
      .text(item.suggestedWording, MARGIN + 10, undefined, {
        width: width - 10,
      });
    doc.x = MARGIN;
  }
  if (item.legalBasis) {
    labelled(
      doc,
      text.legalBasis,
      `${formatLegalBasis(item.legalBasis)} — ${item.legalBasis.rule}`,
    );
  }
}

function findings(doc: Doc, results: TResults): void {
  const total = CRITERIA.reduce((sum, criterion) => sum + results[criterion].findings.length, 0);
  doc.addPage();
  heading(doc, text.findingsTitle, 18);
  doc.text(text.findingsIntro(total));
  for (const criterion of CRITERIA) {
    const result = results[criterion];
    heading(doc, `${CRITERION_TITLES[criterion]} — ${result.score} (${result.band})`, 13);
    doc
      .fontSize(10)
      .fillColor(COLORS.muted)
      .text(result.summary, { width: columnWidth(doc) });
    if (result.findings.length === 0) doc.fillColor(COLORS.ink).text(text.noFindings);
    for (const item of result.findings) finding(doc, item);
  }
}

function checklist(doc: Doc, results: TResults): void {
  heading(doc, text.checklistTitle);
  const items = results.defaultClauses.items;
  if (items.length === 0) doc.text(text.noChecklist);
  for (const item of items) {
    const state = item.present
      ? text.checklistStates.present
      : item.expected
        ? text.checklistStates.missing
        : text.checklistStates.notApplicable;
    const ref = item.present && item.clauseRef ? ` (${item.clauseRef})` : '';
    labelled(doc, item.label, `${state}${ref}`);
  }
}

function dates(doc: Doc, results: TResults): void {
  heading(doc, text.datesTitle);
  if (results.importantDates.length === 0) doc.text(text.noDates);
  for (const date of results.importantDates) {
    const when = date.date
      ? formatDay(date.date)
      : date.monthly
        ? monthlyDayLabel(date.monthly)
        : date.undetermined
          ? text.dateUndetermined(date.undetermined)
          : text.dateUnknown;
    labelled(doc, `${date.label} — ${when}`, `“${date.text}” (${date.clauseRef})`);
  }
}

function money(doc: Doc, results: TResults): void {
  heading(doc, text.moneyTitle);
  if (results.entities.money.length === 0) doc.text(text.noMoney);
  for (const value of results.entities.money) {
    labelled(doc, moneyFormat.format(value.value), value.context);
  }
}

/** Page numbers and the disclaimer, written on every page once the content is laid out. */
function footers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_HEIGHT;
    const width = columnWidth(doc);
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .stroke(COLORS.rule);
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(text.disclaimer, MARGIN, y, { width: width - 80 });
    doc.text(text.footerPage(index + 1, range.count), MARGIN + width - 75, y, {
      width: 75,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/** A new document with the report's page set-up and fonts, and its bytes once ended. */
function newDocument(title: string): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: title, Author: text.brand, Creator: text.brand },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * Lays out a page of every font once and throws it away: the first real report then runs warm
 * (fonts parsed, layout code compiled) instead of taking about a second more.
 */
export async function primeReportPdf(): Promise<void> {
  const { doc, bytes } = newDocument(text.title);
  for (const font of ['regular', 'bold', 'italic'] as const) {
    doc.font(font).fontSize(10).text(`${text.title} — ${text.disclaimer}`.repeat(20));
  }
  footers(doc);
  doc.end();
  await bytes;
}

/** Renders the report of `results` (as served to their owner) as PDF bytes. */
export function renderReportPdf(results: TResults): Promise<Buffer> {
  const { doc, bytes } = newDocument(text.documentTitle(results.fileName));
  doc.font('regular').fillColor(COLORS.ink);
  cover(doc, results);
  criteria(doc, results);
  findings(doc, results);
  checklist(doc, results);
  dates(doc, results);
  money(doc, results);
  footers(doc);
  doc.end();
  return bytes;
}
