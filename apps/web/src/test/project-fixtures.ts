import type {
  ProjectAbilities,
  ProjectMember,
  ProjectSummary,
  TeamDetail,
  TeamMember,
  TeamSummary,
} from '@heron/contract';
import { TEST_USER, json, type StubHandler } from './stub-api';

// Data for the component tests of the team and project screens: ids are real UUIDs, as the
// contract's forms check them.

export const ME = '00000000-0000-4000-8000-000000000001';
export const BOB = '00000000-0000-4000-8000-000000000002';
export const CAROL = '00000000-0000-4000-8000-000000000003';
export const TEAM_ID = '10000000-0000-4000-8000-000000000001';
export const OTHER_TEAM_ID = '10000000-0000-4000-8000-000000000002';
export const PERSONAL_ID = '10000000-0000-4000-8000-000000000009';
export const P1 = '20000000-0000-4000-8000-000000000001';
export const P2 = '20000000-0000-4000-8000-000000000002';

/** Signed in as "Ada Lovelace" with the id `ME`. */
export const SIGNED_IN_AS_ME: Record<string, StubHandler> = {
  'GET /api/v1/auth/session': () => json({ user: { ...TEST_USER, id: ME } }),
};

export const NO_ABILITIES: ProjectAbilities = {
  edit: false,
  editInfo: false,
  lock: false,
  delete: false,
  recover: false,
  purge: false,
  manageMembers: false,
  invite: false,
  leave: false,
  runTests: false,
  publishDocs: false,
  manageDocs: false,
  capPoints: false,
};

export const ADMIN_ABILITIES: ProjectAbilities = {
  ...NO_ABILITIES,
  edit: true,
  editInfo: true,
  lock: true,
  delete: true,
  manageMembers: true,
  invite: true,
  leave: true,
  runTests: true,
  publishDocs: true,
  manageDocs: true,
  capPoints: true,
};

export function makeProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: P1,
    teamId: TEAM_ID,
    teamName: 'Acme',
    isPersonal: false,
    name: 'Payments',
    description: 'The payments API',
    category: 'http',
    admins: [{ id: ME, name: 'Ada Lovelace', avatarUrl: null }],
    memberCount: 2,
    isLocked: false,
    isFrozen: false,
    myPermission: 2,
    amAdmin: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T11:30:00.000Z',
    deletedAt: null,
    deletedBy: null,
    can: ADMIN_ABILITIES,
    ...overrides,
  };
}

export function makeMember(overrides: Partial<ProjectMember> = {}): ProjectMember {
  return {
    userId: ME,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    avatarUrl: null,
    permission: 2,
    isAdmin: true,
    joinedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTeamSummary(overrides: Partial<TeamSummary> = {}): TeamSummary {
  return {
    id: TEAM_ID,
    name: 'Acme',
    description: 'API team',
    isPersonal: false,
    plan: 'starter',
    isAdmin: true,
    memberCount: 3,
    projectCount: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTeam(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    ...makeTeamSummary(),
    myName: 'Ada Lovelace',
    isMember: true,
    usage: {
      readWriteSeats: { used: 1, limit: 4 },
      readOnlySeats: { used: 0, limit: 10 },
      projects: { used: 2, limit: 10 },
    },
    frozenProjectCount: 0,
    canRecover: false,
    ...overrides,
  };
}

export const PERSONAL_SPACE = makeTeam({
  id: PERSONAL_ID,
  name: 'Ada Lovelace',
  description: '',
  isPersonal: true,
  memberCount: 1,
  projectCount: 0,
  usage: {
    readWriteSeats: { used: 1, limit: 4 },
    readOnlySeats: { used: 0, limit: 10 },
    projects: { used: 0, limit: 10 },
  },
});

export function makeTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: ME,
    name: 'Ada Lovelace',
    accountName: 'Ada Lovelace',
    email: 'ada@example.com',
    avatarUrl: null,
    isAdmin: true,
    projectCount: 1,
    seat: 'readWrite',
    joinedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A page answer of the list routes. */
export function pageOf<T>(items: T[], page = 1, pageSize = 10, total = items.length) {
  return { items, total, page, pageSize };
}
