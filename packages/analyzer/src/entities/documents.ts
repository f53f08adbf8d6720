/** Brazilian taxpayer numbers: CPF (people) and CNPJ (companies), with check-digit validation. */

export interface TaxId {
  kind: 'CPF' | 'CNPJ';
  /** Digits only. */
  value: string;
  valid: boolean;
}

/** Check digit of the mod-11 scheme both numbers use, for the given weights. */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function isValid(digits: number[], first: readonly number[], second: readonly number[]): boolean {
  // "111.111.111-11" passes the arithmetic but is not a real number.
  if (digits.every((digit) => digit === digits[0])) return false;
  const length = digits.length;
  return (
    checkDigit(digits, first) === digits[length - 2] &&
    checkDigit(digits, second) === digits[length - 1]
  );
}

/** True for a CPF whose two check digits are right ("123.456.789-09"); punctuation is ignored. */
export function isValidCpf(cpf: string): boolean {
  const digits = [...cpf.replace(/\D/gu, '')].map(Number);
  return digits.length === 11 && isValid(digits, CPF_WEIGHTS_1, CPF_WEIGHTS_2);
}

/** True for a CNPJ whose two check digits are right ("11.222.333/0001-81"); punctuation is ignored. */
export function isValidCnpj(cnpj: string): boolean {
  const digits = [...cnpj.replace(/\D/gu, '')].map(Number);
  return digits.length === 14 && isValid(digits, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
}

/** Reads a CPF (11 digits) or CNPJ (14 digits) written with or without punctuation. */
export function readTaxId(written: string): TaxId | null {
  const value = written.replace(/\D/gu, '');
  if (value.length === 11) return { kind: 'CPF', value, valid: isValidCpf(value) };
  if (value.length === 14) return { kind: 'CNPJ', value, valid: isValidCnpj(value) };
  return null;
}
