/**
 * The file name a `Content-Disposition` header gives, or undefined. The RFC 6266 `filename*`
 * (UTF-8, percent-encoded: names in any language) wins over the plain `filename`.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return safeFileName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '');
  return safeFileName(value.trim());
}

// A name is a name, not a path: the browser would refuse or rewrite one with separators anyway.
function safeFileName(name: string): string | undefined {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}
