import { describe, expect, it } from 'vitest';
import { bodyFromPostman } from './request-body.js';

const body = (value: unknown, contentType?: string) =>
  bodyFromPostman(value, contentType, undefined);

describe('bodyFromPostman: raw', () => {
  it('reads JSON and XML by the raw language, other text with its content type', () => {
    const raw = (language: string, text = 'x') => ({
      mode: 'raw',
      raw: text,
      options: { raw: { language } },
    });
    expect(body(raw('json', '{"a":1}')).body).toEqual({ kind: 'json', text: '{"a":1}' });
    expect(body(raw('xml', '<a/>')).body).toEqual({ kind: 'xml', text: '<a/>' });
    expect(body(raw('html')).body).toEqual({ kind: 'raw', text: 'x', contentType: 'text/html' });
    expect(body(raw('javascript')).body).toEqual({
      kind: 'raw',
      text: 'x',
      contentType: 'application/javascript',
    });
    expect(body(raw('constructor')).body).toEqual({
      kind: 'raw',
      text: 'x',
      contentType: 'text/plain',
    });
  });

  it('lets the Content-Type header decide over the language', () => {
    const jsonText = { mode: 'raw', raw: '{}', options: { raw: { language: 'text' } } };
    expect(body(jsonText, 'application/vnd.api+json').body).toEqual({ kind: 'json', text: '{}' });
    expect(body({ mode: 'raw', raw: 'hi' }, 'text/csv').body).toEqual({
      kind: 'raw',
      text: 'hi',
      contentType: 'text/csv',
    });
  });

  it('sends nothing for empty text, a disabled body or no mode', () => {
    expect(body({ mode: 'raw', raw: '' }).body).toEqual({ kind: 'none' });
    expect(body({ mode: 'raw', raw: 'x', disabled: true }).body).toEqual({ kind: 'none' });
    expect(body({}).body).toEqual({ kind: 'none' });
    expect(body(undefined).body).toEqual({ kind: 'none' });
  });
});

describe('bodyFromPostman: forms', () => {
  it('reads url-encoded fields, disabled ones kept switched off', () => {
    expect(
      body({
        mode: 'urlencoded',
        urlencoded: [
          { key: 'a', value: '1', description: 'first' },
          { key: 'b', value: 2, disabled: true },
          { key: 'c', value: '3', enabled: false },
          { value: 'no key' },
        ],
      }).body,
    ).toEqual({
      kind: 'x-www-form-urlencoded',
      fields: [
        { key: 'a', value: '1', enabled: true, description: 'first' },
        { key: 'b', value: '2', enabled: false },
        { key: 'c', value: '3', enabled: false },
      ],
    });
  });

  it('reads form-data text fields and reports what it cannot carry', () => {
    const read = bodyFromPostman(
      {
        mode: 'formdata',
        formdata: [
          { key: 'meta', value: '{}', type: 'text', contentType: 'application/json' },
          { key: 'photos', type: 'file', src: ['a.png', 'b.png'] },
          { key: 'off', type: 'file', src: 'c.png', disabled: true },
        ],
      },
      undefined,
      (src) =>
        src === 'a.png' ? { fileName: 'a.png', contentType: 'image/png', base64: '' } : null,
    );
    expect(read.body).toEqual({
      kind: 'form-data',
      fields: [
        { type: 'text', key: 'meta', value: '{}', enabled: true },
        {
          type: 'file',
          key: 'photos',
          enabled: true,
          file: { fileName: 'a.png', contentType: 'image/png', base64: '' },
        },
      ],
    });
    expect(read.problems).toEqual([
      'its form field "meta" is sent without its own content type',
      'its form field "photos" reads the file "b.png", which cannot be read; it is left out',
    ]);
  });

  it('says a file is not loaded when no reader is given', () => {
    expect(
      body({ mode: 'formdata', formdata: [{ key: 'f', type: 'file', src: 'x.bin' }] }).problems,
    ).toEqual([
      'its form field "f" reads the file "x.bin", which is not loaded here; it is left out',
    ]);
  });
});

describe('bodyFromPostman: file and GraphQL', () => {
  it('reads a file body with the reader, its type from the header', () => {
    const read = bodyFromPostman(
      { mode: 'file', file: { src: 'data.bin' } },
      'application/pdf',
      () => ({ fileName: 'data.bin', contentType: 'application/octet-stream', base64: 'AA==' }),
    );
    expect(read.body).toEqual({
      kind: 'binary',
      file: { fileName: 'data.bin', contentType: 'application/pdf', base64: 'AA==' },
    });
  });

  it('sends typed file content as text, and reports a file body with nothing in it', () => {
    expect(body({ mode: 'file', file: { content: 'typed' } }).body).toEqual({
      kind: 'raw',
      text: 'typed',
      contentType: 'text/plain',
    });
    expect(body({ mode: 'file', file: {} })).toEqual({
      body: { kind: 'none' },
      problems: ['its file body names no file; it is sent without a body'],
    });
    expect(body({ mode: 'file', file: { src: 'x' } }).body).toEqual({ kind: 'none' });
  });

  it('reads a GraphQL query with its variables as JSON text', () => {
    expect(
      body({ mode: 'graphql', graphql: { query: '{ me { id } }', variables: '{"a":1}' } }).body,
    ).toEqual({
      kind: 'graphql',
      query: '{ me { id } }',
      variables: '{"a":1}',
    });
    expect(
      body({ mode: 'graphql', graphql: { query: 'q', variables: { a: 1 } } }).body,
    ).toMatchObject({
      variables: '{"a":1}',
    });
    expect(body({ mode: 'graphql' }).body).toEqual({ kind: 'graphql', query: '', variables: '' });
  });
});
