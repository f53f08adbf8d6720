import { Document, Packer, Paragraph, TextRun } from 'docx';
import { pointLines, type MessageParts } from './compose-message';

const paragraph = (text: string, options: { bold?: boolean; after?: number } = {}) =>
  new Paragraph({
    spacing: { after: options.after ?? 160 },
    children: [new TextRun({ text, bold: options.bold })],
  });

/** The message to the other party as a Word document, with the same words as the plain text. */
export function renderMessageDocx(parts: MessageParts): Promise<Buffer> {
  const document = new Document({
    title: parts.subject,
    creator: 'Contrato Claro',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          paragraph(parts.subject, { bold: true, after: 320 }),
          paragraph(parts.greeting),
          paragraph(parts.intro),
          ...parts.points.flatMap((point, index) => [
            paragraph(`${index + 1}. ${point.heading}`, { bold: true, after: 80 }),
            ...pointLines(point).map((line) => paragraph(line, { after: 80 })),
            paragraph('', { after: 80 }),
          ]),
          paragraph(parts.closing),
          paragraph(parts.signOff, { after: parts.signature ? 0 : 160 }),
          ...(parts.signature ? [paragraph(parts.signature)] : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
