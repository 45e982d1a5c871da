import { describe, expect, it } from 'vitest';
import type { ResolvedRequest } from '../resolved-request.js';
import { toCodeRequest } from './code-request.js';

const base: ResolvedRequest = {
  method: 'POST',
  url: 'https://api.example.test/x',
  headers: [],
  body: { kind: 'none' },
};

describe('toCodeRequest', () => {
  it('drops Content-Length and Transfer-Encoding: the client frames the body it sends', () => {
    const request = toCodeRequest({
      ...base,
      headers: [
        { name: 'content-length', value: '12' },
        { name: 'Transfer-Encoding', value: 'chunked' },
        { name: 'X-Keep', value: '1' },
      ],
    });
    expect(request.headers).toEqual([{ name: 'X-Keep', value: '1' }]);
  });

  it('adds the body type as Content-Type when none was written', () => {
    const text = toCodeRequest({
      ...base,
      body: { kind: 'text', contentType: 'application/xml', text: '<a/>' },
    });
    expect(text.headers).toEqual([{ name: 'Content-Type', value: 'application/xml' }]);
    const form = toCodeRequest({ ...base, body: { kind: 'urlencoded', fields: [] } });
    expect(form.headers).toEqual([
      { name: 'Content-Type', value: 'application/x-www-form-urlencoded' },
    ]);
    const binary = toCodeRequest({
      ...base,
      body: { kind: 'binary', fileName: 'a.bin', contentType: '', base64: '' },
    });
    expect(binary.headers).toEqual([{ name: 'Content-Type', value: 'application/octet-stream' }]);
    const plain = toCodeRequest({ ...base, body: { kind: 'text', contentType: '', text: 'x' } });
    expect(plain.headers).toEqual([{ name: 'Content-Type', value: 'text/plain' }]);
  });

  it('keeps a written Content-Type, whatever its case, and adds none beside it', () => {
    const request = toCodeRequest({
      ...base,
      headers: [{ name: 'content-type', value: 'application/vnd.x+json' }],
      body: { kind: 'text', contentType: 'text/plain', text: '{"a":1}' },
    });
    expect(request.headers).toEqual([{ name: 'content-type', value: 'application/vnd.x+json' }]);
    // The header that is sent decides that the text is JSON.
    expect(request.body).toEqual({ kind: 'text', text: '{\n  "a": 1\n}' });
  });

  it('drops a Content-Type from a multipart request: the client writes it with the boundary', () => {
    const request = toCodeRequest({
      ...base,
      headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
      body: { kind: 'multipart', parts: [{ kind: 'text', name: 'a', value: 'b' }] },
    });
    expect(request.headers).toEqual([]);
  });

  it('pretty-prints JSON text only', () => {
    const json = toCodeRequest({
      ...base,
      body: { kind: 'text', contentType: 'application/json', text: '{"a":[1]}' },
    });
    expect(json.body).toEqual({ kind: 'text', text: '{\n  "a": [\n    1\n  ]\n}' });
    const notJson = toCodeRequest({
      ...base,
      body: { kind: 'text', contentType: 'application/json', text: '{"a":' },
    });
    expect(notJson.body).toEqual({ kind: 'text', text: '{"a":' });
    const plain = toCodeRequest({
      ...base,
      body: { kind: 'text', contentType: 'text/plain', text: '{"a":1}' },
    });
    expect(plain.body).toEqual({ kind: 'text', text: '{"a":1}' });
  });

  it('reads files by name: a nameless file gets a name, a typeless part a type', () => {
    const request = toCodeRequest({
      ...base,
      body: {
        kind: 'multipart',
        parts: [{ kind: 'file', name: 'f', fileName: '', contentType: '', base64: 'AA==' }],
      },
    });
    expect(request.body).toEqual({
      kind: 'multipart',
      parts: [
        { kind: 'file', name: 'f', fileName: 'file', contentType: 'application/octet-stream' },
      ],
    });
  });

  it('replaces lone surrogates, which no UTF-8 program text can hold', () => {
    const request = toCodeRequest({
      ...base,
      headers: [{ name: 'X', value: 'a\uD800b' }],
      body: { kind: 'text', contentType: 'text/plain', text: '\uDC00 😀' },
    });
    expect(request.headers[0]).toEqual({ name: 'X', value: 'a\uFFFDb' });
    expect(request.body).toEqual({ kind: 'text', text: '\uFFFD 😀' });
  });

  it('sends GET when the method is empty', () => {
    expect(toCodeRequest({ ...base, method: ' ' }).method).toBe('GET');
  });
});
