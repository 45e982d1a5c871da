import { describe, expect, it } from 'vitest';
import type { DebugAuth } from '@heron/contract';
import { MemoryOAuthTokenCache } from '@heron/engine';
import { cliHopAuth, isRefusal } from './node-auth.js';

const CODE_GRANT = {
  type: 'oauth2',
  grant: 'authorization_code',
  tokenUrl: 'https://auth.example.com/token',
  authorizationUrl: 'https://auth.example.com/authorize',
  redirectUri: '',
  clientId: 'app',
  clientSecret: '',
  scope: '',
  username: '',
  password: '',
  usePkce: true,
  clientAuth: 'basic',
} as const satisfies DebugAuth;

const tokens = {
  post: () => Promise.reject(new Error('no token endpoint in this test')),
  cache: new MemoryOAuthTokenCache(),
  now: Date.now,
};

describe('cliHopAuth', () => {
  it('refuses the authorization code grant, which needs a browser to sign in', async () => {
    const refused = await cliHopAuth(CODE_GRANT, [], tokens);
    expect(isRefusal(refused) && refused.code).toBe('AUTH_UNSUPPORTED');
  });

  it('bug: refused the authorization code grant even when an Authorization header was typed, which wins', async () => {
    const typed = await cliHopAuth(
      CODE_GRANT,
      [{ name: 'authorization', value: 'Bearer t' }],
      tokens,
    );
    expect(typed).toBeNull();
  });
});
