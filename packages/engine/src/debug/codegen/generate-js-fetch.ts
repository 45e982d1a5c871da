import type { CodeRequest } from './code-request.js';
import { combineHeaders } from './combine-headers.js';
import { jsBody } from './js-body.js';
import { jsString } from './js-literal.js';

/**
 * An ES module for Node 20+ (top-level await; fetch, FormData and Blob are global): save it as
 * `request.mjs`. Repeated headers are folded into one (a fetch Headers object would fold them
 * anyway).
 */

/** fetch refuses these (undici throws), except Connection: close / keep-alive; Host it ignores. */
function isRefusedByFetch(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower === 'connection') return !/^(close|keep-alive)$/i.test(value.trim());
  return ['host', 'keep-alive', 'upgrade', 'expect'].includes(lower);
}

export function generateJsFetch(request: CodeRequest): string {
  const headers = combineHeaders(request.headers);
  const kept = headers.filter((h) => !isRefusedByFetch(h.name, h.value));
  const refused = headers.filter((h) => isRefusedByFetch(h.name, h.value));
  // fetch throws on a GET or HEAD with a body; the code says so instead of failing.
  const canSendBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = canSendBody ? request.body : { kind: 'none' as const };
  const built = jsBody(body, 'body');

  const lines: string[] = [];
  if (built.imports.length > 0) lines.push(...built.imports, '');
  if (!canSendBody && request.body.kind !== 'none')
    lines.push(`// fetch cannot send a body with ${request.method}: the body is left out.`);
  if (refused.length > 0)
    lines.push(
      `// fetch sets these headers itself: ${refused.map((h) => `${h.name}: ${h.value}`).join(', ')}`,
    );
  if (built.statements.length > 0) lines.push(...built.statements, '');
  lines.push(`const response = await fetch(${jsString(request.url)}, {`);
  lines.push(`  method: ${jsString(request.method)},`);
  if (kept.length > 0) {
    lines.push('  headers: {');
    for (const header of kept)
      lines.push(`    ${jsString(header.name)}: ${jsString(header.value)},`);
    lines.push('  },');
  }
  if (built.statements.length > 0) lines.push('  body,');
  lines.push('});', '', 'console.log(response.status);', 'console.log(await response.text());');
  return lines.join('\n') + '\n';
}
