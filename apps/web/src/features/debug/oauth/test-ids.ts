/**
 * The `data-testid`s of the OAuth 2.0 sign-in (auth editor and callback page), for component
 * tests and the browser journeys. Stable: change one only with the tests that name it.
 */
export const DEBUG_OAUTH_TEST_IDS = {
  section: 'debug-oauth-sign-in',
  callbackUrl: 'debug-oauth-callback-url',
  getToken: 'debug-oauth-get-token',
  waiting: 'debug-oauth-waiting',
  status: 'debug-oauth-status',
  clearToken: 'debug-oauth-clear-token',
  error: 'debug-oauth-error',
  callbackPage: 'debug-oauth-callback-page',
  callbackOutcome: 'debug-oauth-callback-outcome',
  callbackClose: 'debug-oauth-callback-close',
} as const;
