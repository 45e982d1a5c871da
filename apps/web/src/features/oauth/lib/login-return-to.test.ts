import { describe, expect, it } from 'vitest';
import { loginReturnTo } from './login-return-to';

describe('loginReturnTo', () => {
  const here = '/user/login?redirect=vscode%3A%2F%2Fheron.heron%2Fauth';
  it('keeps a path on this site', () => {
    expect(loginReturnTo('/team/list?x=1', here)).toBe('/team/list?x=1');
  });
  it('comes back to the sign-in page for an editor callback or an off-site address', () => {
    expect(loginReturnTo('vscode://heron.heron/auth', here)).toBe(here);
    expect(loginReturnTo('//evil.example', here)).toBe(here);
  });
  it('leaves the landing to the server without a redirect', () => {
    expect(loginReturnTo(null, here)).toBeUndefined();
  });
});
