import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { blanksOf } from './blanks';

const CONTRACT = (clause: string) =>
  `CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS\n\nCONTRATADA: ESCOLA ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCLÁUSULA PRIMEIRA – DAS COMUNICAÇÕES\n\n${clause}\n\nCLÁUSULA SEGUNDA – DO FORO\n\nFica eleito o foro da Comarca de Goiânia/GO.`;

describe('blanks', () => {
  it.each([
    [
      'a blank alone under its label spans the label',
      'As comunicações serão feitas através do e-mail:\n______________________________',
      'através do e-mail:\n______________________________',
    ],
    [
      'a blank inside a sentence is the blank alone',
      'O aluno será desligado após ______ faltas.',
      '______',
    ],
  ])('%s', (_name, clause, blank) => {
    const doc = documentFromText(CONTRACT(clause));
    const found = blanksOf(doc).map((b) => doc.text.slice(b.start, b.end));
    expect(found).toContain(blank);
  });

  it.each([
    [
      'by its own words',
      'Responsável: {{ $responsavel_nome }}, CPF [CPF DO RESPONSÁVEL].',
      ['responsavel nome', 'CPF DO RESPONSÁVEL'],
    ],
    ['by the label before it', 'Nome: ______________\nE-mail: ______________', ['Nome', 'E-mail']],
    [
      'by the field words before it',
      'O valor da mensalidade é de R$ ______, pago até o dia ____.',
      ['valor da mensalidade', 'dia'],
    ],
  ])('names the field a blank leaves open: %s', (_name, clause, fields) => {
    const doc = documentFromText(CONTRACT(clause));
    expect(blanksOf(doc).map((b) => b.field)).toEqual(expect.arrayContaining(fields));
  });

  it.each([
    ['the price', 'O valor da mensalidade é de R$ ______.', 'valor'],
    ['a date', 'O curso começa em ___/___/______.', 'data'],
    ['a party field', 'Nome do responsável: ______________', 'parte'],
  ])('says what a blank leaves open: %s', (_name, clause, kind) => {
    const doc = documentFromText(CONTRACT(clause));
    expect(blanksOf(doc).map((b) => b.kind)).toContain(kind);
  });
});

/** The forms of the blanks `blanksOf` reads in `clause`, with their words. */
const formsIn = (clause: string): string[] => {
  const doc = documentFromText(CONTRACT(clause));
  return blanksOf(doc).map((b) => `${b.form}: ${doc.text.slice(b.start, b.end)}`);
};

describe('fields left open in every form', () => {
  it.each([
    ['a figure missing', 'O horário será prorrogado por mais minutos em cada dia útil.', 'figure'],
    ['a figure missing', 'O pagamento será feito no prazo de dias após a entrega.', 'figure'],
    ['a figure missing', 'A entrada de R$ no dia da assinatura.', 'figure'],
    ['a figure missing', 'A entrada de R$ ,00 no dia da assinatura.', 'figure'],
    ['a figure missing', 'Valor da parcela: R$\nVencimento: dia 5', 'figure'],
    ['a figure missing', 'Multa de % ao mês sobre o saldo.', 'figure'],
    ['a figure missing', 'Pago pelo cheque nº do Banco Alfa.', 'figure'],
    ['a figure missing', 'Data: / /', 'figure'],
    ['a figure missing', 'Goiânia, em / / 2024.', 'figure'],
    ['a figure missing', 'Data de início: /  /20', 'figure'],
    ['an empty address', 'JOÃO LIMA, residente e domiciliado na , nº 10, Centro.', 'label'],
    ['an empty address', 'ALFA LTDA., com sede em , inscrita no CNPJ 11.222.333/0001-81.', 'label'],
    ['an empty address', 'o imóvel situado na ; e a garagem.', 'label'],
    ['a complemented label', 'Nome do Responsável:\n\nCLÁUSULA QUARTA – DO PRAZO', 'label'],
    ['a dummy value', 'Matrícula do imóvel: 123456789101112', 'dummy'],
    ['a dummy value', 'Telefone: (00) 0000-0000', 'dummy'],
    ['a dummy value', 'Representada por: maria@empresa.com.br', 'dummy'],
    ['a dummy value', 'E-mail: seuemail@email.com', 'dummy'],
    ['a dummy value', 'CEP: 00000-000', 'dummy'],
    ['a dummy value', 'Data de nascimento: 00/00/0000.', 'dummy'],
    ['an empty label', 'As comunicações serão feitas através do e-mail:', 'label'],
    ['an empty label', 'Cargo: , lotado na sede da CONTRATADA.', 'label'],
    ['an empty label', 'Serviço Contratado: Valor: R$ 100,00', 'label'],
    [
      'an empty label',
      'Formação Acadêmica:\n\nA CONTRATADA e o ESTUDANTE celebram este termo.',
      'label',
    ],
    [
      'an announced signer',
      'Eu, abaixo firmado(a) e identificado(a), autorizo o uso da imagem.',
      'announced',
    ],
    [
      'an announced signer',
      'A pessoa que o subscreve, abaixo identificada e firmada, declara.',
      'announced',
    ],
    ['an announced signer', 'O aluno, abaixo qualificado, aceita as regras.', 'announced'],
  ])('%s: %s', (_name, clause, form) => {
    expect(formsIn(clause).some((found) => found.startsWith(`${form}:`))).toBe(true);
  });

  it.each([
    ['the figure is there', 'O horário será prorrogado por mais 30 minutos.'],
    ['the figure is there', 'O pagamento será feito no prazo de 5 (cinco) dias.'],
    ['the figure is there', 'A entrada de R$ 500,00 no dia da assinatura.'],
    ['the figure is there', 'Valor do bem: R$.85.000,00, pago à vista.'],
    ['the figure is there', 'Multa de 2% ao mês sobre o saldo.'],
    ['the figure is there', 'Pago pelo cheque nº 000123 do Banco Alfa.'],
    ['a date with its figures', 'Data: 10/03/2024'],
    ['a link', 'Acesse https://www.alfa.com.br/termos para ler as regras.'],
    ['"e/ou"', 'O aluno e/ou o responsável assinam.'],
    ['an address filled', 'JOÃO LIMA, residente e domiciliado na Rua A, nº 10, Centro.'],
    ['an address filled', 'ALFA LTDA., com sede em Goiânia, inscrita no CNPJ 11.222.333/0001-81.'],
    ['a label filled', 'Nome do Responsável: Ana Lima'],
    ['a real value', 'Matrícula do imóvel: 45.871'],
    ['a real value', 'Telefone: (62) 3241-0000'],
    ['a real value', 'Representada por: Maria Souza, e-mail maria@empresa.com.br'],
    ['a real value', 'E-mail: contato@alfa.com.br'],
    ['a real value', 'CEP: 74000-000'],
    ['a real value', 'Data de nascimento: 01/02/1990.'],
    ['a filled label', 'Prazo: 12 meses'],
    ['a filled label', 'E-mail: contato@alfa.com.br'],
    ['a filled label', 'Endereço:\nRua das Flores, 100, Centro, Goiânia/GO'],
    [
      'a heading over a list',
      'São obrigações da CONTRATADA:\n\na) prestar os serviços;\nb) emitir nota fiscal.',
    ],
    ['a heading over a list', 'Dados bancários:\nBanco: Alfa\nAgência: 0001'],
    ['a label followed by its value below', 'Curso:\nEngenharia Civil'],
    [
      'a signer identified',
      'Eu, abaixo assinado, autorizo.\n\nNome: Ana Lima\nCPF: 123.456.789-09',
    ],
    ['a signer identified', 'A LOCATÁRIA, abaixo identificada, declara.\n\nRG 12.345.678 SSP/GO'],
    ['no signer announced', 'Os bens abaixo relacionados ficam em comodato: uma mesa.'],
  ])('not a blank: %s: %s', (_name, clause) => {
    expect(formsIn(clause)).toEqual([]);
  });
});
