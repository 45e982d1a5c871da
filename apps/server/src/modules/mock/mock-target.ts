/**
 * Splits `/mock/{projectId}/pets?x=1` (after the given prefix) into the project id and what
 * follows it, from the URL as sent: the mock sees the path still percent-encoded.
 */
export function splitMockUrl(
  url: string,
  prefixLength: number,
): { projectId: string; target: string } {
  const rest = url.slice(prefixLength);
  let cut = rest.length;
  for (let i = 0; i < rest.length; i += 1) {
    const c = rest.charCodeAt(i);
    // '/' or '?'
    if (c === 47 || c === 63) {
      cut = i;
      break;
    }
  }
  return { projectId: rest.slice(0, cut), target: rest.slice(cut) };
}
