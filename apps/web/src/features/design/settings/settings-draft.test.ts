import { describe, expect, it } from 'vitest';
import { designMetaSchema } from '@heron/contract';
import {
  emptySchemeRow,
  metaOf,
  refName,
  renamedSchemesOf,
  settingsDraftOf,
  settingsIssues,
  type SettingsDraft,
} from './settings-draft';

const META = designMetaSchema.parse({
  info: { title: 'Pets', version: '1' },
  servers: [
    { url: 'https://api.example.com', description: 'Prod', variables: { v: { default: '1' } } },
  ],
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', 'x-note': 'kept' },
    key: { type: 'apiKey', name: 'X-Key', in: 'header' },
    oauth: {
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://auth.example.com/authorize',
          tokenUrl: 'https://auth.example.com/token',
          scopes: { 'read:pets': 'Read pets' },
          'x-flow': 1,
        },
        clientCredentials: { tokenUrl: 'https://auth.example.com/cc', scopes: {} },
      },
    },
    oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known' },
  },
  security: [{ bearer: [] }, { oauth: ['read:pets'], key: [] }],
  tags: [{ name: 'pets' }],
});

describe('settings draft', () => {
  it('gives back the same meta when nothing was edited', () => {
    expect(metaOf(META, settingsDraftOf(META))).toEqual(META);
  });

  it('writes edits and keeps what the form does not show', () => {
    const draft = settingsDraftOf(META);
    const [bearer, key, oauth] = draft.schemes;
    const edited: SettingsDraft = {
      servers: [{ ...draft.servers[0]!, url: ' https://eu.example.com ', description: '' }],
      schemes: [
        { ...bearer!, name: 'jwt', bearerFormat: '' },
        { ...key!, type: 'apiKey', apiKeyIn: 'query', apiKeyName: 'api_key' },
        { ...oauth!, scopes: [...oauth!.scopes, { name: 'write:pets', description: 'Write' }] },
        draft.schemes[3]!,
      ],
      security: draft.security,
    };
    const meta = metaOf(META, edited);
    expect(meta.servers).toEqual([
      { url: 'https://eu.example.com', variables: { v: { default: '1' } } },
    ]);
    expect(meta.securitySchemes.jwt).toEqual({ type: 'http', scheme: 'bearer', 'x-note': 'kept' });
    expect(meta.securitySchemes.bearer).toBeUndefined();
    expect(meta.securitySchemes.key).toEqual({ type: 'apiKey', name: 'api_key', in: 'query' });
    expect(meta.securitySchemes.oauth).toEqual({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://auth.example.com/authorize',
          tokenUrl: 'https://auth.example.com/token',
          scopes: { 'read:pets': 'Read pets', 'write:pets': 'Write' },
          'x-flow': 1,
        },
        clientCredentials: { tokenUrl: 'https://auth.example.com/cc', scopes: {} },
      },
    });
    expect(meta.securitySchemes.oidc).toEqual(META.securitySchemes.oidc);
    // The renamed scheme is renamed in the default security too; scopes and combinations kept.
    expect(meta.security).toEqual([{ jwt: [] }, { oauth: ['read:pets'], key: [] }]);
    expect(meta.info).toEqual(META.info);
    expect(meta.tags).toEqual(META.tags);
  });

  it('switches a scheme to another type without leaving the old fields', () => {
    const draft = settingsDraftOf(META);
    const key = draft.schemes[1]!;
    const meta = metaOf(META, {
      ...draft,
      schemes: [{ ...key, type: 'oauth2', flow: 'password', tokenUrl: 'https://t.example.com' }],
    });
    expect(meta.securitySchemes.key).toEqual({
      type: 'oauth2',
      flows: { password: { tokenUrl: 'https://t.example.com', scopes: {} } },
    });
  });

  it('names what must be fixed: empty URLs and names, duplicate names, missing flow URLs', () => {
    const draft = settingsDraftOf(META);
    const issues = settingsIssues({
      ...draft,
      servers: [{ ...draft.servers[0]!, url: ' ' }],
      schemes: [
        { ...draft.schemes[0]!, name: 'same' },
        { ...draft.schemes[1]!, name: 'same', apiKeyName: '' },
        { ...draft.schemes[2]!, tokenUrl: '' },
        { ...draft.schemes[3]!, name: '' },
      ],
    });
    expect(Object.fromEntries(issues)).toEqual({
      [`${draft.servers[0]!.key}.url`]: 'required',
      [`${draft.schemes[1]!.key}.name`]: 'duplicate',
      [`${draft.schemes[1]!.key}.apiKeyName`]: 'required',
      [`${draft.schemes[2]!.key}.tokenUrl`]: 'required',
      [`${draft.schemes[3]!.key}.name`]: 'required',
    });
    expect(settingsIssues(draft).size).toBe(0);
  });

  it('keeps a requirement naming a scheme the project does not define', () => {
    const meta = { ...META, security: [{ ghost: [] }] };
    const draft = settingsDraftOf(meta);
    expect(refName(draft.security[0]![0]!.ref, draft.schemes)).toBe('ghost');
    expect(metaOf(meta, draft).security).toEqual([{ ghost: [] }]);
  });

  it('names the schemes a draft renames, so endpoints can follow', () => {
    const draft = settingsDraftOf(META);
    expect(renamedSchemesOf(META, draft)).toEqual([]);
    draft.schemes[0]!.name = ' jwt ';
    draft.schemes[1]!.name = 'key';
    draft.schemes.push(emptySchemeRow('fresh'));
    expect(renamedSchemesOf(META, draft)).toEqual([{ from: 'bearer', to: 'jwt' }]);
    // A new row took the old name: the old scheme stays, nothing is renamed.
    draft.schemes.push(emptySchemeRow('bearer'));
    expect(renamedSchemesOf(META, draft)).toEqual([]);
    // Saved over settings where the scheme is gone already: nothing to rename.
    const renamed = settingsDraftOf(META);
    renamed.schemes[0]!.name = 'jwt';
    expect(renamedSchemesOf({ ...META, securitySchemes: {} }, renamed)).toEqual([]);
  });
});
