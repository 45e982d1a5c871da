import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { shellQuote } from './generate-curl.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('curl', sample);

describe('generateCurl', () => {
  it('GET: no method option, the URL quoted, one --header per header, repeats kept', () => {
    const lines = linesOf(code('get'));
    expect(lines[0]).toBe(`curl '${URL}' \\`);
    expect(lines).toContain("  --header 'X-Trace: one' \\");
    expect(lines).toContain("  --header 'X-Trace: two' \\");
    expect(lines).toContain("  --header 'Cookie: a=1' \\");
    expect(lines).toContain("  --header 'Cookie: b=2' \\");
    // `X-Empty:` would make curl drop the header; `X-Empty;` sends it empty.
    expect(lines).toContain("  --header 'X-Empty;'");
    expect(code('get')).not.toMatch(/--request|--data/);
  });

  it('JSON text: --data-raw with the pretty document; POST is implied; Content-Length dropped', () => {
    const text = code('json');
    expect(linesOf(text)[0]).toBe(`curl '${URL}' \\`);
    expect(text).toContain(
      "  --header 'Content-Type: application/json' \\\n  --data-raw '{\n  \"name\": ",
    );
    expect(text).toContain('  "big": 12345678901234567890,\n  "ratio": 1.0,\n');
    expect(text).not.toMatch(/Content-Length/i);
  });

  it('text: --request for a method other than POST, and the text single-quoted', () => {
    const text = code('text');
    expect(linesOf(text)[0]).toBe(`curl --request PUT '${URL}' \\`);
    expect(text).toContain("  --header 'Content-Type: text/plain; charset=utf-8' \\");
    expect(text).toContain(`  --data-raw ${shellQuote(NASTY)}\n`);
  });

  it('urlencoded: --data-urlencode per field; curl encodes the value, the name is encoded here', () => {
    const lines = linesOf(code('urlencoded'));
    expect(lines).toContain("  --data-urlencode 'tag=x' \\");
    expect(lines).toContain("  --data-urlencode 'tag=y' \\");
    expect(lines).toContain("  --data-urlencode '%C3%BCn%C3%AF%26%3D=%41+'");
    expect(code('urlencoded')).toContain(`--data-urlencode ${shellQuote(`a+b=${NASTY}`)}`);
  });

  it('urlencoded with an empty name: written pre-encoded, as curl would drop the =', () => {
    const text = generateCode(
      {
        method: 'POST',
        url: 'https://a.test/',
        headers: [],
        body: { kind: 'urlencoded', fields: [{ name: '', value: 'A b+' }] },
      },
      'curl',
    );
    expect(text).toContain("--data-raw '=A+b%2B'");
  });

  it('multipart: --form-string for text (literal), --form name=@file;type= for files', () => {
    const text = code('multipart');
    expect(text).toContain(`  --form-string ${shellQuote(`note=${NASTY}`)} \\`);
    expect(linesOf(text)).toContain("  --form 'photo=@photo 1.png;type=image/png' \\");
    expect(linesOf(text)).toContain("  --form-string 'tag=y' \\");
    // `;` would end the file name: it is double-quoted for curl.
    expect(linesOf(text)).toContain(`  --form 'doc=@"data;v2.json";type=application/json'`);
    // The written Content-Type had no boundary: curl writes its own.
    expect(text).not.toContain('--header');
  });

  it('binary: --data-binary @file', () => {
    const text = code('binary');
    expect(linesOf(text)[0]).toBe(`curl --request PATCH '${URL}' \\`);
    expect(text).toContain("  --data-binary '@data.bin'\n");
  });

  it('HEAD uses --head; DELETE --request DELETE', () => {
    expect(code('head')).toBe(`curl --head '${URL}'\n`);
    expect(linesOf(code('delete'))[0]).toBe(`curl --request DELETE '${URL}' \\`);
  });

  it('writes a short command on one line, a long one with \\ continuation lines', () => {
    const short = generateCode(
      {
        method: 'GET',
        url: 'https://a.test/',
        headers: [{ name: 'A', value: '1' }],
        body: { kind: 'none' },
      },
      'curl',
    );
    expect(short).toBe("curl 'https://a.test/' --header 'A: 1'\n");
    for (const line of linesOf(code('get')).slice(0, -2)) expect(line).toMatch(/ \\$/);
  });

  it('turns globbing off when the URL holds brackets or braces, and quotes odd methods', () => {
    const text = generateCode(
      { method: 'M E', url: 'https://a.test/?f[0]={x}', headers: [], body: { kind: 'none' } },
      'curl',
    );
    expect(text).toBe("curl --request 'M E' --globoff 'https://a.test/?f[0]={x}'\n");
  });

  it("escapes only the single quote, as '\\'': nothing else is special inside single quotes", () => {
    expect(shellQuote(NASTY)).toBe(
      "'it'\\''s \"quoted\" \\ back\\slash\nline two\r\ntab\there $HOME ${x} {{var}} `cmd` ünï 雪 😀 100%'",
    );
    expect(shellQuote("''")).toBe("''\\'''\\'''");
  });
});
