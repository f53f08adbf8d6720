import PDFDocument from 'pdfkit';

const CLAUSE =
  'O LOCATÁRIO pagará o aluguel mensal de R$ {n}.500,00 até o dia 5 de cada mês, reajustado a cada 12 (doze) meses pelo IPCA/IBGE; o atraso sujeitará o LOCATÁRIO à multa de 10% (dez por cento) e a juros de 1% (um por cento) ao mês, nos termos da cláusula {n} e da Lei nº 8.245/1991.';

/**
 * A real lease PDF of exactly `pages` full pages of clauses (pdfkit), large enough that its
 * analysis needs a few hundred MB: the memory-cap tests run it under small caps.
 */
export function renderLongContract(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  let clause = 0;
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage().font('Helvetica').fontSize(10);
    if (page === 1)
      doc.font('Helvetica-Bold').text('CONTRATO DE LOCAÇÃO RESIDENCIAL').font('Helvetica');
    for (let paragraph = 0; paragraph < 9; paragraph += 1) {
      clause += 1;
      doc.text(`CLÁUSULA ${clause}ª – ${CLAUSE.replaceAll('{n}', String(clause))}`, {
        paragraphGap: 6,
      });
    }
  }
  doc.end();
  return done;
}
