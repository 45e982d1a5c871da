import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE, VALIDATION, WORKSPACE_VALIDATION } from '@heron/contract';
import type { Messenger } from '../../adapters/messaging/messenger.js';
import { invites, projectMembers, teamMembers, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { outbox, problem } from '../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  as,
  seedProject,
  seedProjectMember,
  seedTeam,
  seedTeamMember,
  signUp,
  type Person,
  seedProjectCrew,
} from '../../../test/workspace-helpers.js';
import { sendEmailInvites } from './email-invite-service.js';

let t: TestApp;
let admin: Person;
let reader: Person;
let writer: Person;
let outsider: Person;
let teamId: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, reader, writer, outsider, teamId, projectId } = await seedProjectCrew(
    t.app,
    t.database.db,
  ));
});
afterAll(() => t.close());

const send = (person: Person | null, body: object) =>
  as(t.app, person).post('/api/v1/invites/email', body);
const accept = (person: Person, token: string) =>
  as(t.app, person).post('/api/v1/invites/accept', { token });
const preview = (person: Person | null, token: string) =>
  as(t.app, person).get(`/api/v1/invites/preview?token=${encodeURIComponent(token)}`);

let mailbox = 0;
const address = (name: string) => `${name}-${++mailbox}-${Date.now()}@example.com`;

/** The invite mail the dev outbox holds for an address, and the token its link carries. */
async function inviteMail(to: string) {
  const mail = (await outbox(t.app)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail for ${to}`);
  const url = /(\S+\/user\/invite\?token=\S+)/.exec(mail.text)?.[1];
  if (!url) throw new Error(`no invite link in the mail to ${to}`);
  return { ...mail, url, token: new URL(url).searchParams.get('token')! };
}

function expectInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(410);
  expect(problem(response).code).toBe('INVITE_INVALID');
}

describe('sending email invites', () => {
  it('validates the addresses and the project', async () => {
    const cases: [object, string, string][] = [
      [
        { projectId, permission: 1, emails: [] },
        '/emails',
        WORKSPACE_VALIDATION.inviteEmailsRequired,
      ],
      [
        {
          projectId,
          permission: 1,
          emails: Array.from(
            { length: INVITE.maxEmailsPerSend + 1 },
            (_, i) => `p${i}@example.com`,
          ),
        },
        '/emails',
        WORKSPACE_VALIDATION.inviteEmailsMax,
      ],
      [
        { projectId, permission: 1, emails: ['good@example.com', 'not-an-address'] },
        '/emails/1',
        VALIDATION.email,
      ],
      [
        { permission: 1, emails: ['good@example.com'] },
        '/projectId',
        WORKSPACE_VALIDATION.projectRequired,
      ],
      [{ projectId, permission: 0, emails: ['good@example.com'] }, '/permission', ''],
    ];
    for (const [body, pointer, message] of cases) {
      const response = await send(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const { code, errors } = problem(response);
      expect(code).toBe('VALIDATION_FAILED');
      expect(errors).toContainEqual(
        expect.objectContaining({ in: 'body', pointer, ...(message ? { message } : {}) }),
      );
    }
    expect((await outbox(t.app)).some((m) => m.to === 'good@example.com')).toBe(false);
  });

  it('accepts exactly 50 addresses', async () => {
    const emails = Array.from({ length: INVITE.maxEmailsPerSend }, () => address('bulk'));
    const response = await send(admin, { projectId, permission: 1, emails });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sent: INVITE.maxEmailsPerSend });
  });

  it('sends one invite and one mail per distinct address, valid 24 hours', async () => {
    const first = address('grace');
    const second = address('linus');
    const before = Date.now();
    const response = await send(writer, {
      projectId,
      permission: 2,
      emails: [first, second, first.toUpperCase(), ` ${second} `],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ sent: number; expiresAt: string }>();
    expect(body.sent).toBe(2);
    const validFor = Date.parse(body.expiresAt) - before;
    expect(validFor).toBeGreaterThanOrEqual(INVITE.emailValidityMs - 1000);
    expect(validFor).toBeLessThanOrEqual(INVITE.emailValidityMs + 60_000);

    const mails = (await outbox(t.app)).filter((m) => m.to === first || m.to === second);
    expect(mails).toHaveLength(2);
    const mail = await inviteMail(first);
    expect(mail.channel).toBe('email');
    expect(mail.subject).toContain('Writer');
    expect(mail.text).toContain('Billing API');
    expect(mail.text).toContain('Falcons');
    expect(mail.url.startsWith(`${t.config.publicUrl}/user/invite?token=`)).toBe(true);

    const rows = await t.database.db
      .select()
      .from(invites)
      .where(and(eq(invites.kind, 'email'), eq(invites.email, first)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ teamId, projectId, permission: 2, createdBy: writer.id });
    // Only a hash of the token is kept.
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(mail.token);
  });

  it('writes the mail in the inviter’s language', async () => {
    const to = address('mei');
    const response = await as(t.app, admin).post('/api/v1/invites/email', {
      projectId,
      permission: 1,
      emails: [to],
    });
    expect(response.statusCode).toBe(200);
    const english = await inviteMail(to);
    expect(english.text).toContain('read-only');

    const other = address('mei');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invites/email',
      cookies: { heron_session: admin.token },
      headers: { 'x-heron-language': 'zh-CN' },
      payload: { projectId, permission: 1, emails: [other] },
    });
    expect(zh.statusCode).toBe(200);
    expect((await inviteMail(other)).text).toContain('只读');
  });

  it('lets only those who may edit the project invite', async () => {
    const removed = await signUp(t.app, 'Removed');
    const db = t.database.db;
    await seedTeamMember(db, teamId, removed);
    await seedProjectMember(db, projectId, removed, { permission: 2 });
    await db.delete(projectMembers).where(eq(projectMembers.userId, removed.id));
    await db.delete(teamMembers).where(eq(teamMembers.userId, removed.id));

    const to = address('nobody');
    for (const person of [reader, outsider, removed]) {
      const response = await send(person, { projectId, permission: 1, emails: [to] });
      expect(response.statusCode, response.body).toBe(403);
      expect(problem(response).code).toBe('PERMISSION_DENIED');
    }
    expect((await send(null, { projectId, permission: 1, emails: [to] })).statusCode).toBe(401);
    const unknown = await send(admin, { projectId: randomUUID(), permission: 1, emails: [to] });
    expect(unknown.statusCode).toBe(404);
    expect((await outbox(t.app)).some((m) => m.to === to)).toBe(false);
    expect(await db.select().from(invites).where(eq(invites.email, to))).toHaveLength(0);
  });
});

describe('accepting an email invite', () => {
  it('joins through the mailed link once; anyone else afterwards gets 410', async () => {
    const to = address('ada');
    expect((await send(admin, { projectId, permission: 2, emails: [to] })).statusCode).toBe(200);
    const { token } = await inviteMail(to);
    const [ada, eve] = await Promise.all([signUp(t.app, 'Ada'), signUp(t.app, 'Eve')]);

    expect((await preview(null, token)).json()).toMatchObject({
      kind: 'email',
      inviterName: 'Admin',
      teamName: 'Falcons',
      projectName: 'Billing API',
      permission: 2,
      alreadyMember: false,
    });
    const joined = await accept(ada, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ teamId, projectId, joined: true });
    const [member] = await t.database.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, ada.id)));
    expect(member?.permission).toBe(2);

    expectInvalid(await accept(eve, token));
    expectInvalid(await preview(eve, token));
    expectInvalid(await preview(null, token));
    expect(
      await t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, eve.id)),
    ).toHaveLength(0);
    // The person who used it may come back to it: nothing changes.
    expect((await preview(ada, token)).json()).toMatchObject({ alreadyMember: true });
    expect((await accept(ada, token)).json()).toEqual({ teamId, projectId, joined: false });
    const [row] = await t.database.db.select().from(invites).where(eq(invites.email, to));
    expect(row).toMatchObject({ acceptedBy: ada.id });
    expect(row?.acceptedAt).toBeInstanceOf(Date);
  });

  it('lets only one of two people using it at the same moment in', async () => {
    const to = address('race');
    await send(admin, { projectId, permission: 1, emails: [to] });
    const { token } = await inviteMail(to);
    const racers = await Promise.all([signUp(t.app, 'One'), signUp(t.app, 'Two')]);
    const answers = await Promise.all(racers.map((person) => accept(person, token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const joined = await t.database.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId)));
    expect(joined.filter((m) => racers.some((p) => p.id === m.userId))).toHaveLength(1);
  });

  it('expires after 24 hours', async () => {
    const to = address('late');
    await send(admin, { projectId, permission: 1, emails: [to] });
    const { token } = await inviteMail(to);
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.email, to));
    const person = await signUp(t.app, 'Late');
    expectInvalid(await preview(person, token));
    expectInvalid(await accept(person, token));
  });

  it('stays unused when the seat it needs is taken', async () => {
    const db = t.database.db;
    const boss = await signUp(t.app, 'Boss');
    const full = await seedTeam(db, boss);
    const fullProject = await seedProject(db, full, boss);
    for (let i = 0; i < 3; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ name: `w${i}`, email: address('w'), registeredVia: 'email' })
        .returning();
      await seedTeamMember(db, full, user!, { isAdmin: true });
    }
    const to = address('squeezed');
    await send(boss, { projectId: fullProject, permission: 2, emails: [to] });
    const { token } = await inviteMail(to);
    const person = await signUp(t.app, 'Squeezed');
    const refused = await accept(person, token);
    expect(refused.statusCode).toBe(402);
    expect(problem(refused).code).toBe('READ_WRITE_SEATS_FULL');
    const [row] = await db.select().from(invites).where(eq(invites.email, to));
    expect(row?.acceptedAt).toBeNull();
    expect((await preview(person, token)).statusCode).toBe(200);
  });
});

describe('delivery failures', () => {
  it('ends the invites that could not be delivered and reports only those sent', async () => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, admin.id));
    const delivered: string[] = [];
    const bounce = address('bounce');
    const messenger: Messenger = {
      sendEmail: async (email) => {
        if (email.to === bounce) throw new AppError('SERVICE_UNAVAILABLE');
        delivered.push(email.to);
      },
      sendSms: async () => {},
    };
    const deps = {
      workspace: { db, superAdminEmails: [] },
      messenger,
      config: t.config,
      log: { warn: () => {} },
    };
    const ok = address('ok');
    const result = await sendEmailInvites(
      deps,
      user!,
      { projectId, permission: 1, emails: [bounce, ok] },
      undefined,
    );
    expect(result.sent).toBe(1);
    expect(delivered).toEqual([ok]);
    const [bounced] = await db.select().from(invites).where(eq(invites.email, bounce));
    expect(bounced?.revokedAt).toBeInstanceOf(Date);
    const [fine] = await db.select().from(invites).where(eq(invites.email, ok));
    expect(fine?.revokedAt).toBeNull();

    await expect(
      sendEmailInvites(deps, user!, { projectId, permission: 1, emails: [bounce] }, undefined),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
