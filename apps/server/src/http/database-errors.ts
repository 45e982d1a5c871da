/**
 * PostgreSQL errors that mean "this text cannot be stored": a NUL character in text
 * (22021 character_not_in_repertoire), `\u0000` in json (22P05 untranslatable_character) and an
 * unpaired surrogate escape in json (22P02 invalid_text_representation, which is also a value
 * its column's type cannot read). Requests are refused for such text at the edge (text
 * hygiene); one that still reaches the database is the client's fault, not the server's.
 */
/** The detail of the 400 answered when such an error reaches the error handler. */
export const UNSTORABLE_TEXT_DETAIL = 'The request holds text the database cannot store.';

const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05', '22P02']);

/** The SQLSTATE of a database error, looked for in `error` and its causes (drizzle wraps it). */
function sqlStateOf(error: unknown): string | undefined {
  let at: unknown = error;
  for (let depth = 0; depth < 5 && typeof at === 'object' && at !== null; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the database refused a value because of its characters or its text form. */
export function isUnstorableTextError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && UNSTORABLE_TEXT_STATES.has(state);
}
