import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { goString, goText } from './generate-go-net-http.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY, SAMPLE_NAMES } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('go-net-http', sample);

/** Go's string literals emptied, so what is left is code. */
function withoutStrings(source: string): string {
  return source.replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`/g, '""');
}

describe('generateGoNetHttp', () => {
  it('GET: http.NewRequest with a nil body; each header added, repeats kept', () => {
    const lines = linesOf(code('get'));
    expect(lines).toContain(`\treq, err := http.NewRequest("GET", "${URL}", nil)`);
    expect(lines).toContain('\treq.Header.Add("X-Trace", "one")');
    expect(lines).toContain('\treq.Header.Add("X-Trace", "two")');
    expect(lines).toContain('\treq.Header.Add("Cookie", "a=1")');
    expect(lines).toContain('\treq.Header.Add("Cookie", "b=2")');
    expect(lines).toContain('\treq.Header.Add("X-Empty", "")');
  });

  it('JSON text: a raw string literal holding the pretty document', () => {
    const text = generateCode(
      {
        method: 'POST',
        url: 'https://a.test/',
        headers: [{ name: 'Content-Length', value: '3' }],
        body: { kind: 'text', contentType: 'application/json', text: '{"a":[1,"\\u00e9 $x"]}' },
      },
      'go-net-http',
    );
    // The raw string's lines are body bytes: they are not indented.
    expect(text).toContain(
      '\tbody := strings.NewReader(`{\n  "a": [\n    1,\n    "\\u00e9 $x"\n  ]\n}`)\n',
    );
    expect(linesOf(text)).toContain('\treq.Header.Add("Content-Type", "application/json")');
    expect(text).not.toMatch(/Content-Length/i);
  });

  it('JSON text holding a backquote: interpreted literals, one per line', () => {
    const text = code('json');
    expect(text).toContain('\tbody := strings.NewReader("{\\n" +\n\t\t"  \\"name\\": ');
    expect(text).toContain('\t\t"  \\"big\\": 12345678901234567890,\\n" +\n');
    expect(text).toContain('\t\t"}")\n');
  });

  it('text with a carriage return: interpreted literals joined by a trailing +', () => {
    expect(code('text')).toContain(
      '\tbody := strings.NewReader("it\'s \\"quoted\\" \\\\ back\\\\slash\\n" +\n\t\t"line two\\r\\n" +\n\t\t"tab\\there',
    );
  });

  it('urlencoded: url.Values, names repeated', () => {
    const lines = linesOf(code('urlencoded'));
    expect(lines).toContain('\tform := url.Values{}');
    expect(lines).toContain('\tform.Add("tag", "x")');
    expect(lines).toContain('\tform.Add("tag", "y")');
    expect(lines).toContain('\tform.Add("ünï&=", "%41+")');
    expect(lines).toContain('\tbody := strings.NewReader(form.Encode())');
  });

  it('multipart: a multipart.Writer; files copied from disk with their own type', () => {
    const text = code('multipart');
    const lines = linesOf(text);
    expect(lines).toContain(
      `\tif err := writer.WriteField("note", ${goString(NASTY)}); err != nil {`,
    );
    expect(lines).toContain(
      '\tif err := addFilePart(writer, "form-data; name=\\"photo\\"; filename=\\"photo 1.png\\"", "image/png", "photo 1.png"); err != nil {',
    );
    expect(lines).toContain('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
    expect(text).toContain(
      'func addFilePart(writer *multipart.Writer, disposition, contentType, path string) error {',
    );
    expect(text).not.toContain('req.Header.Add("Content-Type"');
  });

  it('binary: the file read whole, so the request has a length', () => {
    const lines = linesOf(code('binary'));
    expect(lines).toContain('\tdata, err := os.ReadFile("data.bin")');
    expect(lines).toContain('\tbody := bytes.NewReader(data)');
  });

  it('a Host header sets req.Host (Go ignores it in req.Header); a lone % is encoded', () => {
    const text = generateCode(
      {
        method: 'GET',
        url: 'https://a.test/?off=100%',
        headers: [{ name: 'Host', value: 'b.test' }],
        body: { kind: 'none' },
      },
      'go-net-http',
    );
    expect(text).toContain('\treq.Host = "b.test"\n');
    expect(text).toContain('http.NewRequest("GET", "https://a.test/?off=100%25", nil)');
  });

  it('imports exactly the packages the code uses (Go refuses unused imports)', () => {
    for (const sample of SAMPLE_NAMES) {
      const text = code(sample);
      const imports = /import \(\n([\s\S]*?)\n\)/
        .exec(text)![1]!
        .split('\n')
        .map((l) => l.trim().slice(1, -1));
      const codeOnly = withoutStrings(text.slice(text.indexOf('func main')));
      const used = new Set(
        [...codeOnly.matchAll(/\b(bytes|fmt|io|multipart|http|textproto|url|os|strings)\./g)].map(
          (m) => m[1],
        ),
      );
      expect(imports.map((path) => path.split('/').pop()).sort(), sample).toEqual([...used].sort());
    }
  });

  it('balances braces and parentheses outside string literals', () => {
    for (const sample of SAMPLE_NAMES) {
      const codeOnly = withoutStrings(code(sample));
      for (const [open, close] of [
        ['{', '}'],
        ['(', ')'],
      ] as const)
        expect(codeOnly.split(open).length, `${sample} ${open}`).toBe(codeOnly.split(close).length);
    }
  });

  it('escapes a nasty string; \\u for control characters (\\x would be a raw byte)', () => {
    expect(goString(NASTY)).toBe(
      '"it\'s \\"quoted\\" \\\\ back\\\\slash\\nline two\\r\\ntab\\there $HOME ${x} {{var}} `cmd` ünï 雪 😀 100%"',
    );
    expect(goString('\0\x1b\x85\uFEFF')).toBe('"\\u0000\\u001b\\u0085\\ufeff"');
    // A raw string cannot hold a backquote: interpreted literals instead.
    expect(goText('a`\nb')).toBe('"a`\\n" +\n\t\t"b"');
    expect(goText('a\nb')).toBe('`a\nb`');
  });
});
