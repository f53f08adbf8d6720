import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { indexDocument } from '../analyzers/document-index';
import { isHardWrap } from './lines';

describe('isHardWrap', () => {
  it.each([
    [
      'a line that ran into the margin',
      '6.1. Além do valor do aluguel se obriga o LOCATÁRIO ao pagamento da Taxa de Fiscalização,',
      'Prevenção e Extinção de Incêndio, se houver.',
      true,
    ],
    [
      'a line ending on an article',
      'fica o LOCADOR autorizado a ocupá-lo, independentemente de',
      'procedimento judicial.',
      true,
    ],
    ['the next line going on in lower case', 'O aluguel mensal', 'será pago até o dia 5.', true],
    [
      'a line that closes its sentence',
      'O aluguel será pago até o dia 5.',
      'A multa é de 10%.',
      false,
    ],
    [
      'a heading before the text',
      'CLÁUSULA TERCEIRA – DO PREÇO',
      'O preço é de R$ 1.000,00.',
      false,
    ],
    [
      'a new item',
      'O LOCATÁRIO se obriga a manter o imóvel limpo e conservado, devolvendo-o assim',
      'a) ao fim da locação;',
      false,
    ],
    ['two short form fields', 'Nome: Rodrigo Augusto Pereira', 'RG: 32.145.678-x', false],
  ])('%s', (_name, previous, line, expected) => {
    expect(isHardWrap(previous, line)).toBe(expected);
  });
});

describe('sentences of the document index', () => {
  it('joins the lines of a hard-wrapped sentence and keeps the offsets of the text', () => {
    const doc = documentFromText(
      'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nCLÁUSULA NONA – DA DESOCUPAÇÃO\n\n9.1. Abandonado o imóvel, fica o LOCADOR autorizado a ocupá-lo, independentemente de qualquer\nprocedimento judicial. O LOCATÁRIO será notificado.',
    );
    const texts = indexDocument(doc).sentences.map((s) => doc.text.slice(s.start, s.end));
    expect(
      texts.some((text) => text.endsWith('independentemente de qualquer\nprocedimento judicial.')),
    ).toBe(true);
    expect(texts).not.toContain('procedimento judicial.');
    expect(texts).toContain('O LOCATÁRIO será notificado.');
  });

  it('reads a heading that runs into its clause with the clause', () => {
    const doc = documentFromText(
      'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nCLÁUSULA DÉCIMA SEGUNDA - O LOCADOR não responderá, em nenhum caso, por quaisquer\ndanos que o LOCATÁRIO venha a sofrer no imóvel.',
    );
    const texts = indexDocument(doc).sentences.map((s) => doc.text.slice(s.start, s.end));
    expect(texts.some((text) => /^CLÁUSULA DÉCIMA SEGUNDA .*quaisquer\ndanos/su.test(text))).toBe(
      true,
    );
  });
});
