import { describe, expect, it } from 'vitest';
import { MASK, maskHeaderValue, maskText } from './mask-secrets.js';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe('maskText', () => {
  it('masks each secret, the longest first, and leaves short ones where they are not whole', () => {
    expect(maskText('token=abcd1234 and abcd', ['abcd', 'abcd1234'])).toBe(
      `token=${MASK} and ${MASK}`,
    );
    expect(maskText('a cat', ['a'])).toBe('a cat');
  });

  it('finds a secret percent-encoded in a URL or a form body', () => {
    const secret = 'p@ss word/1';
    expect(maskText(`https://x.test/?key=${encodeURIComponent(secret)}`, [secret])).toBe(
      `https://x.test/?key=${MASK}`,
    );
    expect(maskText(`password=p%40ss+word%2F1&user=ada`, [secret])).toBe(
      `password=${MASK}&user=ada`,
    );
  });
});

describe('maskHeaderValue', () => {
  it('masks a header that is a secret, however short', () => {
    expect(maskHeaderValue('xyz', ['xyz'])).toBe(MASK);
  });

  it('masks Basic credentials whose user or password is a secret', () => {
    expect(maskHeaderValue(basic('curator:museum-secret'), ['museum-secret'])).toBe(
      `Basic ${MASK}`,
    );
    expect(maskHeaderValue(basic('k3y:'), ['k3y'])).toBe(`Basic ${MASK}`);
    expect(maskHeaderValue(basic('ada:not-a-secret'), ['museum-secret'])).toBe(
      basic('ada:not-a-secret'),
    );
  });

  it('masks a secret inside any other header value', () => {
    expect(maskHeaderValue('Bearer s3cret-token', ['s3cret-token'])).toBe(`Bearer ${MASK}`);
  });
});
