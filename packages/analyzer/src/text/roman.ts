const ROMAN_VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/**
 * Parses a Roman numeral (case-insensitive, I to C) in its canonical form: "iv" is 4, "iiii" is
 * not a numeral. Returns null for anything else.
 */
export function parseRoman(numeral: string): number | null {
  const lower = numeral.toLowerCase();
  if (lower.length === 0) return null;
  let total = 0;
  for (let i = 0; i < lower.length; i += 1) {
    const value = ROMAN_VALUES[lower[i]!];
    if (value === undefined) return null;
    const next = ROMAN_VALUES[lower[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 && toRoman(total) === lower.toUpperCase() ? total : null;
}

/** Writes 1–399 as an upper-case Roman numeral. */
export function toRoman(value: number): string {
  const table: [number, string][] = [
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let out = '';
  for (const [amount, symbol] of table) {
    while (rest >= amount) {
      out += symbol;
      rest -= amount;
    }
  }
  return out;
}
