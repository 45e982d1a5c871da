import { describe, expect, it } from 'vitest';
import { safeHeaderValue } from './safe-header-value.js';

describe('safeHeaderValue', () => {
  it('keeps printable ASCII as it is', () => {
    expect(safeHeaderValue('a b\t"c"; d=1')).toBe('a b\t"c"; d=1');
  });

  it('percent-encodes line breaks and characters past ASCII', () => {
    expect(safeHeaderValue('a\r\nSet-Cookie: x')).toBe('a%0D%0ASet-Cookie:%20x');
    expect(safeHeaderValue('北京')).toBe('%E5%8C%97%E4%BA%AC');
  });

  it('replaces what cannot be encoded', () => {
    expect(safeHeaderValue('a\ud800b')).toBe('a?b');
  });
});
