import { describe, expect, it } from 'vitest';
import { debugRequestSchema, type DebugRequestInput } from '@heron/contract';
import { CODE_TARGETS, generateCode } from './codegen/index.js';
import {
  hideAuthCredentials,
  MOCK_TOKEN_PLACEHOLDER,
  readablePlaceholders,
  withPlaceholderVariables,
} from './code-placeholders.js';
import type { ResolvedRequest } from './resolved-request.js';
import { resolveRequest } from './resolve-request.js';
import { emptyScopes, type VariableScopes } from './variables.js';

const MOCK = 'http://localhost:3000/mock/p1';
const TOKEN = 'mock-token-0123456789';

const request = (input: Partial<DebugRequestInput>) =>
  debugRequestSchema.parse({ method: 'get', url: `${MOCK}/pets`, ...input });

const scopes: VariableScopes = {
  ...emptyScopes(),
  environment: { apiToken: 's3cret-value', user: 'ada' },
  collection: { region: 'eu' },
};

/**
 * What the code view does with a request (the server composes these steps around the send's
 * own resolution): credentials hidden unless revealed, secrets always placeholders, the mock's
 * token added, placeholders written readable.
 */
function codeRequest(
  input: Partial<DebugRequestInput>,
  { reveal, secretNames = [] }: { reveal: boolean; secretNames?: string[] },
): ResolvedRequest {
  const built = request(input);
  const withAuth = reveal ? built : { ...built, auth: hideAuthCredentials(built.auth) };
  const resolved = resolveRequest(
    withAuth,
    withPlaceholderVariables(scopes, { environment: secretNames }),
  ).request!;
  return readablePlaceholders({
    ...resolved,
    headers: [
      ...resolved.headers,
      { name: 'X-Mock-Token', value: reveal ? TOKEN : MOCK_TOKEN_PLACEHOLDER },
    ],
  });
}

describe('issue 21: generated code for a private mock fails without its token', () => {
  it('writes X-Mock-Token and the auth into every target, as placeholders until revealed', () => {
    const input = { auth: { type: 'bearer' as const, token: '{{apiToken}}' } };
    const hidden = codeRequest(input, { reveal: false });
    const shown = codeRequest(input, { reveal: true });
    for (const { id } of CODE_TARGETS) {
      const hiddenCode = generateCode(hidden, id);
      expect(hiddenCode, id).toContain('X-Mock-Token');
      expect(hiddenCode, id).toContain('<mock-token>');
      expect(hiddenCode, id).toContain('Bearer <token>');
      expect(hiddenCode, id).not.toContain(TOKEN);
      expect(hiddenCode, id).not.toContain('s3cret-value');

      const shownCode = generateCode(shown, id);
      expect(shownCode, id).toContain(TOKEN);
      expect(shownCode, id).toContain('Bearer s3cret-value');
    }
    expect(generateCode(hidden, 'curl')).toBe(
      `curl '${MOCK}/pets' \\\n  --header 'Authorization: Bearer <token>' \\\n  --header 'X-Mock-Token: <mock-token>'\n`,
    );
  });

  it('keeps a secret variable a placeholder even when revealed: its value never leaves the server', () => {
    const code = generateCode(
      codeRequest(
        { auth: { type: 'bearer', token: '{{apiToken}}' } },
        { reveal: true, secretNames: ['apiToken'] },
      ),
      'curl',
    );
    expect(code).toContain("'Authorization: Bearer <apiToken>'");
    expect(code).not.toContain('s3cret-value');
  });
});

describe('hideAuthCredentials', () => {
  it('replaces each credential that has a value, and leaves names and empty values', () => {
    expect(hideAuthCredentials({ type: 'basic', username: 'ada', password: 'pw' })).toEqual({
      type: 'basic',
      username: 'ada',
      password: '<password>',
    });
    expect(hideAuthCredentials({ type: 'apiKey', key: 'X-Key', value: 'k', in: 'query' })).toEqual({
      type: 'apiKey',
      key: 'X-Key',
      value: '<api-key>',
      in: 'query',
    });
    expect(hideAuthCredentials({ type: 'bearer', token: '' })).toEqual({
      type: 'bearer',
      token: '',
    });
    expect(hideAuthCredentials({ type: 'none' })).toEqual({ type: 'none' });
  });
});

describe('withPlaceholderVariables', () => {
  it('replaces names where they are defined, and leaves an undefined name unknown', () => {
    const out = withPlaceholderVariables(scopes, {
      environment: ['apiToken', 'missing'],
      anyScope: ['region', 'nowhere'],
    });
    expect(out.environment).toEqual({ apiToken: '<apiToken>', user: 'ada' });
    expect(out.local).toEqual({ region: '<region>' });
    expect(out.collection).toEqual({ region: 'eu' });
  });
});

describe('readablePlaceholders', () => {
  it('writes a placeholder back into the URL and says what Basic credentials encode', () => {
    const resolved = resolveRequest(
      request({
        url: 'https://api.example.com/pets',
        auth: { type: 'apiKey', key: 'key', value: '<api-key>', in: 'query' },
        headers: [{ key: 'X-Other', value: 'Basic abc' }],
      }),
      emptyScopes(),
    ).request!;
    expect(readablePlaceholders(resolved).url).toBe('https://api.example.com/pets?key=<api-key>');

    const basic = resolveRequest(
      request({ auth: { type: 'basic', username: 'ada', password: '<password>' } }),
      emptyScopes(),
    ).request!;
    expect(readablePlaceholders(basic).headers).toEqual([
      { name: 'Authorization', value: 'Basic <base64 of ada:<password>>' },
    ]);
    // Real credentials are left as they are.
    const real = resolveRequest(
      request({ auth: { type: 'basic', username: 'ada', password: 'pw' } }),
      emptyScopes(),
    ).request!;
    expect(readablePlaceholders(real)).toEqual(real);
  });
});
