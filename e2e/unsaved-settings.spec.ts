import { expect, test } from '@playwright/test';
import { personWithProject } from './support/design.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });

test('leaving a project with a settings form changed and not saved asks first (issue 21)', async ({
  page,
}) => {
  const projectId = await personWithProject(page.request, 'Unsaved settings');
  await page.goto(`/project/${projectId}/mock`);
  const latency = page.getByLabel(en('mock.settings.latency'), { exact: true });
  await latency.fill('250');

  // Another section of the project keeps the form as it was left.
  await page
    .getByRole('navigation', { name: en('projects.workspace.sectionsLabel') })
    .getByRole('link', { name: en('projects.workspace.sections.settings') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/settings$`));

  // Back to the projects: asked, and staying keeps the change.
  const back = page.getByRole('link', { name: en('projects.workspace.backToList') });
  await back.click();
  const confirm = page.getByRole('dialog', { name: en('design.shell.leave.title') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: en('design.shell.leave.cancel') }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/settings$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/mock$`));
  await expect(latency).toHaveValue('250');

  // Asked again, and leaving leaves.
  await back.click();
  await page
    .getByRole('dialog', { name: en('design.shell.leave.title') })
    .getByRole('button', { name: en('design.shell.leave.ok') })
    .click();
  await expect(page).toHaveURL(/\/project\/list$/);
});
