import { describe, expect, it } from 'vitest';
import { makeSite } from '../docs-test-fixtures';
import { siteBodyOf, siteDraftOf, siteFieldOfPointer } from './site-draft';

const SITE = makeSite();

describe('siteBodyOf', () => {
  it('sends empty host name and logo as none, trims and lower-cases the slug', () => {
    const result = siteBodyOf({ ...siteDraftOf(SITE), slug: ' Pay-Docs ', title: ' Pay ' }, SITE);
    expect(result.body).toEqual({
      enabled: true,
      slug: 'pay-docs',
      hostName: null,
      visibility: 'public',
      publishMode: 'live',
      language: 'en',
      title: 'Pay',
      accentColor: '#835CFF',
      logoUrl: null,
      tryIt: { enabled: true, serverUrl: '' },
      baseVersion: 3,
    });
  });

  it('sends a password only when the site asks for one and a new one was typed', () => {
    const draft = { ...siteDraftOf(SITE), visibility: 'password' as const };
    expect(siteBodyOf({ ...draft, password: 'open sesame' }, SITE).body?.password).toBe(
      'open sesame',
    );
    const kept = siteBodyOf(draft, { ...SITE, hasPassword: true }).body;
    expect(kept).toBeDefined();
    expect(kept).not.toHaveProperty('password');
    const publicSite = siteBodyOf({ ...siteDraftOf(SITE), password: 'typed before' }, SITE).body;
    expect(publicSite).not.toHaveProperty('password');
  });

  it('requires a password the first time a site asks for one', () => {
    const draft = { ...siteDraftOf(SITE), visibility: 'password' as const };
    expect(siteBodyOf(draft, SITE).issues).toEqual([
      { field: 'password', message: 'validation.required' },
    ]);
    expect(siteBodyOf({ ...draft, password: 'abc' }, SITE).issues).toEqual([
      { field: 'password', message: 'validation.docPassword' },
    ]);
  });

  it("names each refused field with the contract's key, try-it's server as its own field", () => {
    const result = siteBodyOf(
      {
        ...siteDraftOf(SITE),
        slug: 'api',
        hostName: 'not a host',
        logoUrl: 'javascript:alert(1)',
        tryItServerUrl: 'https://{region}.example.com',
      },
      SITE,
    );
    expect(result.issues).toEqual([
      { field: 'slug', message: 'validation.docSlug' },
      { field: 'hostName', message: 'validation.docHostName' },
      { field: 'logoUrl', message: 'validation.docLogoUrl' },
      { field: 'tryItServerUrl', message: 'validation.docServerUrl' },
    ]);
  });
});

describe('siteFieldOfPointer', () => {
  it("reads the server's pointers, nested ones included", () => {
    expect(siteFieldOfPointer('/slug')).toBe('slug');
    expect(siteFieldOfPointer('/tryIt/serverUrl')).toBe('tryItServerUrl');
    expect(siteFieldOfPointer('/baseVersion')).toBeUndefined();
  });
});
