export { OAuthSignIn, type OAuthSignInProps } from './oauth-sign-in';
export type { OAuthSignInContext } from './oauth-api';
export { DEBUG_OAUTH_TEST_IDS } from './test-ids';
