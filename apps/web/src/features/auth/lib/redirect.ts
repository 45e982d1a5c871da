import { HOME_PATH } from '../../../lib/paths';
import { USER_PATHS } from './user-paths';

/** The query parameter carrying where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

// Control characters and whitespace are dropped or reinterpreted by URL parsers
// ("/\t/evil.com" becomes "//evil.com"), so a path carrying any is refused outright.
const UNSAFE_CHARACTER = /[\s\p{Cc}]/u;

/**
 * `value` if it is a path on this site (one leading `/`, not `//` or `/\`, which browsers read
 * as another host), else home. Guards the `redirect` parameter against open redirects.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return HOME_PATH;
  if (value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if (UNSAFE_CHARACTER.test(value)) return HOME_PATH;
  return value;
}

/** The sign-in address that returns to `path` (path and query of the page left). */
export function loginPathFor(path: string): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: path });
  return `${USER_PATHS.login}?${params.toString()}`;
}
