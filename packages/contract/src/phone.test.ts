import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['13800138000', '+8613800138000'],
    ['138 0013 8000', '+8613800138000'],
    ['+86 138-0013-8000', '+8613800138000'],
    ['008613800138000', '+8613800138000'],
    ['+14155552671', '+14155552671'],
    ['+62 812 3456 7890', '+6281234567890'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '12345', '23800138000', '+8612800138000', '+0123456789', '+1234', 'phone'])(
    'refuses %j (spec §8 "Invalid phone number")',
    (input) => {
      expect(normalizePhone(input)).toBeUndefined();
    },
  );
});

describe('maskPhone', () => {
  it('hides the middle digits', () => {
    expect(maskPhone('+8613800138000')).toBe('+86 138****8000');
    expect(maskPhone('+6281234567890')).toBe('+62****7890');
  });
});
