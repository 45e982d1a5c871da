import type { OAuthProvider } from '@heron/contract';

/** Translation keys of the providers' names ("WeChat" is "微信" in Chinese). */
export const PROVIDER_NAME_KEY = {
  google: 'oauth.provider.google',
  github: 'oauth.provider.github',
  wechat: 'oauth.provider.wechat',
} as const satisfies Record<OAuthProvider, string>;
