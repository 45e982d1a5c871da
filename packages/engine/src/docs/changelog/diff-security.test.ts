import type { SecurityRequirement } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { diffDesigns } from './diff-designs.js';
import { design, endpoint, lines } from './test-support/design-builders.js';

const endpoints = (security: SecurityRequirement[] | null = null) => [
  endpoint('get', '/a'),
  endpoint('get', '/b'),
  endpoint('get', '/c', { security }),
];

describe('security requirements', () => {
  it('lists a change of the default once, not at every endpoint that follows it', () => {
    const changes = diffDesigns(
      design({ endpoints: endpoints([]), meta: { security: [{ oauth: ['read'] }] } }),
      design({ endpoints: endpoints([]), meta: { security: [{ oauth: ['read', 'write'] }] } }),
    );
    expect(lines(changes)).toEqual([
      'SECURITY_CHANGED! [*] security oauth[read] → oauth[read, write]',
    ]);
  });

  it('compares an endpoint’s own requirements with the default it followed', () => {
    const changes = diffDesigns(
      design({ endpoints: endpoints(), meta: { security: [{ oauth: [] }] } }),
      design({ endpoints: endpoints([{ key: [] }]), meta: { security: [{ oauth: [] }] } }),
    );
    expect(lines(changes)).toEqual(['SECURITY_CHANGED! [get /c] security oauth → key']);
  });

  it('reads no requirement, or an empty one among them, as security removed', () => {
    const meta = (security: SecurityRequirement[]) => ({ meta: { security } });
    expect(lines(diffDesigns(design(meta([{ oauth: [] }])), design(meta([]))))).toEqual([
      'SECURITY_REMOVED [*] security oauth → []',
    ]);
    expect(
      lines(diffDesigns(design(meta([{ oauth: [] }])), design(meta([{ oauth: [] }, {}])))),
    ).toEqual(['SECURITY_REMOVED [*] security oauth → oauth | {}']);
    expect(lines(diffDesigns(design(meta([])), design(meta([{ oauth: [] }]))))).toEqual([
      'SECURITY_CHANGED! [*] security [] → oauth',
    ]);
  });

  it('does not mind the order of requirements and scopes', () => {
    const meta = (security: SecurityRequirement[]) => design({ meta: { security } });
    expect(
      diffDesigns(meta([{ a: ['x', 'y'] }, { b: [] }]), meta([{ b: [] }, { a: ['y', 'x'] }])),
    ).toEqual([]);
  });
});

describe('security schemes', () => {
  const oauth = (flow: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: 'oauth2',
    flows: {
      authorizationCode: {
        authorizationUrl: 'https://a/auth',
        tokenUrl: 'https://a/token',
        scopes: {},
        ...flow,
      },
    },
    ...extra,
  });
  const schemes = (securitySchemes: Record<string, Record<string, unknown>>) =>
    design({ meta: { securitySchemes } });

  it('lists what a client relies on: fields, flow addresses, scopes removed', () => {
    const changes = diffDesigns(
      schemes({
        o: oauth({ scopes: { read: '', write: '' } }),
        k: { type: 'apiKey', in: 'header', name: 'X-Key' },
      }),
      schemes({
        o: oauth({ tokenUrl: 'https://b/token', scopes: { read: '', admin: '' } }),
        k: { type: 'http', scheme: 'bearer' },
      }),
    );
    expect(lines(changes)).toEqual([
      'SECURITY_SCHEME_CHANGED! [*] securitySchemes.k.in header → ∅',
      'SECURITY_SCHEME_CHANGED! [*] securitySchemes.k.name X-Key → ∅',
      'SECURITY_SCHEME_CHANGED! [*] securitySchemes.k.scheme ∅ → bearer',
      'SECURITY_SCHEME_CHANGED! [*] securitySchemes.k.type apiKey → http',
      'SECURITY_SCHEME_CHANGED! [*] securitySchemes.o.flows.authorizationCode.scopes write → ∅',
      'SECURITY_SCHEME_CHANGED! [*] securitySchemes.o.flows.authorizationCode.tokenUrl https://a/token → https://b/token',
    ]);
  });

  it('lists a scheme removed but not one added, and a description as not breaking', () => {
    expect(
      lines(diffDesigns(schemes({ k: { type: 'apiKey' } }), schemes({ n: { type: 'apiKey' } }))),
    ).toEqual(['SECURITY_SCHEME_CHANGED! [*] securitySchemes.k apiKey → ∅']);
    expect(
      lines(
        diffDesigns(
          schemes({ o: oauth({}, { description: 'a' }) }),
          schemes({ o: oauth({}, { description: 'b' }) }),
        ),
      ),
    ).toEqual(['DESCRIPTION_CHANGED [*] securitySchemes.o']);
  });
});
