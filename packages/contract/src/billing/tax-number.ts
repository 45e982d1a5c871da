/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015), the tax identification number
 * an invoice names (spec §5). Eighteen characters from a 31-character alphabet (no I, O, Z, S, V);
 * the last is a check character: 31 − (Σ value × weight mod 31), where 31 reads as 0.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character the first 17 characters call for, or null when one is outside the alphabet. */
export function taxNumberCheckCharacter(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

export type TaxNumberProblem = 'length' | 'characters' | 'region' | 'checkCharacter';

/**
 * Why `code` is not a unified social credit code, or null when it is. Letters are taken in
 * upper case; the registration-authority and region parts are checked for shape (digits for the
 * six-digit region), the check character exactly.
 */
export function taxNumberProblem(code: string): TaxNumberProblem | null {
  const value = code.trim().toUpperCase();
  if (value.length !== 18) return 'length';
  for (const char of value) if (!ALPHABET.includes(char)) return 'characters';
  if (!/^\d{6}$/.test(value.slice(2, 8))) return 'region';
  return taxNumberCheckCharacter(value.slice(0, 17)) === value[17] ? null : 'checkCharacter';
}

export function isTaxNumber(code: string): boolean {
  return taxNumberProblem(code) === null;
}
