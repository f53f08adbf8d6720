import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { documentFacts } from './facts';

describe('party cities', () => {
  it.each([
    [
      'a city before its state, in either form',
      'LOCADOR: JOÃO PEREIRA, brasileiro, residente na Rua das Flores, 10, Campinas/SP.\n\nLOCATÁRIO: ANA COSTA, brasileira, residente na Rua Sete, 20, Manaus – AM.',
      [['campinas'], ['manaus']],
    ],
    [
      'never an identity card issuer, a registry or a document',
      'LOCADOR: JOÃO PEREIRA, brasileiro, portador do RG nº 1234567 expedido pela SSP/SP, CRECI/DF 1234, inscrito no CNPJ/MF sob o nº 11.222.333/0001-81, residente em Goiânia/GO.',
      [['goiania']],
    ],
    [
      'never a state alone',
      'CONTRATADA: ASSOCIAÇÃO ALFA, com sede na Rua das Palmeiras, 90, Botafogo, RJ/RJ, 22270-070.',
      [],
    ],
  ])('%s', (_name, preamble, cities) => {
    const doc = documentFromText(
      `CONTRATO DE LOCAÇÃO RESIDENCIAL\n\n${preamble}\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nO imóvel é locado para fins residenciais.`,
    );
    expect(documentFacts(doc).partyCities).toEqual(cities);
  });
});
