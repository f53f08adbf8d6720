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
