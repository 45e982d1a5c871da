import { OAUTH_PROVIDERS, type OAuthProvider } from '@heron/contract';
import type { OAuthConfig } from '../../../config.js';
import { AppError } from '../../../http/app-error.js';
import { githubProvider } from './github.js';
import { googleProvider } from './google.js';
import type { SignInProvider } from './provider.js';
import { wechatProvider } from './wechat.js';

export interface ProviderRegistry {
  /** Every provider, with whether this server has it set up. */
  list(): { id: OAuthProvider; configured: boolean }[];
  isConfigured(id: OAuthProvider): boolean;
  /** The provider, or PROVIDER_NOT_CONFIGURED. */
  get(id: OAuthProvider): SignInProvider;
}

export function createProviderRegistry(config: OAuthConfig): ProviderRegistry {
  const providers: Partial<Record<OAuthProvider, SignInProvider>> = {
    google: config.google && googleProvider(config.google),
    github: config.github && githubProvider(config.github),
    wechat: config.wechat && wechatProvider(config.wechat),
  };
  return {
    list: () => OAUTH_PROVIDERS.map((id) => ({ id, configured: Boolean(providers[id]) })),
    isConfigured: (id) => Boolean(providers[id]),
    get(id) {
      const provider = providers[id];
      if (!provider) {
        throw new AppError('PROVIDER_NOT_CONFIGURED', {
          detail: `${id} sign-in needs its client id and secret in the environment.`,
        });
      }
      return provider;
    },
  };
}
