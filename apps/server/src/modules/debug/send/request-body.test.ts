import { describe, expect, it } from 'vitest';
import { encodeBody, randomBoundary } from './request-body.js';

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

describe('encodeBody', () => {
  it('writes a multipart body with the boundary in the Content-Type it adds', () => {
    const { bytes, headers } = encodeBody(
      {
        kind: 'multipart',
        parts: [
          { kind: 'text', name: 'title', value: 'héllo wörld' },
          {
            kind: 'file',
            name: 'upload',
            fileName: 'all.bin',
            contentType: 'application/octet-stream',
            base64: everyByte.toString('base64'),
          },
        ],
      },
      [{ name: 'X-Trace', value: '1' }],
      'BOUNDARY',
    );
    expect(headers).toEqual([
      { name: 'X-Trace', value: '1' },
      { name: 'Content-Type', value: 'multipart/form-data; boundary=BOUNDARY' },
    ]);
    const expected = Buffer.concat([
      Buffer.from(
        '--BOUNDARY\r\nContent-Disposition: form-data; name="title"\r\n\r\nhéllo wörld\r\n' +
          '--BOUNDARY\r\nContent-Disposition: form-data; name="upload"; filename="all.bin"\r\n' +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      everyByte,
      Buffer.from('\r\n--BOUNDARY--\r\n'),
    ]);
    expect(bytes!.equals(expected)).toBe(true);
  });

  it('writes with the boundary of a multipart Content-Type the person typed', () => {
    const { bytes, headers } = encodeBody(
      { kind: 'multipart', parts: [{ kind: 'text', name: 'a', value: 'b' }] },
      [{ name: 'content-type', value: 'multipart/form-data; boundary="mine"' }],
      'OURS',
    );
    expect(headers).toEqual([
      { name: 'content-type', value: 'multipart/form-data; boundary="mine"' },
    ]);
    expect(bytes!.toString()).toBe(
      '--mine\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--mine--\r\n',
    );
  });

  it('adds the boundary to a typed multipart Content-Type that lacks one, and keeps any other type', () => {
    const added = encodeBody(
      { kind: 'multipart', parts: [] },
      [{ name: 'Content-Type', value: 'multipart/mixed' }],
      'B1',
    );
    expect(added.headers).toEqual([
      { name: 'Content-Type', value: 'multipart/mixed; boundary=B1' },
    ]);
    expect(added.bytes!.toString()).toBe('--B1--\r\n');
    const kept = encodeBody(
      { kind: 'multipart', parts: [] },
      [{ name: 'Content-Type', value: 'text/plain' }],
      'B2',
    );
    expect(kept.headers).toEqual([{ name: 'Content-Type', value: 'text/plain' }]);
  });

  it('escapes quotes and line breaks in field and file names as browsers do', () => {
    const { bytes } = encodeBody(
      {
        kind: 'multipart',
        parts: [
          {
            kind: 'file',
            name: 'a"b\r\nc',
            fileName: 'x"y.txt',
            contentType: 'text/plain\r\nX-Evil: 1',
            base64: '',
          },
        ],
      },
      [],
      'B',
    );
    expect(bytes!.toString()).toBe(
      '--B\r\nContent-Disposition: form-data; name="a%22b%0D%0Ac"; filename="x%22y.txt"\r\n' +
        'Content-Type: text/plain X-Evil: 1\r\n\r\n\r\n--B--\r\n',
    );
  });

  it('form-encodes fields in order, repeats kept', () => {
    const { bytes } = encodeBody(
      {
        kind: 'urlencoded',
        fields: [
          { name: 'q', value: 'a b&c=d' },
          { name: 'q', value: '中' },
          { name: 'empty', value: '' },
        ],
      },
      [],
    );
    expect(bytes!.toString()).toBe('q=a+b%26c%3Dd&q=%E4%B8%AD&empty=');
  });

  it('sends text as UTF-8, binary as its bytes, and nothing for none', () => {
    expect(
      encodeBody({ kind: 'text', contentType: 'text/plain', text: 'é' }, []).bytes!.equals(
        Buffer.from([0xc3, 0xa9]),
      ),
    ).toBe(true);
    expect(
      encodeBody(
        {
          kind: 'binary',
          fileName: 'f',
          contentType: 'application/octet-stream',
          base64: everyByte.toString('base64'),
        },
        [],
      ).bytes!.equals(everyByte),
    ).toBe(true);
    expect(encodeBody({ kind: 'none' }, []).bytes).toBeNull();
  });

  it('draws a new boundary each time', () => {
    expect(randomBoundary()).not.toBe(randomBoundary());
  });
});
