import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { jsString, jsText } from './js-literal.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('js-fetch', sample);

describe('generateJsFetch', () => {
  it('GET: method and headers; repeated headers folded (Cookie with "; "); no body', () => {
    const lines = linesOf(code('get'));
    expect(lines[0]).toBe(`const response = await fetch('${URL}', {`);
    expect(lines).toContain("  method: 'GET',");
    expect(lines).toContain("    'X-Trace': 'one, two',");
    expect(lines).toContain("    'Cookie': 'a=1; b=2',");
    expect(lines).toContain("    'X-Empty': '',");
    expect(lines).not.toContain('  body,');
    expect(lines.slice(-3)).toEqual([
      'console.log(response.status);',
      'console.log(await response.text());',
      '',
    ]);
  });

  it('JSON text: the pretty document in a template literal, sent as body', () => {
    const text = code('json');
    expect(text).toMatch(/^const body = `\{\n {2}"name": /);
    expect(text).toContain('  "big": 12345678901234567890,\n');
    expect(linesOf(text)).toContain("    'Content-Type': 'application/json',");
    expect(linesOf(text)).toContain('  body,');
    expect(text).not.toMatch(/Content-Length/i);
  });

  it('urlencoded: URLSearchParams from pairs, names repeated in order', () => {
    const lines = linesOf(code('urlencoded'));
    expect(lines).toContain('const body = new URLSearchParams([');
    expect(lines).toContain("  ['tag', 'x'],");
    expect(lines).toContain("  ['tag', 'y'],");
    expect(lines).toContain("  ['ünï&=', '%41+'],");
    expect(lines).toContain("    'Content-Type': 'application/x-www-form-urlencoded',");
  });

  it('multipart: FormData with Blobs read from disk; no Content-Type header', () => {
    const text = code('multipart');
    const lines = linesOf(text);
    expect(lines[0]).toBe("import { readFile } from 'node:fs/promises';");
    expect(lines).toContain('const body = new FormData();');
    expect(lines).toContain(`body.append('note', ${jsString(NASTY)});`);
    expect(lines).toContain(
      "body.append('photo', new Blob([await readFile('photo 1.png')], { type: 'image/png' }), 'photo 1.png');",
    );
    expect(lines).toContain(
      "body.append('doc', new Blob([await readFile('data;v2.json')], { type: 'application/json' }), 'data;v2.json');",
    );
    expect(text).not.toContain('headers');
  });

  it('binary: the file read from disk', () => {
    const lines = linesOf(code('binary'));
    expect(lines).toContain("const body = await readFile('data.bin');");
    expect(lines).toContain("  method: 'PATCH',");
  });

  it('says so instead of failing when a GET carries a body, and leaves fetch-managed headers out', () => {
    const text = generateCode(
      {
        method: 'GET',
        url: 'https://a.test/',
        headers: [
          { name: 'Host', value: 'b.test' },
          { name: 'Connection', value: 'close' },
          { name: 'Expect', value: '100-continue' },
        ],
        body: { kind: 'text', contentType: 'text/plain', text: 'x' },
      },
      'js-fetch',
    );
    expect(text).toContain('// fetch cannot send a body with GET: the body is left out.');
    expect(text).toContain(
      '// fetch sets these headers itself: Host: b.test, Expect: 100-continue',
    );
    expect(text).toContain("    'Connection': 'close',");
    expect(text).not.toContain('body,');
  });

  it('escapes a nasty string in a quoted literal and in a template literal', () => {
    expect(jsString(NASTY)).toBe(
      "'it\\'s \"quoted\" \\\\ back\\\\slash\\nline two\\r\\ntab\\there $HOME ${x} {{var}} `cmd` ünï 雪 😀 100%'",
    );
    expect(jsText(NASTY)).toBe(
      '`it\'s "quoted" \\\\ back\\\\slash\nline two\\r\ntab\there $HOME \\${x} {{var}} \\`cmd\\` ünï 雪 😀 100%`',
    );
    expect(jsString('\0\u2028\x7f')).toBe("'\\u0000\\u2028\\u007f'");
  });
});
