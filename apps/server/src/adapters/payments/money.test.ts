import { describe, expect, it } from 'vitest';
import { fenToYuanString, MoneyFormatError, yuanStringToFen } from './money.js';

describe('fen to yuan', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [101, '1.01'],
    [123456, '1234.56'],
    [10_000_000_000, '100000000.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d fen is "%s"', (fen, yuan) => {
    expect(fenToYuanString(fen)).toBe(yuan);
  });

  it.each([0.5, 1.1, -1, Number.NaN, Infinity, 2 ** 53])('refuses %d', (fen) => {
    expect(() => fenToYuanString(fen)).toThrow(MoneyFormatError);
  });
});

describe('yuan to fen', () => {
  it.each([
    ['0.01', 1],
    ['0.10', 10],
    ['0.1', 10],
    ['1234.56', 123456],
    ['12', 1200],
    ['0', 0],
    ['0.00', 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('"%s" is %d fen', (yuan, fen) => {
    expect(yuanStringToFen(yuan)).toBe(fen);
  });

  it.each([
    '0.001',
    '1.230',
    '1e3',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '01',
    '00.10',
    '.5',
    '5.',
    '1,000',
    '1.2.3',
    '',
    'abc',
    '0x10',
    '１２',
    '90071992547409.92',
  ])('refuses "%s"', (yuan) => {
    expect(() => yuanStringToFen(yuan)).toThrow(MoneyFormatError);
  });

  it('round-trips every amount exactly, where floats would drift', () => {
    // 0.07 * 100 is 7.000000000000001 in floating point; the conversion must never go there.
    for (let fen = 0; fen <= 20_000; fen += 1) {
      expect(yuanStringToFen(fenToYuanString(fen))).toBe(fen);
    }
    for (const fen of [1_999_999_999, 4_503_599_627_370_497, Number.MAX_SAFE_INTEGER - 1]) {
      expect(yuanStringToFen(fenToYuanString(fen))).toBe(fen);
    }
  });
});
