import { describe, expect, it } from 'vitest';
import { nodeProblems } from './schema-checks';

describe('nodeProblems', () => {
  it('flags a pattern that does not compile', () => {
    expect(nodeProblems({ type: 'string', pattern: '[a-' })).toEqual([
      { keyword: 'pattern', kind: 'badPattern' },
    ]);
    expect(nodeProblems({ type: 'string', pattern: '^[a-z\\-]+$' })).toEqual([]);
  });
  it('flags minimums above maximums and a multipleOf of zero', () => {
    expect(nodeProblems({ minLength: 5, maxLength: 2, multipleOf: 0 })).toEqual([
      { keyword: 'minLength', kind: 'minAboveMax', max: 'maxLength' },
      { keyword: 'multipleOf', kind: 'notPositive' },
    ]);
    expect(nodeProblems(true)).toEqual([]);
  });
});
