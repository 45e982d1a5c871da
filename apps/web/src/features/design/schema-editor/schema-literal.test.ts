import { describe, expect, it } from 'vitest';
import { formatLiteral, parseLiteral } from './schema-literal';
import type { SchemaType } from './schema-types';

describe('parseLiteral', () => {
  it('takes text as is for a string-only node', () => {
    expect(parseLiteral('42', ['string'])).toEqual({ ok: true, value: '42' });
    expect(parseLiteral('', ['string'])).toEqual({ ok: true, value: '' });
  });

  it('reads JSON against the types', () => {
    expect(parseLiteral('42', ['integer'])).toEqual({ ok: true, value: 42 });
    expect(parseLiteral('4.5', ['integer'])).toEqual({ ok: false, error: 'type' });
    expect(parseLiteral('abc', ['integer'])).toEqual({ ok: false, error: 'json' });
    expect(parseLiteral('null', ['integer', 'null'])).toEqual({ ok: true, value: null });
    expect(parseLiteral('{"a":1}', ['object'])).toEqual({ ok: true, value: { a: 1 } });
    expect(parseLiteral('true', [])).toEqual({ ok: true, value: true });
  });

  it('falls back to a string when strings are allowed', () => {
    expect(parseLiteral('abc', ['string', 'integer'])).toEqual({ ok: true, value: 'abc' });
    expect(parseLiteral('12', ['string', 'integer'])).toEqual({ ok: true, value: 12 });
    expect(parseLiteral('hello', [])).toEqual({ ok: true, value: 'hello' });
  });
});

describe('formatLiteral', () => {
  const cases: [unknown, SchemaType[]][] = [
    ['plain', ['string']],
    ['12', ['string', 'integer']],
    [12, ['string', 'integer']],
    ['true', []],
    [null, ['string', 'null']],
    ['null', ['string', 'null']],
    [{ a: [1] }, ['object']],
    [3.5, ['number']],
  ];
  it.each(cases)('%j reads back as itself for %j', (value, types) => {
    expect(parseLiteral(formatLiteral(value, types), types)).toEqual({ ok: true, value });
  });

  it('quotes a string only when it would read as something else', () => {
    expect(formatLiteral('12', ['string', 'integer'])).toBe('"12"');
    expect(formatLiteral('abc', ['string', 'integer'])).toBe('abc');
  });
});
