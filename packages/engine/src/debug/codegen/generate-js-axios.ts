import type { CodeRequest } from './code-request.js';
import { combineHeaders } from './combine-headers.js';
import { jsBody } from './js-body.js';
import { jsString } from './js-literal.js';
import { isJsonContentType } from './pretty-json.js';

/**
 * An ES module using axios (1.x; Node 20+ or a bundler). Repeated headers are folded into one,
 * as a browser would send them.
 */
export function generateJsAxios(request: CodeRequest): string {
  const headers = combineHeaders(request.headers);
  const built = jsBody(request.body, 'data');
  const contentType = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';

  const lines = ["import axios from 'axios';"];
  lines.push(...built.imports, '');
  if (built.statements.length > 0) lines.push(...built.statements, '');
  lines.push('const response = await axios({');
  lines.push(`  method: ${jsString(request.method)},`);
  lines.push(`  url: ${jsString(request.url)},`);
  if (headers.length > 0) {
    lines.push('  headers: {');
    for (const header of headers)
      lines.push(`    ${jsString(header.name)}: ${jsString(header.value)},`);
    lines.push('  },');
  }
  if (built.statements.length > 0) lines.push('  data,');
  if (request.body.kind === 'text' && keepsAxiosFromRewriting(request.body.text, contentType)) {
    lines.push(
      '  // Send the text as written: axios would re-encode text it cannot parse as JSON.',
    );
    lines.push('  transformRequest: [(body) => body],');
  }
  lines.push('});', '', 'console.log(response.status);', 'console.log(response.data);');
  return lines.join('\n') + '\n';
}

/**
 * axios trims a string body sent as application/json, and JSON-encodes it (adding quotes) when
 * it does not parse: both change the bytes, so its default transform is turned off then.
 */
function keepsAxiosFromRewriting(text: string, contentType: string): boolean {
  if (!contentType.toLowerCase().includes('application/json') && !isJsonContentType(contentType))
    return false;
  try {
    JSON.parse(text);
  } catch {
    return true;
  }
  return text.trim() !== text;
}
