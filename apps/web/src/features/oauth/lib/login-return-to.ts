import { safeRedirectPath } from '../../../lib/redirect';

/**
 * Where a provider sign-in started on the sign-in page should land: the page's `redirect` when
 * it is a path on this site; for anything else (an editor callback such as `vscode://…`) back on
 * this sign-in page, signed in, which then decides what to do with it.
 */
export function loginReturnTo(redirect: string | null, here: string): string | undefined {
  if (!redirect) return undefined;
  return safeRedirectPath(redirect) === redirect ? redirect : here;
}
