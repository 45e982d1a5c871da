import type { ResolvedRequest } from '../../resolved-request.js';

/** Test-only requests covering each body kind, with strings that break careless quoting. */

/** Quotes of both kinds, backslash, line breaks, tab, `$HOME`, `{{var}}`, unicode, `%`. */
export const NASTY = `it's "quoted" \\ back\\slash\nline two\r\ntab\there $HOME \${x} {{var}} \`cmd\` ünï 雪 😀 100%`;

/** Header values cannot hold line breaks or non-Latin-1 text: the rest of the nastiness. */
export const NASTY_HEADER = `it's "q" \\ $HOME {{var}} 100% \`x\``;

/** Bytes that are not UTF-8 text: a PNG signature, a NUL, 0xFF, 0x80. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x80,
]);
export const JSON_FILE_BYTES = new TextEncoder().encode('{"ok":true}\n');

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** The JSON sample as sent: compact, with a number JSON.parse would round and a `1.0`. */
export const COMPACT_JSON = `{"name":${JSON.stringify(NASTY)},"big":12345678901234567890,"ratio":1.0,"tags":["a","b"],"empty":{},"none":[],"nested":{"ok":true}}`;

/** COMPACT_JSON pretty-printed by hand: what every target must send. */
export const PRETTY_JSON = `{
  "name": ${JSON.stringify(NASTY)},
  "big": 12345678901234567890,
  "ratio": 1.0,
  "tags": [
    "a",
    "b"
  ],
  "empty": {},
  "none": [],
  "nested": {
    "ok": true
  }
}`;

export type SampleName =
  'get' | 'json' | 'text' | 'urlencoded' | 'multipart' | 'binary' | 'delete' | 'head';

export const SAMPLE_NAMES: SampleName[] = [
  'get',
  'json',
  'text',
  'urlencoded',
  'multipart',
  'binary',
  'delete',
  'head',
];

/** Files a program needs beside it, by file name. */
export const SAMPLE_FILES: Record<string, Uint8Array> = {
  'photo 1.png': PNG_BYTES,
  'data;v2.json': JSON_FILE_BYTES,
  'data.bin': PNG_BYTES,
};

/** Path and query every sample is sent to (percent-encoded, as a ResolvedRequest holds it). */
export const SAMPLE_PATH = '/v1/items?q=a%20b&tag=x&tag=y&price=%24100&name=%C3%BC';

export function sampleRequest(name: SampleName, origin: string): ResolvedRequest {
  const url = origin + SAMPLE_PATH;
  switch (name) {
    case 'get':
      return {
        method: 'GET',
        url,
        headers: [
          { name: 'Accept', value: 'application/json' },
          { name: 'X-Trace', value: 'one' },
          { name: 'X-Trace', value: 'two' },
          { name: 'Cookie', value: 'a=1' },
          { name: 'Cookie', value: 'b=2' },
          { name: 'X-Nasty', value: NASTY_HEADER },
          { name: 'X-Empty', value: '' },
        ],
        body: { kind: 'none' },
      };
    case 'json':
      return {
        method: 'POST',
        url,
        headers: [
          { name: 'Authorization', value: 'Bearer abc.def' },
          { name: 'Content-Length', value: '999' },
        ],
        body: { kind: 'text', contentType: 'application/json', text: COMPACT_JSON },
      };
    case 'text':
      return {
        method: 'PUT',
        url,
        headers: [{ name: 'X-Nasty', value: NASTY_HEADER }],
        body: { kind: 'text', contentType: 'text/plain; charset=utf-8', text: NASTY },
      };
    case 'urlencoded':
      return {
        method: 'POST',
        url,
        headers: [],
        body: {
          kind: 'urlencoded',
          fields: [
            { name: 'a b', value: NASTY },
            { name: 'tag', value: 'x' },
            { name: 'tag', value: 'y' },
            { name: 'ünï&=', value: '%41+' },
          ],
        },
      };
    case 'multipart':
      return {
        method: 'POST',
        url,
        // Without the boundary this header is wrong: the generators drop it.
        headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
        body: {
          kind: 'multipart',
          parts: [
            { kind: 'text', name: 'note', value: NASTY },
            {
              kind: 'file',
              name: 'photo',
              fileName: 'photo 1.png',
              contentType: 'image/png',
              base64: base64(PNG_BYTES),
            },
            { kind: 'text', name: 'tag', value: 'x' },
            { kind: 'text', name: 'tag', value: 'y' },
            {
              kind: 'file',
              name: 'doc',
              fileName: 'data;v2.json',
              contentType: 'application/json',
              base64: base64(JSON_FILE_BYTES),
            },
          ],
        },
      };
    case 'binary':
      return {
        method: 'PATCH',
        url,
        headers: [],
        body: {
          kind: 'binary',
          fileName: 'data.bin',
          contentType: 'application/octet-stream',
          base64: base64(PNG_BYTES),
        },
      };
    case 'delete':
      return {
        method: 'DELETE',
        url,
        headers: [{ name: 'X-Nasty', value: NASTY_HEADER }],
        body: { kind: 'none' },
      };
    case 'head':
      return { method: 'HEAD', url, headers: [], body: { kind: 'none' } };
  }
}
