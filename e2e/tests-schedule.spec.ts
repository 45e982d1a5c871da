import { expect, test } from '@playwright/test';
import { personWithProject } from './support/design.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const zh = translator('zh-CN');

test.use({ storageState: SIGNED_OUT });
test.setTimeout(120_000);

test('schedule a scenario opened from an email’s link, see its next run, pause it and delete it, in Chinese', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'Schedules Journey');
  const created = await request.post(`/api/v1/projects/${projectId}/test-scenarios`, {
    data: { name: 'Nightly checks', description: '' },
  });
  expect(created.status()).toBe(201);
  const scenarioId = ((await created.json()) as { id: string }).id;

  // The address a scheduled run's email links to opens the scenario.
  await page.goto(`/project/${projectId}/tests?scenario=${scenarioId}&lang=zh-CN`);
  const editor = page.getByTestId('tests-editor');
  await expect(editor.getByTestId('tests-name')).toHaveValue('Nightly checks');
  await expect(page).toHaveURL(new RegExp(`\\?scenario=${scenarioId}$`));

  await editor.getByTestId('tests-view-schedules').click();
  const schedules = page.getByTestId('tests-schedules');
  await expect(schedules).toContainText(zh('tests.schedules.empty'));

  // Every 30 minutes.
  await schedules.getByTestId('tests-new-schedule').click();
  const dialog = page.getByTestId('tests-schedule-dialog');
  await expect(dialog).toContainText(zh('tests.schedules.dialog.newTitle'));
  await dialog.getByLabel(zh('tests.schedules.dialog.interval')).fill('30');
  await dialog.getByTestId('tests-schedule-save').click();
  await expect(dialog).toBeHidden();

  const rows = schedules.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  const period = new Intl.NumberFormat('zh-CN', {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(30);
  await expect(row).toContainText(zh('tests.schedules.every', { period }));
  await expect(row).toContainText(zh('tests.schedules.noRun'));
  // Its next run, about half an hour from now, in the reader's language.
  const next = row.locator('[data-testid^="tests-schedule-next-"]');
  await expect(next).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/);

  // Paused: no next run.
  const toggle = row.getByRole('switch');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText(zh('tests.schedules.pausedShort'));
  await expect(next).toHaveCount(0);

  // Deleted, after a question.
  await row.getByRole('button', { name: zh('tests.schedules.delete') }).click();
  const question = page.getByRole('dialog').filter({ hasText: zh('tests.schedules.deleteTitle') });
  await question.getByRole('button', { name: zh('tests.schedules.delete') }).click();
  await expect(rows).toHaveCount(0);
  await expect(schedules).toContainText(zh('tests.schedules.empty'));
});
