import { describe, expect, it } from 'vitest';
import { projectWorkspacePath, subscriptionPath, SUBSCRIPTION_PATH } from './paths';

describe('projectWorkspacePath', () => {
  it('is the workspace route with the id as one path segment', () => {
    expect(projectWorkspacePath('7f3c')).toBe('/project/7f3c');
    // An id with a slash or a query sign stays one segment of the path.
    expect(projectWorkspacePath('a/b?c')).toBe('/project/a%2Fb%3Fc');
  });
});

describe('subscriptionPath', () => {
  it('carries the team in ?teamId= and nothing for the personal space', () => {
    expect(subscriptionPath()).toBe(SUBSCRIPTION_PATH);
    expect(subscriptionPath('t 1')).toBe(`${SUBSCRIPTION_PATH}?teamId=t+1`);
  });
});
