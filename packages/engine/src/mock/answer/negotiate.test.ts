import { describe, expect, it } from 'vitest';
import { negotiate, parseAccept } from './negotiate.js';

const media = (...types: string[]) => types.map((type) => ({ type }));

describe('parseAccept', () => {
  it('orders by quality, then specificity, then as written', () => {
    expect(parseAccept('text/*;q=0.9, */*;q=0.1, text/csv;q=0.9, application/json')).toEqual([
      { type: 'application', subtype: 'json', q: 1 },
      { type: 'text', subtype: 'csv', q: 0.9 },
      { type: 'text', subtype: '*', q: 0.9 },
      { type: '*', subtype: '*', q: 0.1 },
    ]);
  });

  it('survives nonsense', () => {
    expect(() => parseAccept(';;,q=x,/,*/*;q=nope;q=2')).not.toThrow();
  });
});

describe('negotiate', () => {
  it('prefers JSON without an Accept header, then the first declared', () => {
    expect(negotiate(media('text/plain', 'application/problem+json'), undefined)?.contentType).toBe(
      'application/problem+json',
    );
    expect(negotiate(media('text/plain', 'text/csv'), '')?.contentType).toBe('text/plain');
  });

  it('skips ranges refused with q=0', () => {
    expect(
      negotiate(media('application/json', 'text/csv'), 'application/json;q=0, text/*')?.contentType,
    ).toBe('text/csv');
  });

  it('answers nothing when Accept excludes every type, and nothing for no types', () => {
    expect(negotiate(media('application/json'), 'image/png')).toBeUndefined();
    expect(negotiate([], '*/*')).toBeUndefined();
  });

  it('answers a declared range with the concrete type asked for', () => {
    expect(negotiate(media('image/*'), 'image/png')?.contentType).toBe('image/png');
    expect(negotiate(media('image/*'), undefined)?.contentType).toBe('application/octet-stream');
    expect(negotiate(media('text/*'), undefined)?.contentType).toBe('text/plain');
  });
});
