import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts.js';
import { closeDialog } from './support/dialogs.js';
import { OPERATOR_EMAIL, SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });
// One long journey through several screens and two people.
test.setTimeout(120_000);

async function signUpNamed(request: APIRequestContext, name: string, email = uniqueEmail()) {
  const account = await signUpThroughApi(request, email);
  const renamed = await request.patch('/api/v1/account/profile', { data: { name } });
  expect(renamed.status()).toBe(200);
  return account;
}

/** Picks `option` in the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Answers the open confirmation pop-over with `button`. */
async function confirmPopover(page: Page, button: string) {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: button }).click();
}

test('create team → project → invite by link → second user joins → permission change → trash → recover', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const teamName = `Journey ${Date.now().toString(36)}`;
  const projectName = 'Pet Store API';
  await signUpNamed(page.context().request, 'Ada Owner');

  // 1. Ada creates a team and lands in its management.
  await page.goto('/team/list');
  await page.getByRole('button', { name: en('teams.create.open') }).click();
  const teamDialog = page.getByRole('dialog', { name: en('teams.create.title') });
  await teamDialog.getByLabel(en('teams.create.name')).fill(teamName);
  await teamDialog.getByRole('button', { name: en('teams.create.submit') }).click();
  await expect(page).toHaveURL(/\/manage\/team\/[0-9a-f-]{36}\/project\/all\/team-setting$/);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  const teamId = /\/manage\/team\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  // 2. Ada creates a project in it.
  await page.goto('/project/list');
  await page.getByRole('button', { name: en('projects.create.open') }).click();
  const projectDialog = page.getByRole('dialog', { name: en('projects.create.title') });
  await choose(page, en('projects.create.team'), teamName);
  await projectDialog.getByLabel(en('projects.create.name')).fill(projectName);
  await choose(page, en('projects.create.category'), en('projects.categories.http'));
  await projectDialog.getByRole('button', { name: en('projects.create.submit') }).click();
  // A new project opens at once.
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const projectUrl = new URL(page.url()).pathname;

  // 3. She makes a read-only invite link for the project, from its Members section (the project
  // opens on its APIs).
  await page
    .getByRole('navigation', { name: en('projects.workspace.sectionsLabel') })
    .getByRole('link', { name: en('projects.workspace.sections.members') })
    .click();
  await page.getByRole('button', { name: en('projects.members.invite') }).click();
  const inviteDialog = page.getByRole('dialog');
  await inviteDialog.getByRole('tab', { name: en('invites.tabs.link') }).click();
  await inviteDialog.getByRole('button', { name: en('invites.link.create') }).click();
  const linkField = inviteDialog.getByLabel(en('invites.link.url'));
  await expect(linkField).toHaveValue(/\/user\/invite\?token=/);
  const inviteUrl = await linkField.inputValue();
  await expect(inviteDialog.getByText('Ada Owner')).toBeVisible();
  await closeDialog(inviteDialog);

  // 4. Bob, signed out elsewhere, opens the link, logs in from the landing page and joins.
  const bobEmail = uniqueEmail('bob');
  const bobSignUp = await playwright.request.newContext({ baseURL });
  await signUpNamed(bobSignUp, 'Bob Guest', bobEmail);
  await bobSignUp.dispose();
  const bobContext = await browser.newContext({ baseURL, storageState: SIGNED_OUT });
  const bob = await bobContext.newPage();
  await bob.goto(inviteUrl);
  await expect(
    bob.getByText(
      en('invites.landing.invitesYou', {
        inviter: 'Ada Owner',
        target: en('invites.landing.projectOfTeam', { project: projectName, team: teamName }),
      }),
    ),
  ).toBeVisible();
  await bob.getByRole('button', { name: en('invites.landing.logIn') }).click();
  await bob.getByLabel(en('auth.email')).fill(bobEmail);
  await bob.getByLabel(en('auth.password')).fill(PASSWORD);
  await bob
    .getByRole('button', { name: en('auth.login.submit') })
    .last()
    .click();
  await expect(bob).toHaveURL((url) => url.pathname === '/user/invite');
  await bob.getByRole('button', { name: en('invites.landing.join') }).click();
  await expect(bob).toHaveURL((url) => url.pathname === projectUrl);
  await expect(bob.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  // Read-only: Bob cannot invite anyone yet.
  await bob
    .getByRole('navigation', { name: en('projects.workspace.sectionsLabel') })
    .getByRole('link', { name: en('projects.workspace.sections.members') })
    .click();
  await expect(bob.getByRole('table')).toContainText('Bob Guest');
  await expect(bob.getByRole('button', { name: en('projects.members.invite') })).toHaveCount(0);
  // Opening the link again does not make him a member twice.
  await bob.goto(inviteUrl);
  await expect(bob.getByText(en('invites.landing.alreadyOnProject'))).toBeVisible();

  // 5. Ada makes Bob read-write; Bob now may invite.
  await page.reload();
  await choose(
    page,
    en('projects.members.permissionOf', { name: 'Bob Guest' }),
    en('projects.permission.write'),
  );
  await expect(page.getByText(en('success.edit')).first()).toBeVisible();
  await bob.goto(`${projectUrl}?tab=members`);
  await expect(bob.getByRole('button', { name: en('projects.members.invite') })).toBeVisible();

  // 6. Ada deletes the project to the trash.
  await page.goto('/project/list');
  const row = page.getByRole('row', { name: new RegExp(projectName) });
  await row.getByRole('button', { name: en('projects.actions.delete') }).click();
  await confirmPopover(page, en('projects.actions.delete'));
  await expect(page.getByText(en('success.delete'))).toBeVisible();
  await page.getByRole('tab', { name: en('projects.tabs.trash') }).click();
  const trashed = page.getByRole('row', { name: new RegExp(projectName) });
  await expect(trashed).toContainText('Ada Owner');
  // Bob no longer reaches it.
  await bob.goto(projectUrl);
  await expect(
    bob.getByRole('heading', { level: 1, name: en('projects.workspace.unavailable') }),
  ).toBeVisible();

  // 7. Starter cannot recover: the upgrade prompt says so.
  await trashed.getByRole('button', { name: en('projects.actions.recover') }).click();
  await expect(page.getByText(en('messages.upgradeForRecovery'))).toBeVisible();
  await page.getByRole('button', { name: en('projects.upgrade.later') }).click();

  // The operator puts the team on Plus; now the project comes back, with Bob still on it.
  const operator = await playwright.request.newContext({ baseURL });
  await signUpNamed(operator, 'Operator', OPERATOR_EMAIL);
  const upgraded = await operator.put(`/api/v1/admin/teams/${teamId}/plan`, {
    data: { plan: 'plus' },
  });
  expect(upgraded.status()).toBe(200);
  await operator.dispose();
  await trashed.getByRole('button', { name: en('projects.actions.recover') }).click();
  await expect(page.getByText(en('success.recover'))).toBeVisible();
  await page.getByRole('tab', { name: en('projects.tabs.all') }).click();
  await expect(page.getByRole('link', { name: projectName })).toBeVisible();
  await bob.goto(projectUrl);
  await expect(bob.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await bobContext.close();
});
