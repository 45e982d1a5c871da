import type { CodeRequest } from './code-request.js';
import { formDisposition } from './form-disposition.js';
import { splitLines } from './split-lines.js';
import { strictUrl } from './strict-url.js';

/**
 * A Java program using java.net.http (Java 11+; run it with `java Main.java`). Strings are
 * pure ASCII with \u escapes, so the source reads the same whatever the compiler's encoding.
 */

/** HttpClient refuses these unless the jdk.httpclient.allowRestrictedHeaders property names them. */
const RESTRICTED_HEADERS = new Set(['connection', 'expect', 'host', 'upgrade']);

const INDENT = '        ';

export function generateJavaHttpclient(request: CodeRequest): string {
  const { body } = request;
  const imports = new Set([
    'java.net.URI',
    'java.net.http.HttpClient',
    'java.net.http.HttpRequest',
    'java.net.http.HttpResponse',
  ]);
  const setup: string[] = [];
  const helpers: string[][] = [];
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  const headerCalls = request.headers.map(
    (h) => `.header(${javaString(h.name)}, ${javaString(h.value)})`,
  );

  switch (body.kind) {
    case 'none':
      break;
    case 'text':
      setup.push(`String body = ${javaText(body.text)};`);
      publisher = 'HttpRequest.BodyPublishers.ofString(body)';
      break;
    case 'urlencoded':
      imports.add('java.net.URLEncoder').add('java.nio.charset.StandardCharsets');
      setup.push(
        'String body = String.join("&",',
        ...body.fields.map(
          (f, index) =>
            `    formField(${javaString(f.name)}, ${javaString(f.value)})${index === body.fields.length - 1 ? '' : ','}`,
        ),
      );
      if (body.fields.length === 0) setup.push('    new String[0]');
      setup[setup.length - 1] += ');';
      publisher = 'HttpRequest.BodyPublishers.ofString(body)';
      helpers.push(FORM_FIELD);
      break;
    case 'multipart': {
      imports
        .add('java.io.ByteArrayOutputStream')
        .add('java.nio.charset.StandardCharsets')
        .add('java.util.UUID');
      setup.push(
        'String boundary = UUID.randomUUID().toString();',
        'ByteArrayOutputStream body = new ByteArrayOutputStream();',
      );
      for (const part of body.parts) {
        if (part.kind === 'text') {
          setup.push(
            `addPart(body, boundary, ${javaString(formDisposition(part.name))}, null, ${javaString(part.value)}.getBytes(StandardCharsets.UTF_8));`,
          );
        } else {
          imports.add('java.nio.file.Files').add('java.nio.file.Path');
          setup.push(
            `addPart(body, boundary, ${javaString(formDisposition(part.name, part.fileName))}, ${javaString(part.contentType)}, Files.readAllBytes(Path.of(${javaString(part.fileName)})));`,
          );
        }
      }
      setup.push(
        'body.writeBytes(("--" + boundary + "--\\r\\n").getBytes(StandardCharsets.UTF_8));',
      );
      headerCalls.push('.header("Content-Type", "multipart/form-data; boundary=" + boundary)');
      publisher = 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())';
      helpers.push(ADD_PART);
      break;
    }
    case 'file':
      imports.add('java.nio.file.Path');
      publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${javaString(body.fileName)}))`;
      break;
  }

  const restricted = [
    ...new Set(
      request.headers.map((h) => h.name.toLowerCase()).filter((n) => RESTRICTED_HEADERS.has(n)),
    ),
  ];
  const main: string[] = [];
  if (restricted.length > 0) {
    main.push(
      `// Java 12+: HttpClient sends ${restricted.join(', ')} only when allowed by this property.`,
      `System.setProperty("jdk.httpclient.allowRestrictedHeaders", ${javaString(restricted.join(','))});`,
    );
  }
  if (setup.length > 0) main.push(...setup, '');
  main.push(
    'HttpClient client = HttpClient.newHttpClient();',
    'HttpRequest request = HttpRequest.newBuilder()',
    // URI.create refuses what a WHATWG URL may keep ([, ], {, a lone %…): strictUrl encodes it.
    `    .uri(URI.create(${javaString(strictUrl(request.url))}))`,
    ...headerCalls.map((call) => `    ${call}`),
    `    .method(${javaString(request.method)}, ${publisher})`,
    '    .build();',
    'HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.statusCode());',
    'System.out.println(response.body());',
  );

  const lines = [...[...imports].sort().map((name) => `import ${name};`), ''];
  lines.push('public class Main {');
  lines.push('    public static void main(String[] args) throws Exception {');
  for (const entry of main) lines.push(entry === '' ? '' : INDENT + entry);
  lines.push('    }');
  for (const helper of helpers) lines.push('', ...helper.map((line) => `    ${line}`));
  lines.push('}');
  return lines.join('\n') + '\n';
}

const FORM_FIELD = [
  'private static String formField(String name, String value) {',
  '    return URLEncoder.encode(name, StandardCharsets.UTF_8) + "="',
  '        + URLEncoder.encode(value, StandardCharsets.UTF_8);',
  '}',
];

/** java.net.http has no multipart body: the parts are written out (RFC 7578). */
const ADD_PART = [
  '// Writes one multipart/form-data part; contentType is null for a plain field.',
  'private static void addPart(ByteArrayOutputStream body, String boundary, String disposition,',
  '        String contentType, byte[] content) {',
  '    String head = "--" + boundary + "\\r\\nContent-Disposition: " + disposition + "\\r\\n"',
  '        + (contentType == null ? "" : "Content-Type: " + contentType + "\\r\\n") + "\\r\\n";',
  '    body.writeBytes(head.getBytes(StandardCharsets.UTF_8));',
  '    body.writeBytes(content);',
  '    body.writeBytes("\\r\\n".getBytes(StandardCharsets.UTF_8));',
  '}',
];

/**
 * A string literal in pure ASCII. Control characters use escapes or three-digit octal, never
 * \u: Java reads \u000a as a real line break before it reads the string.
 */
export function javaString(value: string): string {
  let out = '"';
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!;
    const code = char.charCodeAt(0);
    if (char === '\\' || char === '"') out += '\\' + char;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += '\\' + code.toString(8).padStart(3, '0');
    else if (code > 0x7e) out += '\\u' + code.toString(16).padStart(4, '0');
    else out += char;
  }
  return out + '"';
}

/** A body literal: one string per line joined with `+` when the text has several lines. */
export function javaText(value: string): string {
  return splitLines(value)
    .map((piece) => javaString(piece))
    .join(`\n${INDENT}    + `);
}
