// Personal access tokens (issue 22's public entry): the part of account settings that makes,
// lists and revokes them.
export { AccessTokensPanel } from './components/access-tokens-panel';
