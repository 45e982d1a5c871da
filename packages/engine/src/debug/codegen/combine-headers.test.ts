import { describe, expect, it } from 'vitest';
import { combineHeaders } from './combine-headers.js';

describe('combineHeaders', () => {
  it('folds repeated names, whatever their case, keeping the first spelling and order', () => {
    expect(
      combineHeaders([
        { name: 'X-A', value: '1' },
        { name: 'Accept', value: 'text/html' },
        { name: 'x-a', value: '2' },
        { name: 'Cookie', value: 'a=1' },
        { name: 'cookie', value: 'b=2' },
      ]),
    ).toEqual([
      { name: 'X-A', value: '1, 2' },
      { name: 'Accept', value: 'text/html' },
      { name: 'Cookie', value: 'a=1; b=2' },
    ]);
  });

  it('does not change the headers it was given', () => {
    const headers = [
      { name: 'X', value: '1' },
      { name: 'X', value: '2' },
    ];
    combineHeaders(headers);
    expect(headers[0]).toEqual({ name: 'X', value: '1' });
  });
});
