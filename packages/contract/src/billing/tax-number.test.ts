import { describe, expect, it } from 'vitest';
import { isTaxNumber, taxNumberCheckCharacter, taxNumberProblem } from './tax-number.js';

// Unified social credit codes as printed on real business licences and in GB 32100-2015's example.
const REAL_CODES = [
  '91350100M000100Y43',
  '911100007109310534',
  '91110000802100433B',
  '91440300708461136T',
];

describe('taxNumberCheckCharacter', () => {
  it('computes the check character of real codes', () => {
    for (const code of REAL_CODES) {
      expect(taxNumberCheckCharacter(code.slice(0, 17)), code).toBe(code[17]);
    }
  });

  it('writes a remainder of 0 as the character 0, not 31', () => {
    // Vary the last digit of the body until the weighted sum is a multiple of 31.
    const zero = Array.from({ length: 31 }, (_, i) => `9135010000000${String(i).padStart(4, '0')}`)
      .map((body) => ({ body, check: taxNumberCheckCharacter(body) }))
      .find((entry) => entry.check === '0');
    expect(zero).toBeDefined();
    expect(isTaxNumber(`${zero!.body}0`)).toBe(true);
  });

  it('refuses a body of the wrong length or with characters outside the alphabet', () => {
    expect(taxNumberCheckCharacter('9135010')).toBeNull();
    expect(taxNumberCheckCharacter('91350100M000100YI')).toBeNull();
    expect(taxNumberCheckCharacter('91350100m000100Y4')).toBeNull();
  });
});

describe('taxNumberProblem', () => {
  it('accepts real codes, in either case and with spaces around', () => {
    for (const code of REAL_CODES) expect(taxNumberProblem(code)).toBeNull();
    expect(taxNumberProblem(' 91110000802100433b ')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(taxNumberProblem('')).toBe('length');
    expect(taxNumberProblem('91350100M000100Y4')).toBe('length');
    expect(taxNumberProblem('91350100M000100Y433')).toBe('length');
    // I, O, S, V and Z are not in the alphabet.
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
      expect(taxNumberProblem(`91350100M000100${letter}43`)).toBe('characters');
    }
    expect(taxNumberProblem('9135010-M000100Y43')).toBe('characters');
    // The six characters after the first two are the region code: digits.
    expect(taxNumberProblem('913501A0M000100Y43')).toBe('region');
    expect(taxNumberProblem('91350100M000100Y44')).toBe('checkCharacter');
    expect(taxNumberProblem('91350100M000100Y34')).toBe('checkCharacter');
    expect(isTaxNumber('91350100M000100Y44')).toBe(false);
  });

  it('catches every single-character change of a valid code', () => {
    const code = REAL_CODES[0]!;
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    for (let i = 0; i < 18; i += 1) {
      for (const char of alphabet) {
        if (char === code[i]) continue;
        const changed = `${code.slice(0, i)}${char}${code.slice(i + 1)}`;
        expect(isTaxNumber(changed), changed).toBe(false);
      }
    }
  });
});
