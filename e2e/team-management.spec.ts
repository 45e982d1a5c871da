import { expect, test, type APIRequestContext } from '@playwright/test';
import { outboxMessage, signUpThroughApi, uniqueEmail } from './support/accounts.js';
import { closeDialog } from './support/dialogs.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(90_000);

async function signUpNamed(request: APIRequestContext, name: string, email = uniqueEmail()) {
  await signUpThroughApi(request, email);
  const renamed = await request.patch('/api/v1/account/profile', { data: { name } });
  expect(renamed.status()).toBe(200);
  const session = await request.get('/api/v1/auth/session');
  return ((await session.json()) as { user: { id: string } }).user.id;
}

/** A team with one project, through the API; Bob joins it read-only by a link. */
async function teamWithBob(admin: APIRequestContext, bob: APIRequestContext, adminId: string) {
  const name = `Crew ${Date.now().toString(36)}`;
  const team = (await (await admin.post('/api/v1/teams', { data: { name } })).json()) as {
    id: string;
  };
  const project = (await (
    await admin.post('/api/v1/projects', {
      data: { teamId: team.id, name: 'Billing API', category: 'http', adminUserId: adminId },
    })
  ).json()) as { id: string };
  const link = (await (
    await admin.post('/api/v1/invite-links', {
      data: { teamId: team.id, projectId: project.id, permission: 1 },
    })
  ).json()) as { url: string };
  const token = new URL(link.url).searchParams.get('token');
  expect((await bob.post('/api/v1/invites/accept', { data: { token } })).status()).toBe(200);
  return { teamId: team.id, teamName: name, projectId: project.id };
}

test('a team admin makes a member admin, sends email invites, and deletes the team by typing its name', async ({
  page,
  playwright,
  baseURL,
}) => {
  const adaId = await signUpNamed(page.context().request, 'Ada Admin');
  const bobRequest = await playwright.request.newContext({ baseURL });
  await signUpNamed(bobRequest, 'Bob Member');
  const { teamId, teamName, projectId } = await teamWithBob(
    page.context().request,
    bobRequest,
    adaId,
  );

  await page.goto(`/manage/team/${teamId}/project/all/team-setting`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  const bobRow = page.getByRole('row', { name: /Bob Member/ });
  await expect(bobRow).toContainText(en('teamManage.seat.readOnly'));
  await page
    .getByRole('button', { name: en('teamManage.members.setAdminOf', { name: 'Bob Member' }) })
    .click();
  await expect(bobRow).toContainText(en('teamManage.members.admin'));
  await expect(bobRow).toContainText(en('teamManage.seat.readWrite'));
  // The server agrees: Bob may now manage the team.
  const members = await bobRequest.get(`/api/v1/teams/${teamId}`);
  expect(((await members.json()) as { isAdmin: boolean }).isAdmin).toBe(true);

  // Email invites from the project's workspace land in the outbox.
  await page.goto(`/project/${projectId}?tab=members`);
  await page.getByRole('button', { name: en('projects.members.invite') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: en('invites.tabs.email') }).click();
  await dialog.getByRole('button', { name: en('invites.email.send') }).click();
  await expect(dialog.getByText(en('validation.inviteEmailsRequired'))).toBeVisible();
  const guest = uniqueEmail('guest');
  await dialog.getByLabel(en('invites.email.addresses')).fill(`${guest}, ${guest.toUpperCase()}`);
  await dialog.getByRole('button', { name: en('invites.email.send') }).click();
  await expect(dialog.getByText(en('invites.email.sent', { n: '1' }))).toBeVisible();
  const mail = await outboxMessage(page.context().request, guest);
  expect(mail.text).toContain('/user/invite?token=');
  expect(mail.text).toContain('Billing API');
  await closeDialog(dialog);

  // Deleting the team: the button waits for the exact name.
  await page.goto(`/manage/team/${teamId}/project/all/team-setting`);
  await page.getByRole('button', { name: en('teamManage.delete.action') }).click();
  const confirm = page.getByRole('dialog', {
    name: en('teamManage.delete.title', { name: teamName }),
  });
  const deleteButton = confirm.getByRole('button', { name: en('teamManage.delete.confirm') });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox').fill(teamName.toLowerCase());
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox').fill(teamName);
  await deleteButton.click();
  await expect(page).toHaveURL((url) => url.pathname === '/team/list');
  // Its project is gone for everyone.
  expect((await bobRequest.get(`/api/v1/projects/${projectId}`)).status()).toBe(404);
  await bobRequest.dispose();
});

test('an invite that is reset no longer works: the landing page says so', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  const adminId = await signUpNamed(admin, 'Cleo Admin');
  const team = (await (
    await admin.post('/api/v1/teams', { data: { name: 'Reset crew' } })
  ).json()) as {
    id: string;
  };
  const first = (await (
    await admin.post('/api/v1/invite-links', { data: { teamId: team.id, permission: 0 } })
  ).json()) as { url: string };
  await admin.post('/api/v1/invite-links', { data: { teamId: team.id, permission: 0 } });
  expect(adminId).toBeTruthy();
  await admin.dispose();

  await page.goto(first.url);
  await expect(page.getByText(en('messages.inviteExpired'))).toBeVisible();
  await page.goto('/user/invite?token=not-a-real-token');
  await expect(page.getByText(en('messages.inviteExpired'))).toBeVisible();
});

test('the personal space holds personal projects that nobody else sees', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpNamed(page.context().request, 'Dana Solo');
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1, name: en('screens.personal') })).toBeVisible();
  await page.getByRole('button', { name: en('projects.create.open') }).click();
  const dialog = page.getByRole('dialog', { name: en('projects.create.title') });
  // The personal space is the only place it can go, with Dana as its admin.
  await expect(dialog.getByLabel(en('projects.create.team'), { exact: true })).toHaveCount(0);
  await dialog.getByLabel(en('projects.create.name')).fill('Scratchpad');
  await dialog.getByLabel(en('projects.create.category'), { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(en('projects.categories.graphql'), { exact: true })
    .click();
  await dialog.getByRole('button', { name: en('projects.create.submit') }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  const projectPath = new URL(page.url()).pathname;
  // Personal projects are not shared: no invite button.
  await expect(page.getByRole('heading', { level: 1, name: 'Scratchpad' })).toBeVisible();
  await page
    .getByRole('navigation', { name: en('projects.workspace.sectionsLabel') })
    .getByRole('link', { name: en('projects.workspace.sections.members') })
    .click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: en('projects.members.invite') })).toHaveCount(0);
  await page.goto('/personal');
  await expect(page.getByRole('link', { name: 'Scratchpad' })).toBeVisible();

  const stranger = await playwright.request.newContext({ baseURL });
  await signUpNamed(stranger, 'Eve Stranger');
  const peek = await stranger.get(`/api/v1${projectPath.replace('/project/', '/projects/')}`);
  expect(peek.status()).toBe(403);
  await stranger.dispose();
});
