import { describe, expect, it } from 'vitest';
import {
  digestAuthorization,
  parseAuthenticate,
  pickDigestChallenge,
  type DigestChallenge,
} from './digest-auth.js';

// RFC 7616 §3.9.1: the worked example, for MD5 and SHA-256.
const rfcChallenge = (algorithm: string): DigestChallenge => ({
  realm: 'http-auth@example.org',
  nonce: '7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v',
  opaque: 'FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS',
  algorithm,
  qop: ['auth', 'auth-int'],
  isUserhash: false,
});
const rfcInput = {
  username: 'Mufasa',
  password: 'Circle of Life',
  method: 'GET',
  uri: '/dir/index.html',
  body: null,
  cnonce: 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ',
  nonceCount: 1,
};

describe('digestAuthorization', () => {
  it('computes the RFC 7616 example response with MD5', () => {
    const header = digestAuthorization(rfcChallenge('MD5'), rfcInput);
    expect(header).toContain('response="8ca523f5e9506fed4657c9700eebdbec"');
    expect(header).toContain('qop=auth, nc=00000001');
    expect(header).toContain('opaque="FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS"');
  });

  it('computes the RFC 7616 example response with SHA-256', () => {
    expect(digestAuthorization(rfcChallenge('SHA-256'), rfcInput)).toContain(
      'response="753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1"',
    );
  });

  it('writes a name a quoted string cannot carry in the extended form', () => {
    expect(
      digestAuthorization(rfcChallenge('SHA-256'), { ...rfcInput, username: 'Jäsøn Doe' }),
    ).toContain("username*=UTF-8''J%C3%A4s%C3%B8n%20Doe");
  });
});

describe('reading WWW-Authenticate', () => {
  it('splits several challenges in one header, quoted commas and escapes kept', () => {
    expect(
      parseAuthenticate(
        'Basic realm="simple", Digest realm="a, b", nonce="n\\"1", qop="auth,auth-int", algorithm=SHA-256, Bearer',
      ),
    ).toEqual([
      { scheme: 'Basic', params: { realm: 'simple' } },
      {
        scheme: 'Digest',
        params: { realm: 'a, b', nonce: 'n"1', qop: 'auth,auth-int', algorithm: 'SHA-256' },
      },
      { scheme: 'Bearer', params: {} },
    ]);
  });

  it('picks the strongest Digest challenge a server offers', () => {
    const picked = pickDigestChallenge([
      { name: 'WWW-Authenticate', value: 'Digest realm="r", nonce="1", algorithm=MD5, qop="auth"' },
      {
        name: 'www-authenticate',
        value: 'Digest realm="r", nonce="2", algorithm=SHA-256, qop="auth"',
      },
      { name: 'WWW-Authenticate', value: 'Digest realm="r", nonce="3", algorithm=UNKNOWN' },
    ]);
    expect(picked).toMatchObject({ nonce: '2', algorithm: 'SHA-256', qop: ['auth'] });
  });

  it('finds nothing to answer without a Digest challenge or with a broken one', () => {
    expect(pickDigestChallenge([{ name: 'WWW-Authenticate', value: 'Basic realm="x"' }])).toBe(
      null,
    );
    expect(pickDigestChallenge([{ name: 'WWW-Authenticate', value: 'Digest realm="x"' }])).toBe(
      null,
    );
    // Garbage ends (no loop, no throw) with nothing to answer.
    for (const value of ['=,"unterminated', 'Digest realm="open', '"""', ',,,', 'Digest =x']) {
      expect(pickDigestChallenge([{ name: 'WWW-Authenticate', value }])).toBe(null);
    }
  });
});
