import type { CodeRequest } from './code-request.js';
import { formDisposition } from './form-disposition.js';

/** PHP 7.1+ with the curl extension. */
export function generatePhpCurl(request: CodeRequest): string {
  const { body, method } = request;
  const before: string[] = [];
  const helpers: string[][] = [];
  // `Name:` would tell libcurl to drop the header; `Name;` sends it empty.
  const headers = request.headers.map((h) =>
    phpString(h.value === '' ? `${h.name};` : `${h.name}: ${h.value}`),
  );
  const options: string[] = [
    `CURLOPT_URL => ${phpString(request.url)}`,
    'CURLOPT_RETURNTRANSFER => true',
  ];
  if (body.kind === 'none' && method === 'HEAD') options.push('CURLOPT_NOBODY => true');
  // A body makes libcurl send POST, so any other method with a body is named too.
  else if (method !== (body.kind === 'none' ? 'GET' : 'POST'))
    options.push(`CURLOPT_CUSTOMREQUEST => ${phpString(method)}`);

  let postFields: string | undefined;
  switch (body.kind) {
    case 'none':
      break;
    case 'text':
      postFields = phpString(body.text);
      break;
    case 'urlencoded':
      // Pairs joined by hand: an array (http_build_query) cannot repeat a name.
      postFields = [
        "implode('&', [",
        ...body.fields.map(
          (f) =>
            `        urlencode(${phpString(f.name)}) . '=' . urlencode(${phpString(f.value)}),`,
        ),
        '    ])',
      ].join('\n');
      break;
    case 'multipart': {
      const names = body.parts.map((part) => part.name);
      if (new Set(names).size === names.length) {
        // An array sends multipart/form-data; CURLFile reads the file from disk.
        postFields = [
          '[',
          ...body.parts.map((part) =>
            part.kind === 'text'
              ? `        ${phpString(part.name)} => ${phpString(part.value)},`
              : `        ${phpString(part.name)} => new CURLFile(${phpString(part.fileName)}, ${phpString(part.contentType)}, ${phpString(part.fileName)}),`,
          ),
          '    ]',
        ].join('\n');
      } else {
        // An array cannot repeat a name: the body is written out, with its own boundary.
        before.push('$boundary = bin2hex(random_bytes(16));');
        const calls = body.parts.map((part) =>
          part.kind === 'text'
            ? `formPart($boundary, ${phpString(formDisposition(part.name))}, null, ${phpString(part.value)})`
            : `formPart($boundary, ${phpString(formDisposition(part.name, part.fileName))}, ${phpString(part.contentType)}, file_get_contents(${phpString(part.fileName)}))`,
        );
        before.push(`$body = ${calls.join('\n    . ')}\n    . "--{$boundary}--\\r\\n";`, '');
        headers.push("'Content-Type: multipart/form-data; boundary=' . $boundary");
        postFields = '$body';
        helpers.push(FORM_PART);
      }
      break;
    }
    case 'file':
      postFields = `file_get_contents(${phpString(body.fileName)})`;
      break;
  }
  if (headers.length > 0)
    options.push(
      ['CURLOPT_HTTPHEADER => [', ...headers.map((h) => `        ${h},`), '    ]'].join('\n'),
    );
  if (postFields !== undefined) options.push(`CURLOPT_POSTFIELDS => ${postFields}`);

  const lines = ['<?php', ''];
  for (const helper of helpers) lines.push(...helper, '');
  lines.push(...before);
  lines.push('$curl = curl_init();', 'curl_setopt_array($curl, [');
  for (const option of options) lines.push(`    ${option},`);
  lines.push(']);', '');
  lines.push(
    '$response = curl_exec($curl);',
    'if ($response === false) {',
    '    fwrite(STDERR, curl_error($curl) . PHP_EOL);',
    '    exit(1);',
    '}',
    'echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE) . PHP_EOL;',
    'echo $response . PHP_EOL;',
    'curl_close($curl);',
  );
  return lines.join('\n') + '\n';
}

const FORM_PART = [
  '// One multipart/form-data part (RFC 7578); $contentType is null for a plain field.',
  'function formPart(string $boundary, string $disposition, ?string $contentType, string $content): string',
  '{',
  '    $head = "--{$boundary}\\r\\nContent-Disposition: {$disposition}\\r\\n";',
  '    if ($contentType !== null) {',
  '        $head .= "Content-Type: {$contentType}\\r\\n";',
  '    }',
  '    return $head . "\\r\\n" . $content . "\\r\\n";',
  '}',
];

/**
 * A single-quoted literal (only `\` and `'` are special; line breaks may be written as they
 * are), or a double-quoted one with escapes when the text holds other control characters;
 * there `$` is escaped so nothing is interpolated.
 */
export function phpString(value: string): string {
  const needsEscapes = [...value].some(
    (char) => char !== '\n' && char !== '\t' && (char < ' ' || char === '\x7f'),
  );
  if (!needsEscapes) return `'${value.replace(/[\\']/g, '\\$&')}'`;
  let out = '"';
  for (const char of value) {
    if (char === '\\' || char === '"' || char === '$') out += '\\' + char;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char < ' ' || char === '\x7f')
      out += '\\x' + char.charCodeAt(0).toString(16).padStart(2, '0');
    else out += char;
  }
  return out + '"';
}
