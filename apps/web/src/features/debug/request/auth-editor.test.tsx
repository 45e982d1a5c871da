import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { choose, openTab, renderBuilder, SLOW, type } from './builder-test-harness';

async function pickAuth(label: string) {
  openTab('auth');
  await choose('Type', label);
}

describe('RequestBuilder: auth', SLOW, () => {
  it('shows inherit and none as they are, with nothing to fill in', async () => {
    const { last } = renderBuilder({ auth: { type: 'inherit' } });
    openTab('auth');
    // The hint names the variables as written, braces and all.
    expect(
      screen.getByText(
        /Uses the security the design declares.*\{\{scheme\}\} for a token.*\{\{scheme\.username\}\} and \{\{scheme\.password\}\}/,
      ),
    ).toBeTruthy();
    await pickAuth('No auth');
    expect(last().auth).toEqual({ type: 'none' });
    expect(screen.getByText('The request is sent without authentication.')).toBeTruthy();
  });

  it('writes a bearer token', async () => {
    const { last } = renderBuilder();
    await pickAuth('Bearer token');
    type(screen.getByLabelText('Token'), '{{token}}');
    expect(last().auth).toEqual({ type: 'bearer', token: '{{token}}' });
  });

  it('writes basic and digest credentials', async () => {
    const { last } = renderBuilder();
    await pickAuth('Basic auth');
    type(screen.getByLabelText('Username'), 'ada');
    type(screen.getByLabelText('Password'), 's3cret');
    expect(last().auth).toEqual({ type: 'basic', username: 'ada', password: 's3cret' });
    await choose('Type', 'Digest auth');
    type(screen.getByLabelText('Username'), 'grace');
    type(screen.getByLabelText('Password'), 'pw');
    expect(last().auth).toEqual({ type: 'digest', username: 'grace', password: 'pw' });
    // Switching back gives back what the type held.
    await choose('Type', 'Basic auth');
    expect(last().auth).toEqual({ type: 'basic', username: 'ada', password: 's3cret' });
  });

  it('writes an API key in a header or in the query', async () => {
    const { last } = renderBuilder();
    await pickAuth('API key');
    expect(last().auth).toEqual({ type: 'apiKey', key: 'X-API-Key', value: '', in: 'header' });
    type(screen.getByLabelText('Key name'), 'api_key');
    type(screen.getByLabelText('Value'), 'abc');
    await choose('Add to', 'Query parameter');
    expect(last().auth).toEqual({ type: 'apiKey', key: 'api_key', value: 'abc', in: 'query' });
  });

  it('writes OAuth 2.0 with the fields of each grant', async () => {
    const { last } = renderBuilder();
    await pickAuth('OAuth 2.0');
    type(screen.getByLabelText('Token URL'), 'https://auth.example.com/token');
    type(screen.getByLabelText('Client ID'), 'app');
    type(screen.getByLabelText('Client secret'), '{{clientSecret}}');
    type(screen.getByLabelText('Scope'), 'pets:read');
    // Client credentials need no user and no redirect.
    expect(screen.queryByLabelText('Redirect URI')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(last().auth).toMatchObject({
      type: 'oauth2',
      grant: 'client_credentials',
      tokenUrl: 'https://auth.example.com/token',
      clientId: 'app',
      clientSecret: '{{clientSecret}}',
      scope: 'pets:read',
      clientAuth: 'basic',
    });

    await choose('Grant type', 'Password');
    type(screen.getByLabelText('Username'), 'ada');
    type(screen.getByLabelText('Password'), 'pw');
    await choose('Client authentication', 'In the request body');
    expect(last().auth).toMatchObject({
      grant: 'password',
      username: 'ada',
      password: 'pw',
      clientAuth: 'body',
    });

    await choose('Grant type', 'Authorization code');
    type(screen.getByLabelText('Authorization URL'), 'https://auth.example.com/authorize');
    type(screen.getByLabelText('Redirect URI'), 'http://localhost/callback');
    fireEvent.click(screen.getByLabelText('Use PKCE'));
    expect(last().auth).toMatchObject({
      grant: 'authorization_code',
      authorizationUrl: 'https://auth.example.com/authorize',
      redirectUri: 'http://localhost/callback',
      usePkce: false,
    });
  });

  it('writes AWS Signature v4', async () => {
    const { last } = renderBuilder();
    await pickAuth('AWS Signature v4');
    type(screen.getByLabelText('Access key ID'), 'AKID');
    type(screen.getByLabelText('Secret access key'), '{{awsSecret}}');
    type(screen.getByLabelText('Session token'), 'tok');
    type(screen.getByLabelText('Region'), 'eu-west-1');
    type(screen.getByLabelText('Service name'), 'execute-api');
    expect(last().auth).toEqual({
      type: 'awsv4',
      accessKeyId: 'AKID',
      secretAccessKey: '{{awsSecret}}',
      sessionToken: 'tok',
      region: 'eu-west-1',
      service: 'execute-api',
    });
  });
});
