import type { CodeRequest } from './code-request.js';
import { formDisposition } from './form-disposition.js';
import { splitLines } from './split-lines.js';
import { strictUrl } from './strict-url.js';
import { isControl } from './control-characters.js';

/**
 * A Go program (net/http, Go 1.16+). Imports are listed from what the body needs: Go refuses
 * to compile an unused import. Header names are canonicalised by Go (x-id → X-Id), which HTTP
 * treats as the same name. A Host header becomes req.Host: Go ignores it in req.Header.
 */
export function generateGoNetHttp(request: CodeRequest): string {
  const { body } = request;
  const imports = new Set(['fmt', 'io', 'net/http']);
  const setup: string[] = [];
  let bodyArg = 'nil';
  let addFilePart = false;

  switch (body.kind) {
    case 'none':
      break;
    case 'text':
      imports.add('strings');
      setup.push(`body := strings.NewReader(${goText(body.text)})`);
      bodyArg = 'body';
      break;
    case 'urlencoded':
      imports.add('net/url').add('strings');
      // url.Values.Encode writes the fields sorted by name (values of one name keep their order).
      setup.push('form := url.Values{}');
      for (const f of body.fields)
        setup.push(`form.Add(${goString(f.name)}, ${goString(f.value)})`);
      setup.push('body := strings.NewReader(form.Encode())');
      bodyArg = 'body';
      break;
    case 'multipart':
      imports.add('bytes').add('mime/multipart');
      setup.push('body := &bytes.Buffer{}', 'writer := multipart.NewWriter(body)');
      for (const part of body.parts) {
        const call =
          part.kind === 'text'
            ? `writer.WriteField(${goString(part.name)}, ${goString(part.value)})`
            : `addFilePart(writer, ${goString(formDisposition(part.name, part.fileName))}, ${goString(part.contentType)}, ${goString(part.fileName)})`;
        if (part.kind === 'file') addFilePart = true;
        setup.push(`if err := ${call}; err != nil {`, '\tpanic(err)', '}');
      }
      setup.push('if err := writer.Close(); err != nil {', '\tpanic(err)', '}');
      if (addFilePart) imports.add('net/textproto').add('os');
      bodyArg = 'body';
      break;
    case 'file':
      // Read whole, so the request has a Content-Length (an *os.File would be sent chunked).
      imports.add('bytes').add('os');
      setup.push(`data, err := os.ReadFile(${goString(body.fileName)})`, ...panicOnError());
      setup.push('body := bytes.NewReader(data)');
      bodyArg = 'body';
      break;
  }

  const main = [...setup];
  if (setup.length > 0) main.push('');
  main.push(
    // url.Parse refuses a path `%` that starts no escape: strictUrl writes it as %25.
    `req, err := http.NewRequest(${goString(request.method)}, ${goString(strictUrl(request.url))}, ${bodyArg})`,
    ...panicOnError(),
  );
  for (const header of request.headers) {
    if (header.name.toLowerCase() === 'host') main.push(`req.Host = ${goString(header.value)}`);
    else main.push(`req.Header.Add(${goString(header.name)}, ${goString(header.value)})`);
  }
  if (body.kind === 'multipart')
    main.push('req.Header.Set("Content-Type", writer.FormDataContentType())');
  main.push(
    '',
    'res, err := http.DefaultClient.Do(req)',
    ...panicOnError(),
    'defer res.Body.Close()',
    '',
    'resBody, err := io.ReadAll(res.Body)',
    ...panicOnError(),
    'fmt.Println(res.StatusCode)',
    'fmt.Println(string(resBody))',
  );

  const lines = ['package main', '', 'import ('];
  for (const name of [...imports].sort()) lines.push(`\t"${name}"`);
  lines.push(')', '', 'func main() {');
  // Only an entry's first line is indented: the rest belong to a multi-line literal (a raw
  // string's lines are body bytes; a concatenation's lines are indented already).
  for (const entry of main) lines.push(entry === '' ? '' : `\t${entry}`);
  lines.push('}');
  if (addFilePart) lines.push('', ...ADD_FILE_PART);
  return lines.join('\n') + '\n';
}

function panicOnError(): string[] {
  return ['if err != nil {', '\tpanic(err)', '}'];
}

/** mime/multipart's CreateFormFile always says application/octet-stream: this keeps the type. */
const ADD_FILE_PART = [
  '// addFilePart copies a file from disk into a form part with its own content type.',
  'func addFilePart(writer *multipart.Writer, disposition, contentType, path string) error {',
  '\tpart, err := writer.CreatePart(textproto.MIMEHeader{',
  '\t\t"Content-Disposition": {disposition},',
  '\t\t"Content-Type":        {contentType},',
  '\t})',
  '\tif err != nil {',
  '\t\treturn err',
  '\t}',
  '\tfile, err := os.Open(path)',
  '\tif err != nil {',
  '\t\treturn err',
  '\t}',
  '\tdefer file.Close()',
  '\t_, err = io.Copy(part, file)',
  '\treturn err',
  '}',
];

/** An interpreted string literal. Non-ASCII stays as it is (Go source is UTF-8). */
export function goString(value: string): string {
  let out = '"';
  for (const char of value) {
    if (char === '\\' || char === '"') out += '\\' + char;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    // \u, not \x: in Go \x85 is one raw byte, not the character U+0085.
    else if (isControl(char) || char === '\uFEFF')
      out += '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0');
    else out += char;
  }
  return out + '"';
}

/**
 * A body literal: a raw string when it has several lines and a raw string can hold it (no
 * backquote; no carriage return, which Go drops from raw strings; no other control character),
 * else one interpreted literal per line, joined with a trailing `+` (Go ends a statement at a
 * line that ends in a literal).
 */
export function goText(value: string): string {
  if (!value.includes('\n')) return goString(value);
  const fitsRaw = [...value].every(
    (char) =>
      char === '\n' || char === '\t' || !(isControl(char) || char === '`' || char === '\uFEFF'),
  );
  if (fitsRaw) return '`' + value + '`';
  return splitLines(value)
    .map((piece) => goString(piece))
    .join(' +\n\t\t');
}
