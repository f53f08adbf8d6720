import { Document, Packer, Paragraph, TextRun } from 'docx';

/**
 * A clean Word document of a contract's text (from a PDF or pasted text): one paragraph per
 * line, as the analysis read it, for the suggestions to be marked in.
 */
export function textDocx(text: string, title: string): Promise<Buffer> {
  const document = new Document({
    title,
    creator: 'Contrato Claro',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: text
          .split('\n')
          .map(
            (line) =>
              new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: line })] }),
          ),
      },
    ],
  });
  return Packer.toBuffer(document);
}
