// Auth that takes more than a header the resolver can write: Digest answers the server's
// challenge, AWS Signature v4 signs each request as it goes out. Node only (node:crypto): the
// server's sender and `heron run` use them.
export {
  digestAuthorization,
  parseAuthenticate,
  pickDigestChallenge,
  type AuthChallenge,
  type DigestChallenge,
  type DigestInput,
} from './digest-auth.js';
export {
  AWS_SIGNED_BY_US,
  signAwsV4,
  type AwsCredentials,
  type AwsSignature,
  type SignableRequest,
} from './aws-sigv4.js';
export {
  MemoryOAuthTokenCache,
  oauthTokenKey,
  type CachedOAuthToken,
  type OAuth2Auth,
  type OAuthToken,
  type OAuthTokenCache,
} from './oauth-token-cache.js';
export {
  obtainOAuthToken,
  OAuthTokenError,
  readTokenAnswer,
  requestToken,
  type ObtainedToken,
  type PostTokenForm,
  type TokenDeps,
  type TokenEndpointAnswer,
} from './oauth-tokens.js';
export { prepareHopAuth, type FramedHop, type HopAnswerHead, type HopAuth } from './hop-auth.js';
