import { extractionSchema, type ExtractionInput } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { cookieValue, extractValues, MAX_REGEX_BODY_CHARS } from './extract-values.js';
import type { TestResponse } from './test-response.js';

const variables: Record<string, string> = { field: 'token', cookie: 'sid' };
const resolve = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => variables[name] ?? whole);

const response = (over: Partial<TestResponse> = {}): TestResponse => ({
  status: 201,
  statusText: 'Created',
  headers: [
    { name: 'Content-Type', value: 'application/json' },
    { name: 'X-Request-Id', value: 'req-1' },
    { name: 'Set-Cookie', value: 'sid=abc123; Path=/; HttpOnly' },
    { name: 'set-cookie', value: 'theme=dark; Expires=Wed, 21 Oct 2037 07:28:00 GMT' },
  ],
  bodyText: JSON.stringify({
    token: 'tok-9',
    id: 42,
    ok: true,
    none: null,
    user: { name: 'Ada' },
    items: [{ id: 1 }, { id: 2 }],
  }),
  sizeBytes: 100,
  timeMs: 10,
  ...over,
});

let counter = 0;
const extraction = (input: Omit<ExtractionInput, 'id' | 'variable'> & { variable?: string }) =>
  extractionSchema.parse({ id: `e${(counter += 1)}`, variable: 'v', ...input });

const valueOf = (
  input: Omit<ExtractionInput, 'id' | 'variable'>,
  over: Partial<TestResponse> = {},
) => extractValues([extraction(input)], response(over), resolve)[0]?.value;

describe('extractValues', () => {
  it('gives each enabled extraction its variable, scope and value, in order', () => {
    const values = extractValues(
      [
        extraction({ variable: 'token', source: 'json', path: '$.token' }),
        extraction({ variable: 'skipped', source: 'status', enabled: false }),
        extraction({ variable: 'code', source: 'status', scope: 'environment' }),
        extraction({ variable: 'gone', source: 'header', path: 'x-nope', scope: 'project' }),
      ],
      response(),
      resolve,
    );
    expect(values).toEqual([
      { variable: 'token', scope: 'run', value: 'tok-9' },
      { variable: 'code', scope: 'environment', value: '201' },
      { variable: 'gone', scope: 'project', value: null },
    ]);
  });

  it('gives nothing for no extractions', () => {
    expect(extractValues([], response(), resolve)).toEqual([]);
  });
});

describe('extractValues: json', () => {
  it('takes strings as they are and other values as JSON text', () => {
    expect(valueOf({ source: 'json', path: '$.token' })).toBe('tok-9');
    expect(valueOf({ source: 'json', path: '$.id' })).toBe('42');
    expect(valueOf({ source: 'json', path: '$.ok' })).toBe('true');
    expect(valueOf({ source: 'json', path: '$.none' })).toBe('null');
    expect(valueOf({ source: 'json', path: '$.user' })).toBe('{"name":"Ada"}');
    expect(valueOf({ source: 'json', path: 'items' })).toBe('[{"id":1},{"id":2}]');
  });

  it('takes the first of several matches', () => {
    expect(valueOf({ source: 'json', path: '$.items[*].id' })).toBe('1');
    expect(valueOf({ source: 'json', path: '$..id' })).toBe('42');
  });

  it('resolves the path', () => {
    expect(valueOf({ source: 'json', path: '$.{{field}}' })).toBe('tok-9');
  });

  it('is null when nothing is there, the path is bad or the body is not JSON', () => {
    expect(valueOf({ source: 'json', path: '$.missing' })).toBeNull();
    expect(valueOf({ source: 'json', path: '$.items[' })).toBeNull();
    expect(valueOf({ source: 'json', path: '$.items[?(@.id==1)]' })).toBeNull();
    expect(valueOf({ source: 'json', path: '' })).toBeNull();
    expect(valueOf({ source: 'json', path: '$.a' }, { bodyText: 'not json' })).toBeNull();
    expect(valueOf({ source: 'json', path: '$' }, { bodyText: '' })).toBeNull();
  });
});

describe('extractValues: header and cookie', () => {
  it('finds a header whatever the case of its name', () => {
    expect(valueOf({ source: 'header', path: 'x-request-id' })).toBe('req-1');
    expect(valueOf({ source: 'header', path: ' X-REQUEST-ID ' })).toBe('req-1');
    expect(valueOf({ source: 'header', path: 'x-nope' })).toBeNull();
    expect(valueOf({ source: 'header', path: '' })).toBeNull();
  });

  it('finds a cookie the answer sets', () => {
    expect(valueOf({ source: 'cookie', path: 'sid' })).toBe('abc123');
    expect(valueOf({ source: 'cookie', path: 'theme' })).toBe('dark');
    expect(valueOf({ source: 'cookie', path: '{{cookie}}' })).toBe('abc123');
  });

  it('is null for a cookie not set, an attribute, or no name', () => {
    expect(valueOf({ source: 'cookie', path: 'nope' })).toBeNull();
    expect(valueOf({ source: 'cookie', path: 'Path' })).toBeNull();
    expect(valueOf({ source: 'cookie', path: 'Expires' })).toBeNull();
    expect(valueOf({ source: 'cookie', path: '' })).toBeNull();
    expect(valueOf({ source: 'cookie', path: 'sid' }, { headers: [] })).toBeNull();
  });
});

describe('cookieValue', () => {
  const withCookies = (...values: string[]) =>
    response({ headers: values.map((value) => ({ name: 'set-cookie', value })) });

  it('takes the last value set for a name, as a browser does', () => {
    expect(cookieValue(withCookies('a=1', 'a=2; Path=/'), 'a')).toBe('2');
  });

  it('splits cookies a client joined into one header, not an expiry date', () => {
    const joined = withCookies(
      'a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/, b=2; Max-Age=60,c=3',
    );
    expect(cookieValue(joined, 'a')).toBe('1');
    expect(cookieValue(joined, 'b')).toBe('2');
    expect(cookieValue(joined, 'c')).toBe('3');
    expect(cookieValue(joined, '21 Oct 2037 07:28:00 GMT')).toBeNull();
  });

  it('keeps the value as written, with = signs, quotes and an empty value', () => {
    const cookies = withCookies('jwt=a.b==; Secure', 'q="quoted"', 'empty=; Path=/', 'bare');
    expect(cookieValue(cookies, 'jwt')).toBe('a.b==');
    expect(cookieValue(cookies, 'q')).toBe('"quoted"');
    expect(cookieValue(cookies, 'empty')).toBe('');
    expect(cookieValue(cookies, 'bare')).toBeNull();
  });

  it('matches the name exactly, case included', () => {
    expect(cookieValue(withCookies('Sid=1'), 'sid')).toBeNull();
  });
});

describe('extractValues: regex', () => {
  const page = { bodyText: '<input name="csrf" value="x-77"> order 123 and order 456' };

  it('takes a capture group, 1 by default', () => {
    expect(valueOf({ source: 'regex', path: 'value="([^"]+)"' }, page)).toBe('x-77');
    expect(valueOf({ source: 'regex', path: 'order (\\d+)' }, page)).toBe('123');
  });

  it('takes the whole match for group 0', () => {
    expect(valueOf({ source: 'regex', path: 'order \\d+', group: 0 }, page)).toBe('order 123');
  });

  it('reads /pattern/flags, and takes the first match even with a global flag', () => {
    expect(valueOf({ source: 'regex', path: '/ORDER (\\d+)/gi' }, page)).toBe('123');
  });

  it('is null without a match, a group, or a valid pattern, and does not throw', () => {
    expect(valueOf({ source: 'regex', path: 'nothing (here)' }, page)).toBeNull();
    expect(valueOf({ source: 'regex', path: 'order \\d+', group: 1 }, page)).toBeNull();
    expect(valueOf({ source: 'regex', path: 'order (\\d+)', group: 5 }, page)).toBeNull();
    expect(valueOf({ source: 'regex', path: 'order (x)?\\d', group: 1 }, page)).toBeNull();
    expect(valueOf({ source: 'regex', path: '/a(/' }, page)).toBeNull();
    expect(valueOf({ source: 'regex', path: '' }, page)).toBeNull();
  });

  it(`searches the first ${MAX_REGEX_BODY_CHARS} characters only`, () => {
    const bodyText = `${' '.repeat(MAX_REGEX_BODY_CHARS)}id=9`;
    expect(valueOf({ source: 'regex', path: 'id=(\\d)' }, { bodyText })).toBeNull();
  });
});

describe('extractValues: status and text', () => {
  it('takes the status code and the whole body', () => {
    expect(valueOf({ source: 'status' })).toBe('201');
    expect(valueOf({ source: 'text' }, { bodyText: 'hello' })).toBe('hello');
    expect(valueOf({ source: 'text' }, { bodyText: '' })).toBe('');
  });
});

describe('extractValues: robustness', () => {
  it('leaves a value null, and the others found, when resolving breaks', () => {
    let calls = 0;
    const flaky = (text: string) => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return text;
    };
    const values = extractValues(
      [
        extraction({ variable: 'a', source: 'json', path: '$.token' }),
        extraction({ variable: 'b', source: 'json', path: '$.token' }),
      ],
      response(),
      flaky,
    );
    expect(values.map((v) => v.value)).toEqual([null, 'tok-9']);
  });
});
