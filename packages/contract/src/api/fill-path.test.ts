import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames } from './fill-path.js';

describe('fillPath', () => {
  it('fills each segment, URL-encoded', () => {
    expect(
      fillPath('/api/v1/teams/:teamId/members/:userId', { teamId: 'a b', userId: 'x/y?' }),
    ).toBe('/api/v1/teams/a%20b/members/x%2Fy%3F');
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/api/v1/teams', undefined)).toBe('/api/v1/teams');
  });

  it('refuses a missing or empty parameter instead of calling the wrong path', () => {
    expect(() => fillPath('/api/v1/teams/:teamId', {})).toThrow(/teamId/);
    expect(() => fillPath('/api/v1/teams/:teamId', { teamId: '' })).toThrow(/teamId/);
  });
});

describe('pathParamNames', () => {
  it('lists the segments in order', () => {
    expect(pathParamNames('/api/v1/projects/:projectId/design/items/:itemId')).toEqual([
      'projectId',
      'itemId',
    ]);
  });
});
