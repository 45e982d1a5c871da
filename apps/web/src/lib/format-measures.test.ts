import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs } from './format-measures';

describe('formatBytes and formatMs', () => {
  it('write sizes in steps of 1024, as the language writes numbers', () => {
    expect(formatBytes(5, 'en')).toBe('5 bytes');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 'id')).toBe('1,5 kB');
    expect(formatBytes(12 * 1024 * 1024, 'ja')).toBe('12 MB');
  });

  it('write durations with a decimal only under 10 ms', () => {
    expect(formatMs(1.25, 'en')).toBe('1.3 ms');
    expect(formatMs(1234.4, 'en')).toBe('1,234 ms');
  });
});
