import { describe, expect, it } from 'vitest';
import {
  isInProjectWorkspace,
  projectWorkspacePath,
  pointsPath,
  POINTS_PATH,
  subscriptionPath,
  SUBSCRIPTION_PATH,
} from './paths';

describe('projectWorkspacePath', () => {
  it('is the workspace route with the id as one path segment', () => {
    expect(projectWorkspacePath('7f3c')).toBe('/project/7f3c');
    // An id with a slash or a query sign stays one segment of the path.
    expect(projectWorkspacePath('a/b?c')).toBe('/project/a%2Fb%3Fc');
  });
});

describe('isInProjectWorkspace', () => {
  it('holds for the workspace and its sections, not for another project or the list', () => {
    expect(isInProjectWorkspace('/project/p1', 'p1')).toBe(true);
    expect(isInProjectWorkspace('/project/p1/members', 'p1')).toBe(true);
    expect(isInProjectWorkspace('/project/p10', 'p1')).toBe(false);
    expect(isInProjectWorkspace('/project/list', 'p1')).toBe(false);
  });
});

describe('subscriptionPath', () => {
  it('carries the team in ?teamId= and nothing for the personal space', () => {
    expect(subscriptionPath()).toBe(SUBSCRIPTION_PATH);
    expect(subscriptionPath('t 1')).toBe(`${SUBSCRIPTION_PATH}?teamId=t+1`);
  });
});

describe('pointsPath', () => {
  it('carries the team in ?teamId= and nothing for the personal space', () => {
    expect(pointsPath()).toBe(POINTS_PATH);
    expect(pointsPath('t 1')).toBe(`${POINTS_PATH}?teamId=t+1`);
  });
});
