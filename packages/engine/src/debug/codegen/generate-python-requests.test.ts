import { describe, expect, it } from 'vitest';
import { pyString } from './generate-python-requests.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('python-requests', sample);

describe('generatePythonRequests', () => {
  it('GET: requests.request with the method, url and a headers dict (repeats folded)', () => {
    const lines = linesOf(code('get'));
    expect(lines[0]).toBe('import requests');
    expect(lines).toContain(`url = '${URL}'`);
    expect(lines).toContain("    'X-Trace': 'one, two',");
    expect(lines).toContain("    'Cookie': 'a=1; b=2',");
    expect(lines).toContain("    'X-Empty': '',");
    expect(lines).toContain("response = requests.request('GET', url, headers=headers)");
    expect(lines.slice(-3)).toEqual(['print(response.status_code)', 'print(response.text)', '']);
  });

  it('JSON text: one literal per line in parentheses, sent as UTF-8 bytes', () => {
    const text = code('json');
    expect(text).toContain("payload = (\n    '{\\n'\n    '  \"name\": ");
    expect(linesOf(text)).toContain('    \'  "big": 12345678901234567890,\\n\'');
    expect(linesOf(text)).toContain("    '}'");
    expect(linesOf(text)).toContain(
      "response = requests.request('POST', url, headers=headers, data=payload.encode('utf-8'))",
    );
    expect(text).not.toMatch(/Content-Length/i);
  });

  it('urlencoded: a list of pairs, so names repeat in order', () => {
    const lines = linesOf(code('urlencoded'));
    expect(lines).toContain('payload = [');
    expect(lines).toContain("    ('tag', 'x'),");
    expect(lines).toContain("    ('tag', 'y'),");
    expect(lines).toContain("    ('ünï&=', '%41+'),");
    expect(lines).toContain(
      "response = requests.request('POST', url, headers=headers, data=payload)",
    );
  });

  it('multipart: every part in files, in order; text parts without a file name', () => {
    const text = code('multipart');
    const lines = linesOf(text);
    expect(lines).toContain(`    ('note', (None, ${pyString(NASTY)})),`);
    expect(lines).toContain(
      "    ('photo', ('photo 1.png', open('photo 1.png', 'rb'), 'image/png')),",
    );
    expect(lines).toContain("    ('tag', (None, 'x')),");
    expect(lines).toContain(
      "    ('doc', ('data;v2.json', open('data;v2.json', 'rb'), 'application/json')),",
    );
    expect(lines).toContain("response = requests.request('POST', url, files=files)");
    expect(text).not.toContain('headers');
  });

  it('binary: the file opened from disk', () => {
    const lines = linesOf(code('binary'));
    expect(lines).toContain("payload = open('data.bin', 'rb')");
    expect(lines).toContain(
      "response = requests.request('PATCH', url, headers=headers, data=payload)",
    );
  });

  it('HEAD and DELETE', () => {
    expect(linesOf(code('head'))).toContain("response = requests.request('HEAD', url)");
    expect(linesOf(code('delete'))).toContain(
      "response = requests.request('DELETE', url, headers=headers)",
    );
  });

  it('escapes a nasty string', () => {
    expect(pyString(NASTY)).toBe(
      "'it\\'s \"quoted\" \\\\ back\\\\slash\\nline two\\r\\ntab\\there $HOME ${x} {{var}} `cmd` ünï 雪 😀 100%'",
    );
    expect(pyString('\0\x1b\x85')).toBe("'\\x00\\x1b\\x85'");
  });
});
