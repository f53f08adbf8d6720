/**
 * Lease PDFs of an exact page count (pdfkit, realistic clauses that never repeat word for word),
 * shared by the analyzer and memory benchmarks.
 */
import PDFDocument from 'pdfkit';

/** Clause bodies; `{n}` and `{v}` vary per clause so no two clauses repeat word for word. */
const CLAUSES = [
  [
    'DO OBJETO',
    'A LOCADORA dá em locação ao LOCATÁRIO o imóvel residencial situado na Rua das Acácias, {n}, apartamento {v}, São Paulo/SP, composto de dois dormitórios, sala, cozinha, banheiro e área de serviço, no estado descrito no laudo de vistoria anexo.',
  ],
  [
    'DO PRAZO',
    'O prazo da locação é de {v} (meses contados do início da vigência), com início em 1º de março de 2025, obrigando-se o LOCATÁRIO a restituir o imóvel desocupado ao final, independentemente de notificação ou interpelação judicial.',
  ],
  [
    'DO ALUGUEL',
    'O aluguel mensal é de R$ {v}.{n}00,00, que o LOCATÁRIO pagará até o dia 5 (cinco) de cada mês, mediante depósito na conta corrente indicada pela LOCADORA, servindo o comprovante como recibo de quitação.',
  ],
  [
    'DO REAJUSTE',
    'O aluguel será reajustado a cada período de 12 (doze) meses pela variação acumulada do IPCA/IBGE, aplicada sobre o valor vigente no mês {n} de execução, ou pelo índice oficial que vier a substituí-lo.',
  ],
  [
    'DOS ENCARGOS',
    'Além do aluguel, o LOCATÁRIO pagará as despesas ordinárias de condomínio, o IPTU e as contas de consumo de água, energia elétrica e gás do período {n}, apresentando os comprovantes à LOCADORA sempre que solicitados, no prazo de {v} dias.',
  ],
  [
    'DA MORA',
    'O atraso no pagamento sujeitará o LOCATÁRIO à multa moratória de 10% (dez por cento) sobre o valor devido, acrescido de juros de mora de 1% (um por cento) ao mês, calculados desde o vencimento da parcela {n} até o efetivo pagamento.',
  ],
  [
    'DAS OBRIGAÇÕES DO LOCATÁRIO',
    'O LOCATÁRIO obriga-se a servir-se do imóvel para o uso convencionado, a tratá-lo com o mesmo cuidado como se fosse seu e a comunicar à LOCADORA, em até {v} dias, qualquer dano ou defeito cuja reparação a esta incumba, conforme o item {n} do laudo.',
  ],
  [
    'DAS BENFEITORIAS',
    'As benfeitorias necessárias serão indenizáveis; as úteis, desde que autorizadas por escrito; e as voluptuárias não serão indenizáveis, podendo ser levantadas ao final da locação, desde que não afetem a estrutura do imóvel, observado o prazo de {v} dias do item {n}.',
  ],
  [
    'DA RESCISÃO',
    'Caso o LOCATÁRIO devolva o imóvel antes do término do prazo, pagará multa equivalente a 3 (três) aluguéis, reduzida proporcionalmente ao tempo cumprido, nos termos do art. 4º da Lei nº 8.245/1991, considerado o mês {n} e o aviso de {v} dias.',
  ],
] as const;

function clauseText(index: number): [string, string] {
  const [title, body] = CLAUSES[index % CLAUSES.length]!;
  const fill = (text: string): string =>
    text.replaceAll('{n}', String(index + 1)).replaceAll('{v}', String(10 + (index % 37)));
  return [`CLÁUSULA ${index + 1} – ${title}`, fill(body)];
}

/** A lease PDF of exactly `pages` pages of body text, with header and page-number footer. */
export async function renderPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica-Bold').fontSize(12).text('CONTRATO DE LOCAÇÃO DE IMÓVEL RESIDENCIAL');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      'Pelo presente instrumento, MARIA APARECIDA DOS SANTOS, CPF 123.456.789-09, doravante LOCADORA, e JOÃO CARLOS PEREIRA, CPF 987.654.321-00, doravante LOCATÁRIO, têm entre si justo e contratado o seguinte.',
      { paragraphGap: 8 },
    );
  let clause = 0;
  const lastPage = (): number => doc.bufferedPageRange().count;
  while (true) {
    const [title, body] = clauseText(clause);
    const needed = doc.heightOfString(title) + doc.heightOfString(body) + 48;
    if (doc.y + needed > doc.page.height - doc.page.margins.bottom && lastPage() === pages) break;
    doc.font('Helvetica-Bold').text(title, { paragraphGap: 4 });
    doc.font('Helvetica').text(body, { align: 'justify', paragraphGap: 8 });
    clause += 1;
  }
  doc.text('Fica eleito o foro da Comarca de São Paulo/SP. São Paulo, 20 de fevereiro de 2025.');
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .text('Contrato de Locação Residencial', 72, 36, { align: 'center', width: 451 });
    doc.text(`Página ${index + 1} de ${range.count}`, 72, doc.page.height - 48, {
      align: 'center',
      width: 451,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
