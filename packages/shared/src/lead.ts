/** Options of the "employeesNumber" select (SPEC.md §5), in order. */
export const EMPLOYEE_OPTIONS = ['Autônomo', '1-10', '11-80', '81-200', '200-500', '500+'] as const;

/** Options of the "businessSegment" select (SPEC.md §5), in order. */
export const SEGMENT_OPTIONS = [
  'Serviços',
  'Tecnologia',
  'Saúde',
  'Educação',
  'Varejo',
  'Finanças',
  'Imobiliário',
  'Indústria e Manufatura',
  'Entretenimento e Mídia',
  'Agronegócio',
  'Energia',
  'Transportes e Logística',
  'Turismo e Hospitalidade',
  'Seguros',
] as const;

/** "(00) 00000-0000" or "(00) 0000-0000". */
export const CELLPHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;
export const CELLPHONE_MESSAGE = 'Formato: (00) 00000-0000 ou (00) 0000-0000';
export const CELLPHONE_MAX_LENGTH = 16;
export const CELLPHONE_MAX_DIGITS = 11;

/**
 * Formats what a person typed as a Brazilian phone number, digit by digit (SPEC.md §5):
 * up to 2 digits as is; up to 6 as "(DD) rest"; up to 10 as "(DD) XXXX-XXXX";
 * otherwise "(DD) XXXXX-XXXX", keeping at most 11 digits.
 */
export function formatCellphone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CELLPHONE_MAX_DIGITS);
  if (digits.length <= 2) return digits;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (digits.length <= 6) return `(${ddd}) ${rest}`;
  if (digits.length <= 10) return `(${ddd}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
  return `(${ddd}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}
