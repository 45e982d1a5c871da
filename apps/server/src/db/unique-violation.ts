/**
 * True when `error` (or an error it wraps: drizzle puts the driver's error in `cause`) is a unique
 * index refusing a row, `constraint` naming the index. PGlite and node-postgres both set the
 * SQLSTATE `code` and the `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return name === constraint;
  }
  return false;
}
