import type { RequestHeader } from '../resolved-request.js';
import type { CodeRequest } from './code-request.js';
import { formDisposition } from './form-disposition.js';
import { splitLines } from './split-lines.js';
import { isControl } from './control-characters.js';

/**
 * C# top-level statements (.NET 6+) with HttpClient. Headers are added without validation so
 * they are sent as written; the Content-* ones belong to the body in .NET, so they go there.
 */

const CONTENT_HEADERS = new Set([
  'allow',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-location',
  'content-md5',
  'content-range',
  'content-type',
  'expires',
  'last-modified',
]);

export function generateCsharpHttpclient(request: CodeRequest): string {
  const { body } = request;
  const usings = new Set(['System', 'System.Net.Http']);
  const isContentHeader = (h: RequestHeader): boolean => CONTENT_HEADERS.has(h.name.toLowerCase());
  const requestHeaders = request.headers.filter((h) => !isContentHeader(h));
  const contentHeaders = request.headers.filter(isContentHeader);

  const lines: string[] = [];
  const statements: string[] = [
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(new HttpMethod(${csString(request.method)}), ${csString(request.url)});`,
  ];
  for (const h of requestHeaders)
    statements.push(
      `request.Headers.TryAddWithoutValidation(${csString(h.name)}, ${csString(h.value)});`,
    );

  switch (body.kind) {
    case 'none':
      if (contentHeaders.length > 0) {
        statements.push(
          '// .NET sends Content-* headers only with a body: an empty one carries them.',
          'request.Content = new ByteArrayContent(Array.Empty<byte>());',
        );
      }
      break;
    case 'text':
      usings.add('System.Text');
      lines.push(`var body = ${csText(body.text)};`, '');
      statements.push('request.Content = new ByteArrayContent(Encoding.UTF8.GetBytes(body));');
      break;
    case 'urlencoded':
      usings.add('System.Collections.Generic');
      statements.push(
        'request.Content = new FormUrlEncodedContent(new KeyValuePair<string, string>[]',
        '{',
        ...body.fields.map(
          (f) => `    new KeyValuePair<string, string>(${csString(f.name)}, ${csString(f.value)}),`,
        ),
        '});',
      );
      if (contentHeaders.some((h) => h.name.toLowerCase() === 'content-type')) {
        statements.push(
          '// FormUrlEncodedContent sets its own Content-Type: the one written replaces it.',
          'request.Content.Headers.Remove("Content-Type");',
        );
      }
      break;
    case 'multipart': {
      statements.push(
        '// MultipartContent, not MultipartFormDataContent: each part keeps its Content-Disposition',
        '// exactly as written (names quoted, nothing MIME-encoded).',
        'var form = new MultipartContent("form-data");',
      );
      let hasNonAscii = false;
      body.parts.forEach((part, index) => {
        const variable = `part${index + 1}`;
        const disposition =
          part.kind === 'text'
            ? formDisposition(part.name)
            : formDisposition(part.name, part.fileName);
        if (/[\u0080-\uffff]/.test(disposition)) hasNonAscii = true;
        if (part.kind === 'text') {
          usings.add('System.Text');
          statements.push(
            `var ${variable} = new ByteArrayContent(Encoding.UTF8.GetBytes(${csString(part.value)}));`,
          );
        } else {
          usings.add('System.IO');
          statements.push(
            `var ${variable} = new ByteArrayContent(File.ReadAllBytes(${csString(part.fileName)}));`,
          );
        }
        statements.push(
          `${variable}.Headers.TryAddWithoutValidation("Content-Disposition", ${csString(disposition)});`,
        );
        if (part.kind === 'file')
          statements.push(
            `${variable}.Headers.TryAddWithoutValidation("Content-Type", ${csString(part.contentType)});`,
          );
        statements.push(`form.Add(${variable});`);
      });
      if (hasNonAscii) {
        usings.add('System.Text');
        statements.push(
          '// Part headers are Latin-1 unless told otherwise: names outside it need UTF-8.',
          'form.HeaderEncodingSelector = (_, _) => Encoding.UTF8;',
        );
      }
      statements.push('request.Content = form;');
      break;
    }
    case 'file':
      usings.add('System.IO');
      statements.push(
        `request.Content = new ByteArrayContent(File.ReadAllBytes(${csString(body.fileName)}));`,
      );
      break;
  }
  for (const h of contentHeaders)
    statements.push(
      `request.Content.Headers.TryAddWithoutValidation(${csString(h.name)}, ${csString(h.value)});`,
    );
  statements.push(
    '',
    'using var response = await client.SendAsync(request);',
    'Console.WriteLine((int)response.StatusCode);',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  );

  const head = [...usings].sort().map((name) => `using ${name};`);
  return [...head, '', ...lines, ...statements].join('\n') + '\n';
}

/**
 * A regular string literal. Non-ASCII stays as it is (UTF-8 source), except the characters C#
 * counts as line breaks (U+0085, U+2028, U+2029), which a literal cannot hold.
 */
export function csString(value: string): string {
  let out = '"';
  for (const char of value) {
    if (char === '\\' || char === '"') out += '\\' + char;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    // \u, never \x: \x takes up to four hex digits and would swallow the text after it.
    else if (isControl(char) || char === '\u2028' || char === '\u2029')
      out += '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0');
    else out += char;
  }
  return out + '"';
}

/** A body literal: one string per line joined with `+` when the text has several lines. */
export function csText(value: string): string {
  return splitLines(value)
    .map((piece) => csString(piece))
    .join('\n    + ');
}
