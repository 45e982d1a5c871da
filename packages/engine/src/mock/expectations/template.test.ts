import { describe, expect, it } from 'vitest';
import { createRng } from '../generate/rng.js';
import { RequestView } from '../request-view.js';
import { compileTemplate, TemplateError, uuid } from './template.js';

const view = (over: { query?: Record<string, string>; body?: string } = {}) =>
  new RequestView(
    {
      method: 'POST',
      path: '/u/7',
      query: over.query ?? {},
      headers: { 'x-name': 'Ann' },
      cookies: {},
      body: over.body,
      contentType: over.body === undefined ? undefined : 'application/json',
    },
    'POST',
    { id: '7' },
  );
const noFakes = () => undefined;
const render = (text: string, json: boolean, v = view()) =>
  compileTemplate(text, { json, fake: noFakes }).render(v, createRng(1));

describe('compileTemplate', () => {
  it('escapes a value placed inside a JSON string, and only there', () => {
    const v = view({ query: { q: 'a "b" \\ c\nd' } });
    expect(JSON.parse(render('{"q": "{{request.query.q}}"}', true, v))).toEqual({
      q: 'a "b" \\ c\nd',
    });
    expect(render('q={{request.query.q}}', false, v)).toBe('q=a "b" \\ c\nd');
  });

  it('tracks JSON strings across escaped quotes before the placeholder', () => {
    const v = view({ query: { q: '"' } });
    expect(JSON.parse(render('{"a": "x\\"y", "b": "{{request.query.q}}"}', true, v))).toEqual({
      a: 'x"y',
      b: '"',
    });
  });

  it('places numbers, booleans and objects outside strings as JSON', () => {
    const v = view({ body: '{"n": 3, "ok": true, "o": {"k": [1]}}' });
    expect(
      JSON.parse(
        render(
          '{"n": {{request.body.n}}, "ok": {{request.body.ok}}, "o": {{request.body.o}}}',
          true,
          v,
        ),
      ),
    ).toEqual({ n: 3, ok: true, o: { k: [1] } });
  });

  it('reads the method, the path, parameters and headers', () => {
    expect(
      render(
        '{{request.method}} {{request.path}} {{request.path.id}} {{request.headers.X-Name}}',
        false,
      ),
    ).toBe('POST /u/7 7 Ann');
  });

  it('leaves a missing value empty', () => {
    expect(render('[{{request.query.none}}][{{request.body.a.b}}]', false)).toBe('[][]');
  });

  it('keeps text without placeholders as it is, braces included', () => {
    const template = compileTemplate('{"a": {"b": 1}}', { json: true, fake: noFakes });
    expect(template.isStatic).toBe(true);
    expect(template.render(view(), createRng(1))).toBe('{"a": {"b": 1}}');
  });

  it.each([
    ['{{request.nowhere.x}}', 'is not a known value'],
    ['{{request}}', 'is not a known value'],
    ['{{$fake.nope}}', 'fake data is {{$fake.<kind>}}'],
    ['{{$unknown}}', 'is not a known value'],
    ['{{request.path.id', 'is not closed'],
    ['{{ {{request.path.id}}', 'is not closed'],
  ])('refuses %s', (text, message) => {
    expect(() => compileTemplate(text, { json: false, fake: noFakes })).toThrow(TemplateError);
    expect(() => compileTemplate(text, { json: false, fake: noFakes })).toThrow(message);
  });

  it('makes repeatable version 4 UUIDs from the random numbers', () => {
    expect(uuid(createRng(5))).toBe(uuid(createRng(5)));
    expect(uuid(createRng(5))).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
