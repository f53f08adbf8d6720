import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, readTaxId } from './documents';

describe('CPF check digits', () => {
  it.each([
    ['529.982.247-25', true],
    ['123.456.789-09', true],
    ['11144477735', true],
    ['529.982.247-24', false],
    ['123.456.789-00', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['123.456.789', false],
  ])('%s → %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe('CNPJ check digits', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11.444.777/0001-61', true],
    ['04038225000198', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-18', false],
    ['00.000.000/0000-00', false],
    ['11.222.333/0001', false],
  ])('%s → %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });
});

describe('readTaxId', () => {
  it.each([
    ['123.456.789-09', { kind: 'CPF', value: '12345678909', valid: true }],
    ['11.222.333/0001-80', { kind: 'CNPJ', value: '11222333000180', valid: false }],
    ['12.345.678-9', null],
  ])('%s', (written, expected) => {
    expect(readTaxId(written)).toEqual(expected);
  });
});
