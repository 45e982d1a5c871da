/**
 * A field inside a body, named as a person writes it: dotted (`owner.emails.0`, `$.owner.email`)
 * or as a JSON pointer (`/owner/emails/0`). Parsed once; reading it walks the value.
 */
export function parseFieldPath(path: string): string[] {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '$' || trimmed === '/') return [];
  if (trimmed.startsWith('/')) {
    return trimmed
      .slice(1)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  const dotted = trimmed.startsWith('$.') ? trimmed.slice(2) : trimmed;
  // `items[0].id` reads as `items.0.id`.
  return dotted
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
}

/** The value at `segments`, or undefined when any step is missing. */
export function readField(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else {
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}
