import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { csString } from './generate-csharp-httpclient.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY, SAMPLE_NAMES } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string =>
  codeFor('csharp-httpclient', sample);

describe('generateCsharpHttpclient', () => {
  it('GET: a request message; headers added without validation, repeats kept', () => {
    const lines = linesOf(code('get'));
    expect(lines).toContain(
      `using var request = new HttpRequestMessage(new HttpMethod("GET"), "${URL}");`,
    );
    expect(lines).toContain('request.Headers.TryAddWithoutValidation("X-Trace", "one");');
    expect(lines).toContain('request.Headers.TryAddWithoutValidation("X-Trace", "two");');
    expect(lines).toContain('request.Headers.TryAddWithoutValidation("X-Empty", "");');
    expect(lines).toContain('using var response = await client.SendAsync(request);');
    expect(code('get')).not.toContain('request.Content');
  });

  it('JSON text: UTF-8 bytes (no charset added), Content-Type on the content', () => {
    const text = code('json');
    expect(text).toContain('var body = "{\\n"\n    + "  \\"name\\": ');
    expect(linesOf(text)).toContain('    + "  \\"big\\": 12345678901234567890,\\n"');
    expect(linesOf(text)).toContain(
      'request.Content = new ByteArrayContent(Encoding.UTF8.GetBytes(body));',
    );
    expect(linesOf(text)).toContain(
      'request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/json");',
    );
    expect(linesOf(text)).toContain(
      'request.Headers.TryAddWithoutValidation("Authorization", "Bearer abc.def");',
    );
    expect(text).not.toMatch(/Content-Length/i);
  });

  it('urlencoded: FormUrlEncodedContent from pairs; its own Content-Type replaced by the written one', () => {
    const lines = linesOf(code('urlencoded'));
    expect(lines).toContain(
      'request.Content = new FormUrlEncodedContent(new KeyValuePair<string, string>[]',
    );
    expect(lines).toContain('    new KeyValuePair<string, string>("tag", "x"),');
    expect(lines).toContain('    new KeyValuePair<string, string>("tag", "y"),');
    const remove = lines.indexOf('request.Content.Headers.Remove("Content-Type");');
    const add = lines.indexOf(
      'request.Content.Headers.TryAddWithoutValidation("Content-Type", "application/x-www-form-urlencoded");',
    );
    expect(remove).toBeGreaterThan(0);
    expect(add).toBeGreaterThan(remove);
  });

  it('multipart: MultipartContent with each part’s disposition and type written out', () => {
    const text = code('multipart');
    const lines = linesOf(text);
    expect(lines).toContain('var form = new MultipartContent("form-data");');
    expect(lines).toContain(
      `var part1 = new ByteArrayContent(Encoding.UTF8.GetBytes(${csString(NASTY)}));`,
    );
    expect(lines).toContain(
      'part1.Headers.TryAddWithoutValidation("Content-Disposition", "form-data; name=\\"note\\"");',
    );
    expect(lines).toContain('var part2 = new ByteArrayContent(File.ReadAllBytes("photo 1.png"));');
    expect(lines).toContain(
      'part2.Headers.TryAddWithoutValidation("Content-Disposition", "form-data; name=\\"photo\\"; filename=\\"photo 1.png\\"");',
    );
    expect(lines).toContain('part2.Headers.TryAddWithoutValidation("Content-Type", "image/png");');
    expect(lines).toContain('form.Add(part5);');
    expect(lines).toContain('request.Content = form;');
    expect(text).not.toContain('HeaderEncodingSelector');
    expect(text).not.toContain('"Content-Type", "multipart/form-data"');
  });

  it('multipart names outside ASCII: part headers in UTF-8', () => {
    const text = generateCode(
      {
        method: 'POST',
        url: 'https://a.test/',
        headers: [],
        body: { kind: 'multipart', parts: [{ kind: 'text', name: 'ünï', value: 'x' }] },
      },
      'csharp-httpclient',
    );
    expect(linesOf(text)).toContain('form.HeaderEncodingSelector = (_, _) => Encoding.UTF8;');
  });

  it('binary: the file read from disk; a body-less request carries Content-* headers on empty content', () => {
    expect(linesOf(code('binary'))).toContain(
      'request.Content = new ByteArrayContent(File.ReadAllBytes("data.bin"));',
    );
    const text = generateCode(
      {
        method: 'GET',
        url: 'https://a.test/',
        headers: [{ name: 'Content-Type', value: 'text/plain' }],
        body: { kind: 'none' },
      },
      'csharp-httpclient',
    );
    expect(linesOf(text)).toContain('request.Content = new ByteArrayContent(Array.Empty<byte>());');
    expect(linesOf(text)).toContain(
      'request.Content.Headers.TryAddWithoutValidation("Content-Type", "text/plain");',
    );
  });

  it('uses only namespaces it imports', () => {
    const needs: Record<string, RegExp> = {
      'System.Text': /\bEncoding\./,
      'System.IO': /\bFile\./,
      'System.Collections.Generic': /\bKeyValuePair</,
    };
    for (const sample of SAMPLE_NAMES) {
      const text = code(sample);
      for (const [namespace, use] of Object.entries(needs))
        expect(text.includes(`using ${namespace};`), `${sample} ${namespace}`).toBe(use.test(text));
    }
  });

  it('escapes a nasty string; C# line breaks U+0085, U+2028 as \\u', () => {
    expect(csString(NASTY)).toBe(
      '"it\'s \\"quoted\\" \\\\ back\\\\slash\\nline two\\r\\ntab\\there $HOME ${x} {{var}} `cmd` ünï 雪 😀 100%"',
    );
    expect(csString('\0' + '1\x85\u2028')).toBe('"\\u00001\\u0085\\u2028"');
  });
});
