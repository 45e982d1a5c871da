import { projectWorkspacePath } from '../../../lib/paths';

/**
 * The sections of a project's workspace, in the order of its left rail (issue 21). The APIs
 * section (the designer, with design and run) is the bare workspace address, so links made
 * before the rail (`/project/{id}?item=…`) still open it. Tests joined with issue 22, Docs (the
 * published documentation) with issue 23.
 */
export const WORKSPACE_SECTIONS = [
  'apis',
  'tests',
  'mock',
  'docs',
  'settings',
  'members',
  'info',
] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number];

const DEFAULT_SECTION: WorkspaceSection = 'apis';

/** The `?tab=` values of the workspace before the rail, and the section each became. */
const LEGACY_TABS: Readonly<Record<string, WorkspaceSection>> = {
  design: 'apis',
  members: 'members',
  info: 'info',
};

/** The address of one section of a project's workspace. */
export function workspaceSectionPath(projectId: string, section: WorkspaceSection): string {
  const root = projectWorkspacePath(projectId);
  return section === DEFAULT_SECTION ? root : `${root}/${section}`;
}

/** The section named by the address's segment: the APIs for none, null for an unknown one. */
export function sectionOf(segment: string | undefined): WorkspaceSection | null {
  if (segment === undefined) return DEFAULT_SECTION;
  return (WORKSPACE_SECTIONS as readonly string[]).includes(segment)
    ? (segment as WorkspaceSection)
    : null;
}

/**
 * Where an old or wrong workspace address goes: `?tab=members` to the Members section (the
 * other query parameters kept), an unknown section to the APIs. Null when the address is fine.
 */
export function workspaceRedirect(
  projectId: string,
  segment: string | undefined,
  search: URLSearchParams,
): string | null {
  const tab = search.get('tab');
  const section = sectionOf(segment);
  if (tab === null && section !== null) return null;
  const rest = new URLSearchParams(search);
  rest.delete('tab');
  const target = tab !== null ? (LEGACY_TABS[tab] ?? section ?? DEFAULT_SECTION) : DEFAULT_SECTION;
  const query = rest.toString();
  return `${workspaceSectionPath(projectId, target)}${query ? `?${query}` : ''}`;
}
