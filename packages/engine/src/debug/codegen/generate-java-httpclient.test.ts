import { describe, expect, it } from 'vitest';
import { generateCode } from './index.js';
import { javaString } from './generate-java-httpclient.js';
import { codeFor, linesOf, URL } from './test-support/code-for.js';
import { NASTY } from './test-support/sample-requests.js';

const code = (sample: Parameters<typeof codeFor>[1]): string => codeFor('java-httpclient', sample);
const IN_MAIN = '        ';

describe('generateJavaHttpclient', () => {
  it('GET: a builder with the URI, one .header per header (repeats kept) and no body', () => {
    const lines = linesOf(code('get'));
    expect(lines).toContain('public class Main {');
    expect(lines).toContain(`${IN_MAIN}    .uri(URI.create("${URL}"))`);
    expect(lines).toContain(`${IN_MAIN}    .header("X-Trace", "one")`);
    expect(lines).toContain(`${IN_MAIN}    .header("X-Trace", "two")`);
    expect(lines).toContain(`${IN_MAIN}    .header("X-Empty", "")`);
    expect(lines).toContain(`${IN_MAIN}    .method("GET", HttpRequest.BodyPublishers.noBody())`);
    expect(lines).toContain(
      `${IN_MAIN}HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());`,
    );
  });

  it('JSON text: the pretty document one line per literal, sent with ofString (UTF-8)', () => {
    const text = code('json');
    expect(text).toContain(`${IN_MAIN}String body = "{\\n"\n${IN_MAIN}    + "  \\"name\\": `);
    expect(linesOf(text)).toContain(`${IN_MAIN}    + "  \\"big\\": 12345678901234567890,\\n"`);
    expect(linesOf(text)).toContain(`${IN_MAIN}    + "}";`);
    expect(linesOf(text)).toContain(
      `${IN_MAIN}    .method("POST", HttpRequest.BodyPublishers.ofString(body))`,
    );
    expect(text).not.toMatch(/Content-Length/i);
  });

  it('urlencoded: fields encoded with URLEncoder and joined by &', () => {
    const text = code('urlencoded');
    expect(linesOf(text)).toContain(`${IN_MAIN}String body = String.join("&",`);
    expect(linesOf(text)).toContain(`${IN_MAIN}    formField("tag", "x"),`);
    expect(linesOf(text)).toContain(`${IN_MAIN}    formField("\\u00fcn\\u00ef&=", "%41+"));`);
    expect(text).toContain('    private static String formField(String name, String value) {');
  });

  it('multipart: parts written out with a random boundary; files read from disk', () => {
    const text = code('multipart');
    const lines = linesOf(text);
    expect(lines).toContain(`${IN_MAIN}String boundary = UUID.randomUUID().toString();`);
    expect(lines).toContain(
      `${IN_MAIN}addPart(body, boundary, "form-data; name=\\"photo\\"; filename=\\"photo 1.png\\"", "image/png", Files.readAllBytes(Path.of("photo 1.png")));`,
    );
    expect(lines).toContain(
      `${IN_MAIN}addPart(body, boundary, "form-data; name=\\"tag\\"", null, "y".getBytes(StandardCharsets.UTF_8));`,
    );
    expect(lines).toContain(
      `${IN_MAIN}    .header("Content-Type", "multipart/form-data; boundary=" + boundary)`,
    );
    expect(text).not.toContain('.header("Content-Type", "multipart/form-data")');
  });

  it('binary: ofFile', () => {
    expect(linesOf(code('binary'))).toContain(
      `${IN_MAIN}    .method("PATCH", HttpRequest.BodyPublishers.ofFile(Path.of("data.bin")))`,
    );
  });

  it('allows restricted headers by property, and encodes what URI.create refuses', () => {
    const text = generateCode(
      {
        method: 'GET',
        url: 'https://a.test/?f[0]=1',
        headers: [
          { name: 'Host', value: 'b.test' },
          { name: 'connection', value: 'close' },
        ],
        body: { kind: 'none' },
      },
      'java-httpclient',
    );
    expect(text).toContain(
      `${IN_MAIN}System.setProperty("jdk.httpclient.allowRestrictedHeaders", "host,connection");`,
    );
    expect(text).toContain('.uri(URI.create("https://a.test/?f%5B0%5D=1"))');
  });

  it('escapes a nasty string in pure ASCII; control characters in octal, never \\u000a', () => {
    expect(javaString(NASTY)).toBe(
      '"it\'s \\"quoted\\" \\\\ back\\\\slash\\nline two\\r\\ntab\\there $HOME ${x} {{var}} `cmd` \\u00fcn\\u00ef \\u96ea \\ud83d\\ude00 100%"',
    );
    expect(javaString('\0' + '1\x1b\x7f\x85')).toBe('"\\0001\\033\\177\\u0085"');
  });
});
