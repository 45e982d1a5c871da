import { sitePathSchema } from '@heron/contract';
import { HOME_PATH } from './paths';
import { USER_PATHS } from './user-paths';

/** The query parameter carrying where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * `value` if it is a path on this site (one leading `/`, not `//` or `/\`, which browsers read
 * as another host, and no whitespace or control characters, which URL parsers reinterpret),
 * else home. Guards the `redirect` parameter against open redirects, by the same rule the server
 * applies to a provider sign-in's `returnTo`.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  return value && sitePathSchema.safeParse(value).success ? value : HOME_PATH;
}

/** The sign-in address that returns to `path` (path and query of the page left). */
export function loginPathFor(path: string): string {
  const params = new URLSearchParams({ [REDIRECT_PARAM]: path });
  return `${USER_PATHS.login}?${params.toString()}`;
}
