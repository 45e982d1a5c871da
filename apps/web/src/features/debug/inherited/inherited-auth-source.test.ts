import { describe, expect, it } from 'vitest';
import type { DebugAuth } from '@heron/contract';
import {
  credentialVariables,
  inheritedAuthSource,
  type AncestorFolder,
  type InheritedAuthInput,
} from './inherited-auth-source';

const INHERIT: DebugAuth = { type: 'inherit' };
const BEARER: DebugAuth = { type: 'bearer', token: '{{token}}' };
const META: InheritedAuthInput['meta'] = {
  security: [{ bearerAuth: [] }],
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer' },
    basicAuth: { type: 'http', scheme: 'Basic' },
    partnerKey: { type: 'apiKey', in: 'query', name: 'key' },
    namelessKey: { type: 'apiKey', in: 'header' },
    digest: { type: 'http', scheme: 'digest' },
    oauth: { type: 'oauth2', flows: {} },
    mutual: { type: 'mutualTLS' },
  },
};
const folder = (id: string, auth: DebugAuth | undefined): AncestorFolder => ({
  id,
  name: `Folder ${id}`,
  auth,
});

describe('inheritedAuthSource', () => {
  it('takes the nearest folder that sets an auth, none included', () => {
    const folders = [folder('b', INHERIT), folder('a', BEARER)];
    expect(inheritedAuthSource({ folders, endpointSecurity: null, meta: META })).toEqual({
      kind: 'folder',
      folderId: 'a',
      folderName: 'Folder a',
      auth: BEARER,
    });
    const none = [folder('b', { type: 'none' }), folder('a', BEARER)];
    expect(inheritedAuthSource({ folders: none, endpointSecurity: null, meta: META })).toEqual({
      kind: 'folder',
      folderId: 'b',
      folderName: 'Folder b',
      auth: { type: 'none' },
    });
  });

  it('decides from a folder before the design settings have loaded', () => {
    const folders = [folder('b', BEARER)];
    expect(inheritedAuthSource({ folders, endpointSecurity: null, meta: undefined })).toMatchObject(
      { kind: 'folder', folderId: 'b' },
    );
    // Until the endpoint is read, its own security may yet win over the folder.
    expect(inheritedAuthSource({ folders, endpointSecurity: undefined, meta: META })).toEqual({
      kind: 'loading',
    });
  });

  it("lets the endpoint's own security win over the folders above it", () => {
    const folders = [folder('b', BEARER)];
    expect(
      inheritedAuthSource({ folders, endpointSecurity: [{ partnerKey: [] }], meta: META }),
    ).toMatchObject({ kind: 'design', level: 'endpoint' });
    expect(inheritedAuthSource({ folders, endpointSecurity: [], meta: META })).toEqual({
      kind: 'none',
      reason: 'endpoint',
    });
  });

  it('waits while a nearer folder loads, even when one further up decides', () => {
    const folders = [folder('b', undefined), folder('a', BEARER)];
    expect(inheritedAuthSource({ folders, endpointSecurity: null, meta: META })).toEqual({
      kind: 'loading',
    });
    // Every folder inherits: the design settings and the endpoint are needed.
    const inheriting = [folder('a', INHERIT)];
    expect(
      inheritedAuthSource({ folders: inheriting, endpointSecurity: null, meta: undefined }),
    ).toEqual({ kind: 'loading' });
    expect(
      inheritedAuthSource({ folders: inheriting, endpointSecurity: undefined, meta: META }),
    ).toEqual({ kind: 'loading' });
  });

  it("falls back to the endpoint's own security, then the project's", () => {
    const folders = [folder('a', INHERIT)];
    expect(
      inheritedAuthSource({ folders, endpointSecurity: [{ partnerKey: [] }], meta: META }),
    ).toEqual({
      kind: 'design',
      level: 'endpoint',
      schemes: [{ name: 'partnerKey', kind: 'apiKey', in: 'query', keyName: 'key' }],
    });
    expect(inheritedAuthSource({ folders: [], endpointSecurity: null, meta: META })).toEqual({
      kind: 'design',
      level: 'project',
      schemes: [{ name: 'bearerAuth', kind: 'httpBearer' }],
    });
  });

  it('lists every scheme of the first requirement that names any, as the server fills them in', () => {
    const source = inheritedAuthSource({
      folders: [],
      endpointSecurity: [{}, { basicAuth: [], digest: [], oauth: ['read'], mutual: [], gone: [] }],
      meta: META,
    });
    expect(source).toEqual({
      kind: 'design',
      level: 'endpoint',
      schemes: [
        { name: 'basicAuth', kind: 'httpBasic' },
        { name: 'digest', kind: 'http', scheme: 'digest' },
        { name: 'oauth', kind: 'oauth2' },
      ],
    });
    expect(credentialVariables(source.kind === 'design' ? source.schemes : [])).toEqual([
      '{{basicAuth.username}}',
      '{{basicAuth.password}}',
      '{{digest}}',
      '{{oauth}}',
    ]);
  });

  it('says why there is no auth', () => {
    const none = (input: Partial<InheritedAuthInput>) =>
      inheritedAuthSource({ folders: [], endpointSecurity: null, meta: META, ...input });
    expect(none({ meta: { security: [], securitySchemes: {} } })).toEqual({
      kind: 'none',
      reason: 'unset',
    });
    expect(none({ endpointSecurity: [] })).toEqual({ kind: 'none', reason: 'endpoint' });
    expect(none({ endpointSecurity: [{}] })).toEqual({ kind: 'none', reason: 'endpoint' });
    expect(none({ endpointSecurity: [{ namelessKey: [], mutual: [], gone: [] }] })).toEqual({
      kind: 'none',
      reason: 'unusable',
    });
  });
});
