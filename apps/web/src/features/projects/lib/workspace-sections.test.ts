import { describe, expect, it } from 'vitest';
import { sectionOf, workspaceRedirect, workspaceSectionPath } from './workspace-sections';

describe('workspace sections', () => {
  it('puts the APIs at the bare address and the others in a segment', () => {
    expect(workspaceSectionPath('p1', 'apis')).toBe('/project/p1');
    expect(workspaceSectionPath('p1', 'members')).toBe('/project/p1/members');
    expect(workspaceSectionPath('p1', 'docs')).toBe('/project/p1/docs');
  });

  it('reads the segment: none is the APIs, an unknown one is nothing', () => {
    expect(sectionOf(undefined)).toBe('apis');
    expect(sectionOf('mock')).toBe('mock');
    expect(sectionOf('docs')).toBe('docs');
    expect(sectionOf('nope')).toBeNull();
  });

  it('sends the old ?tab= links to their section, keeping the rest of the query', () => {
    const redirect = (segment: string | undefined, query: string) =>
      workspaceRedirect('p1', segment, new URLSearchParams(query));
    expect(redirect(undefined, 'item=i1')).toBeNull();
    expect(redirect('settings', '')).toBeNull();
    expect(redirect(undefined, 'tab=members')).toBe('/project/p1/members');
    expect(redirect(undefined, 'tab=info&x=1')).toBe('/project/p1/info?x=1');
    expect(redirect(undefined, 'tab=design&item=i1')).toBe('/project/p1?item=i1');
    expect(redirect(undefined, 'tab=bogus')).toBe('/project/p1');
    expect(redirect('bogus', 'item=i1')).toBe('/project/p1?item=i1');
  });
});
