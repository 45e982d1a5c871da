import { expect, test, type APIRequestContext } from '@playwright/test';
import { personWithProject } from './support/design.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

test.use({ storageState: SIGNED_OUT });

async function isLocked(request: APIRequestContext, projectId: string): Promise<boolean> {
  const found = await request.get(`/api/v1/projects/${projectId}`);
  expect(found.status()).toBe(200);
  return ((await found.json()) as { isLocked: boolean }).isLocked;
}

for (const language of ['en', 'zh-CN'] as const) {
  const t = translator(language);

  test(`locking a project asks first and says what a lock does (${language})`, async ({ page }) => {
    const request = page.context().request;
    const name = `Ledger ${Date.now().toString(36)}`;
    const projectId = await personWithProject(request, name);
    await page.goto(`/project/list?lang=${language}`);
    const row = page.getByRole('row').filter({ hasText: name });
    const confirm = page.locator('.ant-popover').filter({
      hasText: t('projects.confirm.lockTitle', { name }),
    });

    await row.getByRole('button', { name: t('projects.actions.lock'), exact: true }).click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(t('projects.confirm.lock'));
    await confirm.getByRole('button', { name: t('projects.actions.cancel') }).click();
    await expect(confirm).toBeHidden();
    expect(await isLocked(request, projectId)).toBe(false);

    await row.getByRole('button', { name: t('projects.actions.lock'), exact: true }).click();
    await confirm.getByRole('button', { name: t('projects.actions.lock'), exact: true }).click();
    await expect(row.getByText(t('projects.state.locked'), { exact: true })).toBeVisible();
    // The button may still spin while the lists refetch (its name then starts with "loading"):
    // what matters is that it now offers to unlock.
    await expect(row.getByRole('button', { name: t('projects.actions.unlock') })).toBeVisible();
    expect(await isLocked(request, projectId)).toBe(true);
  });
}
