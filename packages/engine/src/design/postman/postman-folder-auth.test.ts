import type { DebugAuth, DesignBundle } from '@heron/contract';
import { designBundleSchema } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { HERON_EXTENSION } from './heron-extension.js';
import { exportPostman } from './export-postman.js';
import { importPostman } from './import-postman.js';
import { folderAuthFromPostman, postmanAuthOfFolder } from './postman-folder-auth.js';

const V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

const postman = (type: string, settings: Array<[string, unknown]>) => ({
  type,
  [type]: settings.map(([key, value]) => ({ key, value, type: 'string' })),
});

async function importCollection(collection: unknown) {
  const result = await importPostman(
    { files: [{ name: 'collection.json', text: JSON.stringify(collection) }] },
    {},
  );
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  return { bundle: designBundleSchema.parse(result.bundle), issues: result.issues };
}

const folderAuths = (bundle: DesignBundle) =>
  Object.fromEntries(bundle.folders.map((folder) => [folder.name, folder.data.auth]));

describe('folderAuthFromPostman', () => {
  it('maps each auth Heron can send, setting by setting', () => {
    expect(folderAuthFromPostman(undefined)).toEqual({ type: 'inherit' });
    expect(folderAuthFromPostman({ type: 'inherit' })).toEqual({ type: 'inherit' });
    expect(folderAuthFromPostman({ type: 'noauth' })).toEqual({ type: 'none' });
    expect(folderAuthFromPostman(postman('bearer', [['token', '{{token}}']]))).toEqual({
      type: 'bearer',
      token: '{{token}}',
    });
    // v2.0 wrote the settings as an object.
    expect(
      folderAuthFromPostman({ type: 'digest', digest: { username: 'u', password: 'p' } }),
    ).toEqual({
      type: 'digest',
      username: 'u',
      password: 'p',
    });
    expect(
      folderAuthFromPostman(
        postman('apikey', [
          ['key', 'X-Key'],
          ['value', '{{k}}'],
          ['in', 'query'],
        ]),
      ),
    ).toEqual({ type: 'apiKey', key: 'X-Key', value: '{{k}}', in: 'query' });
    // Postman leaves the key name empty until one is typed.
    expect(folderAuthFromPostman(postman('apikey', [['value', 'v']]))).toMatchObject({
      key: 'X-API-Key',
      in: 'header',
    });
    expect(
      folderAuthFromPostman(
        postman('awsv4', [
          ['accessKey', 'AK'],
          ['secretKey', '{{sk}}'],
          ['region', 'eu-west-1'],
          ['service', 's3'],
        ]),
      ),
    ).toEqual({
      type: 'awsv4',
      accessKeyId: 'AK',
      secretAccessKey: '{{sk}}',
      sessionToken: '',
      region: 'eu-west-1',
      service: 's3',
    });
  });

  it('maps OAuth 2.0 grants, and a bare access token as a bearer token', () => {
    expect(
      folderAuthFromPostman(
        postman('oauth2', [
          ['grant_type', 'authorization_code_with_pkce'],
          ['authUrl', 'https://id.test/auth'],
          ['accessTokenUrl', 'https://id.test/token'],
          ['clientId', 'app'],
          ['redirect_uri', 'https://app.test/cb'],
          ['client_authentication', 'body'],
          ['scope', 'read'],
        ]),
      ),
    ).toEqual({
      type: 'oauth2',
      grant: 'authorization_code',
      tokenUrl: 'https://id.test/token',
      authorizationUrl: 'https://id.test/auth',
      redirectUri: 'https://app.test/cb',
      clientId: 'app',
      clientSecret: '',
      scope: 'read',
      username: '',
      password: '',
      usePkce: true,
      clientAuth: 'body',
    });
    expect(
      folderAuthFromPostman(
        postman('oauth2', [
          ['grant_type', 'password_credentials'],
          ['accessTokenUrl', 'https://id.test/token'],
        ]),
      ),
    ).toMatchObject({ grant: 'password', clientAuth: 'basic' });
    expect(folderAuthFromPostman(postman('oauth2', [['accessToken', '{{t}}']]))).toEqual({
      type: 'bearer',
      token: '{{t}}',
    });
  });

  it('gives null for what Heron cannot send', () => {
    expect(folderAuthFromPostman(postman('hawk', [['authId', 'a']]))).toBeNull();
    expect(
      folderAuthFromPostman(
        postman('oauth2', [
          ['grant_type', 'implicit'],
          ['accessTokenUrl', 'https://id.test/token'],
        ]),
      ),
    ).toBeNull();
    expect(folderAuthFromPostman(postman('oauth2', []))).toBeNull();
    expect(folderAuthFromPostman({ noType: true })).toBeNull();
    expect(folderAuthFromPostman('bearer')).toBeNull();
  });

  it('reads back every auth it writes', () => {
    const auths: DebugAuth[] = [
      { type: 'inherit' },
      { type: 'none' },
      { type: 'bearer', token: '{{t}}' },
      { type: 'basic', username: 'u', password: '{{p}}' },
      { type: 'digest', username: 'u', password: 'p' },
      { type: 'apiKey', key: 'k', value: 'v', in: 'query' },
      {
        type: 'oauth2',
        grant: 'authorization_code',
        tokenUrl: 't',
        authorizationUrl: 'a',
        redirectUri: 'r',
        clientId: 'c',
        clientSecret: 's',
        scope: 'x y',
        username: '',
        password: '',
        usePkce: false,
        clientAuth: 'body',
      },
      {
        type: 'awsv4',
        accessKeyId: 'a',
        secretAccessKey: 's',
        sessionToken: 't',
        region: 'r',
        service: 's',
      },
    ];
    for (const auth of auths) {
      expect(folderAuthFromPostman(postmanAuthOfFolder(auth)), auth.type).toEqual(auth);
    }
  });
});

describe('Postman folder auth through import and export', () => {
  const collection = {
    info: { name: 'Shop', schema: V21 },
    auth: postman('bearer', [['token', '{{collectionToken}}']]),
    item: [
      {
        name: 'Orders',
        auth: postman('basic', [
          ['username', '{{user}}'],
          ['password', '{{pass}}'],
        ]),
        item: [
          { name: 'Open', auth: { type: 'noauth' }, item: [] },
          {
            name: 'Closed',
            item: [{ name: 'List', request: { method: 'GET', url: 'https://x.test/c' } }],
          },
        ],
      },
      { name: 'Legacy', auth: postman('hawk', [['authId', 'a']]), item: [] },
    ],
  };

  it("puts a folder's auth on the folder, the collection's on the project, and says what it could not map", async () => {
    const { bundle, issues } = await importCollection(collection);
    expect(folderAuths(bundle)).toEqual({
      Orders: { type: 'basic', username: '{{user}}', password: '{{pass}}' },
      Open: { type: 'none' },
      Closed: { type: 'inherit' },
      Legacy: { type: 'inherit' },
    });
    expect(bundle.meta.security).toEqual([{ bearerAuth: [] }]);
    expect(issues).toContainEqual(
      expect.objectContaining({
        severity: 'unsupported',
        code: 'POSTMAN_FOLDER_AUTH',
        pointer: '/item/1/auth',
      }),
    );
  });

  it('writes the imported auth back exactly, and an edited one anew', async () => {
    const { bundle } = await importCollection(collection);
    const exported = exportPostman(bundle) as { item: Array<Record<string, unknown>> };
    expect(exported.item[0]!.auth).toEqual(collection.item[0]!.auth);
    expect(exported.item[1]!.auth).toEqual(collection.item[1]!.auth);
    // A design from Postman needs nothing Heron-only for its folders.
    expect(exported.item[0]![HERON_EXTENSION]).toBeUndefined();

    const orders = bundle.folders.find((folder) => folder.name === 'Orders')!;
    orders.data.auth = { type: 'bearer', token: '{{ordersToken}}' };
    const edited = exportPostman(bundle) as { item: Array<Record<string, unknown>> };
    expect(edited.item[0]!.auth).toEqual(postman('bearer', [['token', '{{ordersToken}}']]));
    const again = await importCollection(edited);
    expect(folderAuths(again.bundle)).toEqual({ ...folderAuths(bundle) });
  });

  it('keeps what a Postman auth cannot say in x-heron', async () => {
    const { bundle } = await importCollection(collection);
    const closed = bundle.folders.find((folder) => folder.name === 'Closed')!;
    // Postman has no PKCE switch for the client credentials grant.
    closed.data.auth = {
      type: 'oauth2',
      grant: 'client_credentials',
      tokenUrl: 'https://id.test/token',
      authorizationUrl: '',
      redirectUri: '',
      clientId: 'app',
      clientSecret: '{{secret}}',
      scope: '',
      username: '',
      password: '',
      usePkce: false,
      clientAuth: 'basic',
    };
    const again = await importCollection(exportPostman(bundle));
    expect(folderAuths(again.bundle).Closed).toEqual(closed.data.auth);
  });
});
