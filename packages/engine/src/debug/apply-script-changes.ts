import type { ResolvedRequest } from './resolved-request.js';

/**
 * The request to send after a pre-request script: the request resolved again with the variables
 * the script set (`fresh`), with what the script itself changed in the request it was shown
 * (`before` → `after`) applied on top: headers added, changed or removed by name, a new URL, a
 * new text body.
 */
export function applyScriptChanges(
  fresh: ResolvedRequest,
  before: ResolvedRequest,
  after: ResolvedRequest,
): ResolvedRequest {
  const key = (name: string) => name.toLowerCase();
  const was = new Map(before.headers.map((h) => [key(h.name), h.value]));
  const now = new Map(after.headers.map((h) => [key(h.name), h.value]));
  let headers = fresh.headers.filter((h) => !(was.has(key(h.name)) && !now.has(key(h.name))));
  for (const header of after.headers) {
    const name = key(header.name);
    if (was.get(name) === header.value) continue;
    headers = [...headers.filter((h) => key(h.name) !== name), header];
  }
  const body =
    after.body.kind === 'text' &&
    (before.body.kind !== 'text' || before.body.text !== after.body.text)
      ? after.body
      : fresh.body;
  return {
    method: after.method !== before.method ? after.method : fresh.method,
    url: after.url !== before.url ? after.url : fresh.url,
    headers,
    body,
  };
}
