/**
 * `Content-Disposition` for a download: a plain ASCII `filename` every client reads, and the
 * exact name in `filename*` (RFC 5987 / 6266) when it is not ASCII.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  const fallback = ascii.startsWith('.') || ascii === '' ? `heron-export${ascii}` : ascii;
  if (fallback === fileName) return `attachment; filename="${fallback}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
