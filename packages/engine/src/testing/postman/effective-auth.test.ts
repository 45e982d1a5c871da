import { describe, expect, it } from 'vitest';
import { effectiveAuth } from './effective-auth.js';

const bearer = (token: string) => ({ type: 'bearer', bearer: [{ key: 'token', value: token }] });

describe('effectiveAuth', () => {
  it('takes the first auth along the chain that is not inherit', () => {
    expect(effectiveAuth([undefined, null, { type: 'inherit' }, bearer('t')])).toEqual({
      auth: { type: 'bearer', token: 't' },
    });
    expect(effectiveAuth([bearer('own'), bearer('parent')]).auth).toEqual({
      type: 'bearer',
      token: 'own',
    });
  });

  it('stops at noauth, and gives none when no level has auth', () => {
    expect(effectiveAuth([undefined, { type: 'noauth' }, bearer('t')])).toEqual({
      auth: { type: 'none' },
    });
    expect(effectiveAuth([])).toEqual({ auth: { type: 'none' } });
  });

  it('maps the auth kinds Heron sends, never inherit', () => {
    const apikey = {
      type: 'apikey',
      apikey: [
        { key: 'key', value: 'X-Key' },
        { key: 'value', value: '{{key}}' },
        { key: 'in', value: 'query' },
      ],
    };
    expect(effectiveAuth([apikey]).auth).toEqual({
      type: 'apiKey',
      key: 'X-Key',
      value: '{{key}}',
      in: 'query',
    });
  });

  it('sends no OAuth 2.0 token when none is stored, as newman', () => {
    const flowOnly = {
      type: 'oauth2',
      oauth2: [
        { key: 'accessTokenUrl', value: 'https://auth.test/token' },
        { key: 'grant_type', value: 'client_credentials' },
      ],
    };
    expect(effectiveAuth([flowOnly])).toEqual({ auth: { type: 'none' } });
  });

  it('reports what it cannot send', () => {
    expect(effectiveAuth([{ type: 'ntlm', ntlm: [] }])).toEqual({
      auth: { type: 'none' },
      problem: 'Heron cannot send its "ntlm" auth; it is sent without auth',
    });
    expect(effectiveAuth([{ basic: [] }])).toEqual({
      auth: { type: 'none' },
      problem: 'its auth has no type; it is sent without auth',
    });
  });
});
