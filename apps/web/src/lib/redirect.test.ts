import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each(['/team/list', '/project/list?tab=trash', '/manage/team/7/project/9/team-setting#x'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'team/list',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /team/list',
  ])('sends %j home instead', (value) => {
    expect(safeRedirectPath(value)).toBe('/project/list');
  });
});

describe('loginPathFor', () => {
  it('carries the page left, encoded, in the redirect parameter', () => {
    expect(loginPathFor('/team/list?x=1&y=2')).toBe(
      '/user/login?redirect=%2Fteam%2Flist%3Fx%3D1%26y%3D2',
    );
  });
});
