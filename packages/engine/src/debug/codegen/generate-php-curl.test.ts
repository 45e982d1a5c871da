import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { phpString } from './generate-php-curl.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('php-curl', sample);

describe('generatePhpCurl', () => {
  it('GET: curl_setopt_array with the URL and one header line each, repeats kept', () => {
    const lines = linesOf(code('get'));
    expect(lines[0]).toBe('<?php');
    expect(lines).toContain(`    CURLOPT_URL => '${URL}',`);
    expect(lines).toContain("        'X-Trace: one',");
    expect(lines).toContain("        'X-Trace: two',");
    // `X-Empty:` would make libcurl drop the header; `X-Empty;` sends it empty.
    expect(lines).toContain("        'X-Empty;',");
    expect(code('get')).not.toMatch(/CURLOPT_CUSTOMREQUEST|CURLOPT_POSTFIELDS/);
  });

  it('JSON text: POSTFIELDS holds the pretty document; POST needs no CUSTOMREQUEST', () => {
    const text = code('json');
    expect(text).toContain('    CURLOPT_POSTFIELDS => \'{\n  "name": ');
    expect(text).toContain('\n  "big": 12345678901234567890,\n');
    expect(linesOf(text)).toContain("        'Content-Type: application/json',");
    expect(text).not.toMatch(/CURLOPT_CUSTOMREQUEST|Content-Length/);
  });

  it('text: CUSTOMREQUEST for PUT; a double-quoted literal for the carriage return', () => {
    const lines = linesOf(code('text'));
    expect(lines).toContain("    CURLOPT_CUSTOMREQUEST => 'PUT',");
    expect(lines).toContain(`    CURLOPT_POSTFIELDS => ${phpString(NASTY)},`);
  });

  it('urlencoded: pairs joined by hand, so names repeat', () => {
    const lines = linesOf(code('urlencoded'));
    expect(lines).toContain("    CURLOPT_POSTFIELDS => implode('&', [");
    expect(lines).toContain("        urlencode('tag') . '=' . urlencode('x'),");
    expect(lines).toContain("        urlencode('tag') . '=' . urlencode('y'),");
    expect(lines).toContain("        urlencode('ünï&=') . '=' . urlencode('%41+'),");
  });

  it('multipart with unique names: an array with CURLFile for files', () => {
    const text = generateCode(
      {
        method: 'POST',
        url: 'https://a.test/',
        headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
        body: {
          kind: 'multipart',
          parts: [
            { kind: 'text', name: 'note', value: 'hi $there' },
            {
              kind: 'file',
              name: 'photo',
              fileName: 'photo 1.png',
              contentType: 'image/png',
              base64: '',
            },
          ],
        },
      },
      'php-curl',
    );
    const lines = linesOf(text);
    expect(lines).toContain("        'note' => 'hi $there',");
    expect(lines).toContain(
      "        'photo' => new CURLFile('photo 1.png', 'image/png', 'photo 1.png'),",
    );
    expect(text).not.toContain('CURLOPT_HTTPHEADER');
  });

  it('multipart with a repeated name: the body written out with its own boundary', () => {
    const text = code('multipart');
    expect(text).toContain(
      'function formPart(string $boundary, string $disposition, ?string $contentType, string $content): string',
    );
    expect(linesOf(text)).toContain('$boundary = bin2hex(random_bytes(16));');
    expect(text).toContain(
      "    . formPart($boundary, 'form-data; name=\"photo\"; filename=\"photo 1.png\"', 'image/png', file_get_contents('photo 1.png'))\n",
    );
    expect(text).toContain("    . formPart($boundary, 'form-data; name=\"tag\"', null, 'y')\n");
    expect(text).toContain('    . "--{$boundary}--\\r\\n";\n');
    expect(linesOf(text)).toContain(
      "        'Content-Type: multipart/form-data; boundary=' . $boundary,",
    );
    expect(linesOf(text)).toContain('    CURLOPT_POSTFIELDS => $body,');
  });

  it('binary and HEAD', () => {
    expect(linesOf(code('binary'))).toContain(
      "    CURLOPT_POSTFIELDS => file_get_contents('data.bin'),",
    );
    expect(linesOf(code('binary'))).toContain("    CURLOPT_CUSTOMREQUEST => 'PATCH',");
    expect(linesOf(code('head'))).toContain('    CURLOPT_NOBODY => true,');
    expect(linesOf(code('delete'))).toContain("    CURLOPT_CUSTOMREQUEST => 'DELETE',");
  });

  it('escapes a nasty string: $ escaped in double quotes, left alone in single quotes', () => {
    expect(phpString(NASTY)).toBe(
      '"it\'s \\"quoted\\" \\\\ back\\\\slash\\nline two\\r\\ntab\\there \\$HOME \\${x} {{var}} `cmd` ünï 雪 😀 100%"',
    );
    expect(phpString("it's $HOME \\ {$x}\nnext")).toBe("'it\\'s $HOME \\\\ {$x}\nnext'");
    expect(phpString('\0\x1b')).toBe('"\\x00\\x1b"');
  });
});
