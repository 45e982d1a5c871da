import { describe, expect, it } from 'vitest';
import { PERMISSION_LEVEL } from '@heron/contract';
import {
  decide,
  INSTANCE_ACTIONS,
  ORDER_ACTIONS,
  PROJECT_ACTIONS,
  TEAM_ACTIONS,
  type Actor,
  type InstanceAction,
  type OrderAction,
  type ProjectAction,
  type ProjectState,
  type TeamAction,
} from './policy.js';

// The roles of spec §6, plus the two who must get nothing: someone from outside the team, and a
// member who was removed (no memberships left, exactly like an outsider).
const ACTORS = {
  superAdmin: { isSuperAdmin: true },
  teamAdmin: { isSuperAdmin: false, team: { isAdmin: true } },
  projectAdmin: {
    isSuperAdmin: false,
    team: { isAdmin: false },
    project: { isAdmin: true, permission: PERMISSION_LEVEL.write },
  },
  writeMember: {
    isSuperAdmin: false,
    team: { isAdmin: false },
    project: { isAdmin: false, permission: PERMISSION_LEVEL.write },
  },
  readMember: {
    isSuperAdmin: false,
    team: { isAdmin: false },
    project: { isAdmin: false, permission: PERMISSION_LEVEL.read },
  },
  teamMember: { isSuperAdmin: false, team: { isAdmin: false } },
  outsider: { isSuperAdmin: false },
  removedMember: { isSuperAdmin: false, team: undefined, project: undefined },
} satisfies Record<string, Actor>;
type Role = keyof typeof ACTORS;
const ROLES = Object.keys(ACTORS) as Role[];

// Each row: the action, then Y (allowed) or - (refused) for each role in ROLES' order:
//                          super teamAdm projAdm write read teamMem outsider removed
const TEAM_MATRIX: Record<TeamAction, string> = {
  'team.view': '           Y     Y       Y       Y     Y    Y       -        -',
  'team.edit': '           Y     Y       -       -     -    -       -        -',
  'team.delete': '         Y     Y       -       -     -    -       -        -',
  'team.leave': '          -     Y       Y       Y     Y    Y       -        -',
  'team.members.view': '   Y     Y       Y       Y     Y    Y       -        -',
  'team.members.manage': ' Y     Y       -       -     -    -       -        -',
  'team.invite': '         Y     Y       -       -     -    -       -        -',
  'project.create': '      Y     Y       -       -     -    -       -        -',
  'billing.view': '        Y     Y       Y       Y     Y    Y       -        -',
  'billing.payments.view': 'Y     Y       -       -     -    -       -        -',
  'billing.manage': '      -     Y       -       -     -    -       -        -',
  'team.aiModel': '        -     Y       -       -     -    -       -        -',
};

const PROJECT_MATRIX: Record<ProjectAction, string> = {
  'project.view': '            Y     Y       Y       Y     Y    -       -        -',
  'project.edit': '            Y     Y       Y       Y     -    -       -        -',
  'project.editInfo': '        Y     Y       Y       -     -    -       -        -',
  'project.lock': '            Y     Y       Y       -     -    -       -        -',
  'project.delete': '          Y     Y       Y       -     -    -       -        -',
  'project.recover': '         -     -       -       -     -    -       -        -',
  'project.purge': '           -     -       -       -     -    -       -        -',
  'project.members.view': '    Y     Y       Y       Y     Y    -       -        -',
  'project.members.manage': '  Y     Y       Y       -     -    -       -        -',
  'project.invite': '          Y     Y       Y       Y     -    -       -        -',
  'project.leave': '           -     -       Y       Y     Y    -       -        -',
  'test.view': '               Y     Y       Y       Y     Y    -       -        -',
  'test.edit': '               Y     Y       Y       Y     -    -       -        -',
  'test.run': '                Y     Y       Y       Y     -    -       -        -',
  'docs.view': '               Y     Y       Y       Y     Y    -       -        -',
  'docs.publish': '            Y     Y       Y       Y     -    -       -        -',
  'docs.manage': '             Y     Y       Y       -     -    -       -        -',
  'points.cap': '              -     Y       -       -     -    -       -        -',
};

// Instance actions ask only who the actor is (an order's `team` is the order's team).
const INSTANCE_MATRIX: Record<InstanceAction, string> = {
  'instance.billing.view': '   Y     -       -       -     -    -       -        -',
  'instance.invoices.issue': ' Y     -       -       -     -    -       -        -',
  'instance.teams.setPlan': '  Y     -       -       -     -    -       -        -',
};

// An order somebody else bought for the actor's team: its admins act, super admins only look.
const ORDER_MATRIX: Record<OrderAction, string> = {
  'order.view': '              Y     Y       -       -     -    -       -        -',
  'order.manage': '            -     Y       -       -     -    -       -        -',
};

const parse = (row: string) =>
  row
    .trim()
    .split(/\s+/)
    .map((cell) => cell === 'Y');

const TEAM = { isPersonal: false };
const PROJECT: ProjectState = {
  isLocked: false,
  isFrozen: false,
  isDeleted: false,
  isPersonal: false,
};

describe('who may do what (spec §6)', () => {
  it('covers every action in the matrices', () => {
    expect(Object.keys(TEAM_MATRIX).sort()).toEqual([...TEAM_ACTIONS].sort());
    expect(Object.keys(PROJECT_MATRIX).sort()).toEqual([...PROJECT_ACTIONS].sort());
    expect(Object.keys(INSTANCE_MATRIX).sort()).toEqual([...INSTANCE_ACTIONS].sort());
    expect(Object.keys(ORDER_MATRIX).sort()).toEqual([...ORDER_ACTIONS].sort());
  });

  for (const [action, row] of Object.entries(TEAM_MATRIX) as [TeamAction, string][]) {
    it(`${action}`, () => {
      const allowed = ROLES.filter((role) => decide(ACTORS[role], action, TEAM));
      expect(allowed).toEqual(ROLES.filter((_, i) => parse(row)[i]));
    });
  }
  for (const [action, row] of Object.entries(PROJECT_MATRIX) as [ProjectAction, string][]) {
    it(`${action} on a live project`, () => {
      const allowed = ROLES.filter((role) => decide(ACTORS[role], action, PROJECT));
      expect(allowed).toEqual(ROLES.filter((_, i) => parse(row)[i]));
    });
  }
  for (const [action, row] of Object.entries(INSTANCE_MATRIX) as [InstanceAction, string][]) {
    it(`${action}`, () => {
      const allowed = ROLES.filter((role) => decide(ACTORS[role], action));
      expect(allowed).toEqual(ROLES.filter((_, i) => parse(row)[i]));
    });
  }
  for (const [action, row] of Object.entries(ORDER_MATRIX) as [OrderAction, string][]) {
    it(`${action} of an order another member bought for the team`, () => {
      const allowed = ROLES.filter((role) => decide(ACTORS[role], action, { isBuyer: false }));
      expect(allowed).toEqual(ROLES.filter((_, i) => parse(row)[i]));
    });
  }
});

describe('orders', () => {
  it('the buyer sees and acts on their own order, in any role, even after leaving the team', () => {
    for (const role of ROLES) {
      expect(decide(ACTORS[role], 'order.view', { isBuyer: true }), role).toBe(true);
      expect(decide(ACTORS[role], 'order.manage', { isBuyer: true }), role).toBe(true);
    }
  });
});

describe('project states', () => {
  const allowedIn = (action: ProjectAction, state: Partial<ProjectState>) =>
    ROLES.filter((role) => decide(ACTORS[role], action, { ...PROJECT, ...state }));

  it('a project in the trash is only recovered or purged, by its admins', () => {
    const admins = ['superAdmin', 'teamAdmin', 'projectAdmin'];
    expect(allowedIn('project.recover', { isDeleted: true })).toEqual(admins);
    expect(allowedIn('project.purge', { isDeleted: true })).toEqual(admins);
    for (const action of PROJECT_ACTIONS.filter(
      (a) => a !== 'project.recover' && a !== 'project.purge',
    )) {
      expect(allowedIn(action, { isDeleted: true }), action).toEqual([]);
    }
  });

  it('a locked project is read-only for everyone until an admin unlocks it', () => {
    expect(allowedIn('project.edit', { isLocked: true })).toEqual([]);
    expect(allowedIn('test.edit', { isLocked: true })).toEqual([]);
    expect(allowedIn('test.run', { isLocked: true })).toEqual([]);
    expect(allowedIn('test.view', { isLocked: true })).toHaveLength(5);
    expect(allowedIn('project.lock', { isLocked: true })).toEqual([
      'superAdmin',
      'teamAdmin',
      'projectAdmin',
    ]);
    expect(allowedIn('project.view', { isLocked: true })).toHaveLength(5);
  });

  it('a frozen project can be read, deleted or left, and nothing else', () => {
    for (const action of [
      'project.edit',
      'project.editInfo',
      'project.lock',
      'project.members.manage',
      'project.invite',
      'test.edit',
      'test.run',
      'docs.publish',
      'docs.manage',
    ] as const) {
      expect(allowedIn(action, { isFrozen: true }), action).toEqual([]);
    }
    expect(allowedIn('project.view', { isFrozen: true })).toHaveLength(5);
    expect(allowedIn('test.view', { isFrozen: true })).toHaveLength(5);
    expect(allowedIn('project.delete', { isFrozen: true })).toEqual([
      'superAdmin',
      'teamAdmin',
      'projectAdmin',
    ]);
  });

  it('the personal space and its projects cannot be left, and the space cannot be deleted', () => {
    expect(decide(ACTORS.teamAdmin, 'team.leave', { isPersonal: true })).toBe(false);
    expect(decide(ACTORS.teamAdmin, 'team.delete', { isPersonal: true })).toBe(false);
    expect(decide(ACTORS.teamAdmin, 'team.edit', { isPersonal: true })).toBe(true);
    expect(allowedIn('project.leave', { isPersonal: true })).toEqual([]);
  });

  it('nobody is invited into a personal space or its projects', () => {
    expect(
      ROLES.filter((role) => decide(ACTORS[role], 'team.invite', { isPersonal: true })),
    ).toEqual([]);
    expect(allowedIn('project.invite', { isPersonal: true })).toEqual([]);
  });
});

describe('a personal access token (issue 22)', () => {
  const project: ProjectState = {
    isLocked: false,
    isFrozen: false,
    isDeleted: false,
    isPersonal: false,
  };
  const withToken = (actor: Actor, right: 'read' | 'run', coversProject = true): Actor => ({
    ...actor,
    token: { right, coversProject },
  });
  const allowed = (actor: Actor) => PROJECT_ACTIONS.filter((a) => decide(actor, a, project));

  it('narrows a role to its right, in the projects it names', () => {
    expect(allowed(withToken(ACTORS.projectAdmin, 'read'))).toEqual(['project.view', 'test.view']);
    expect(allowed(withToken(ACTORS.projectAdmin, 'run'))).toEqual([
      'project.view',
      'test.view',
      'test.run',
    ]);
    expect(allowed(withToken(ACTORS.superAdmin, 'run', false))).toEqual([]);
  });

  it('never widens one: the person must still have the right', () => {
    expect(allowed(withToken(ACTORS.readMember, 'run'))).toEqual(['project.view', 'test.view']);
    expect(allowed(withToken(ACTORS.removedMember, 'run'))).toEqual([]);
    expect(
      PROJECT_ACTIONS.filter((a) =>
        decide(withToken(ACTORS.writeMember, 'run'), a, {
          ...project,
          isLocked: true,
        }),
      ),
    ).toEqual(['project.view', 'test.view']);
  });

  it('reaches no team, order or instance action', () => {
    const admin = withToken(ACTORS.superAdmin, 'run');
    expect(TEAM_ACTIONS.filter((a) => decide(admin, a, { isPersonal: false }))).toEqual([]);
    expect(ORDER_ACTIONS.filter((a) => decide(admin, a, { isBuyer: true }))).toEqual([]);
    expect(INSTANCE_ACTIONS.filter((a) => decide(admin, a))).toEqual([]);
  });
});
