import type { CodeRequest } from './code-request.js';

/**
 * curl for a POSIX shell. Every value is single-quoted (nothing is special inside but the quote
 * itself), so `$HOME`, backslashes and `{{var}}` reach curl untouched.
 */

/** A command longer than this, or holding a line break, is written one option per line. */
const MAX_ONE_LINE = 100;

export function generateCurl(request: CodeRequest): string {
  const { method, body } = request;
  const head = ['curl'];
  if (body.kind === 'none' && method === 'HEAD') head.push('--head');
  else if (body.kind === 'none' ? method !== 'GET' : method !== 'POST')
    head.push(`--request ${methodWord(method)}`);
  // Without --globoff curl reads [1-9] and {a,b} in a URL as patterns to expand.
  if (/[[\]{}]/.test(request.url)) head.push('--globoff');
  head.push(shellQuote(request.url));

  const options = request.headers.map(
    // `Name:` with nothing after it would tell curl to drop the header; `Name;` sends it empty.
    (h) => `--header ${shellQuote(h.value === '' ? `${h.name};` : `${h.name}: ${h.value}`)}`,
  );
  switch (body.kind) {
    case 'none':
      break;
    case 'text':
      // --data-raw: unlike --data, a leading @ is not read as a file name.
      options.push(`--data-raw ${shellQuote(body.text)}`);
      break;
    case 'urlencoded':
      for (const field of body.fields) {
        // curl encodes what follows the first `=` and copies the name as it is, so the name is
        // encoded here. An empty name would make curl send the bare value: written pre-encoded.
        options.push(
          field.name === ''
            ? `--data-raw ${shellQuote(`=${curlEncode(field.value)}`)}`
            : `--data-urlencode ${shellQuote(`${curlEncode(field.name)}=${field.value}`)}`,
        );
      }
      break;
    case 'multipart':
      for (const part of body.parts) {
        options.push(
          part.kind === 'text'
            ? // --form-string: the value is literal (--form would read @file, <file and ;type=).
              `--form-string ${shellQuote(`${part.name}=${part.value}`)}`
            : `--form ${shellQuote(`${part.name}=@${formFileName(part.fileName)};type=${part.contentType}`)}`,
        );
      }
      break;
    case 'file':
      options.push(`--data-binary ${shellQuote(`@${body.fileName}`)}`);
      break;
  }

  const words = [...head, ...options];
  const oneLine = words.join(' ');
  if (oneLine.length <= MAX_ONE_LINE && !oneLine.includes('\n')) return oneLine + '\n';
  return [head.join(' '), ...options.map((option) => `  ${option}`)].join(' \\\n') + '\n';
}

export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function methodWord(method: string): string {
  return /^[A-Za-z0-9_-]+$/.test(method) ? method : shellQuote(method);
}

/** What curl's --data-urlencode does to a value: unreserved characters stay, space is `+`. */
function curlEncode(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char)) return char;
    if (char === ' ') return '+';
    return '%' + byte.toString(16).toUpperCase().padStart(2, '0');
  }).join('');
}

/** In -F, `;` and `,` end a file name unless it is double-quoted (with `\` escaping). */
function formFileName(fileName: string): string {
  if (!/[;,"\\]/.test(fileName) && fileName.trim() === fileName) return fileName;
  return `"${fileName.replace(/[\\"]/g, '\\$&')}"`;
}
