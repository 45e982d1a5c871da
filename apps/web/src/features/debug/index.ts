// The debugger's public entry (issue 20). The designer hosts it: the auth editor of a folder,
// the inherited-auth note, scratch request tabs and the run panes (each its own chunk); the mock
// shares its code field, environments and cache keys; the Tests section, the code field, the
// environments and an endpoint's saved cases (issue 22). The app loads the OAuth callback screen;
// the workspace's Settings section, the environments page.
export { debugKeys } from './api/keys';
export { useEnvironments } from './api/environments';
export { useEndpointCases } from './api/endpoint-cases';
export { InheritedAuthNote } from './inherited/inherited-auth-note';
export { AuthEditor } from './request/auth-editor';
export { CodeField, type CodeLanguage } from './request/code-field';
export { REQUEST_TEST_IDS } from './request/test-ids';
export { isScratchId, newScratchId } from './scratch-requests';
export {
  designMethodOf,
  endpointFromRequest,
  type EndpointFromRequest,
} from './request/endpoint-from-request';

export const loadEndpointRunPane = () =>
  import('./endpoint-run-pane').then((module) => module.EndpointRunPane);
export const loadScratchRequestPane = () =>
  import('./scratch-request-pane').then((module) => module.ScratchRequestPane);
export const loadEnvironmentsPanel = () =>
  import('./environments/environments-panel').then((module) => module.EnvironmentsPanel);
export const loadOAuthCallbackPage = () =>
  import('./oauth/oauth-callback-page').then((module) => module.OAuthCallbackPage);
