import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes fen as yuan the way each language writes money, exactly', () => {
    expect(formatMoney(123_456, 'en')).toBe('CN¥1,234.56');
    expect(formatMoney(123_456, 'zh-CN')).toBe('¥1,234.56');
    expect(formatMoney(123_456, 'id')).toBe('CN¥1.234,56');
    expect(formatMoney(5, 'en')).toBe('CN¥0.05');
    // Beyond what a float of yuan holds exactly.
    expect(formatMoney(900_719_925_474_099, 'en')).toBe('CN¥9,007,199,254,740.99');
  });
});
