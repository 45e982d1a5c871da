/**
 * The debugger's `data-testid`s (request builder and panel), for component tests and the
 * browser journeys. Stable: change one only with the tests that name it.
 */
export const REQUEST_TEST_IDS = {
  panel: 'debug-panel',
  saveAsEndpoint: 'debug-save-as-endpoint',
  builder: 'debug-builder',
  method: 'debug-method',
  url: 'debug-url',
  send: 'debug-send',
  code: 'debug-code',
  preview: 'debug-preview',
  previewPanel: 'debug-preview-panel',
  unknownVariables: 'debug-unknown-variables',
  bodyKind: 'debug-body-kind',
  bodyText: 'debug-body-text',
  rawContentType: 'debug-raw-content-type',
  graphqlQuery: 'debug-graphql-query',
  graphqlVariables: 'debug-graphql-variables',
  authType: 'debug-auth-type',
  preRequestScript: 'debug-pre-request-script',
  postResponseScript: 'debug-post-response-script',
  timeout: 'debug-timeout',
  followRedirects: 'debug-follow-redirects',
  maxRedirects: 'debug-max-redirects',
  verifyTls: 'debug-verify-tls',
  fileError: 'debug-file-error',
  sessionClear: 'debug-session-clear',
  resetFromDesign: 'debug-reset-from-design',
  modeSwitch: 'debug-mode-switch',
  newRequest: 'debug-new-request',
  /** The design's server a path goes to (issue 21): one shown, several to pick from, or none. */
  baseUrl: 'debug-base-url',
  baseUrlSelect: 'debug-base-url-select',
  baseUrlMissing: 'debug-base-url-missing',
} as const;

/** Test ids of row tables (`debug-rows-headers`) and request tabs (`debug-tab-auth`). */
export const requestTestIdOf = {
  rows: (list: string) => `debug-rows-${list}`,
  tab: (key: string) => `debug-tab-${key}`,
  authField: (field: string) => `debug-auth-${field}`,
};
