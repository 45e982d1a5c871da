import { expect, test } from '@playwright/test';

test('the primary button has the theme colour #835CFF', async ({ page }) => {
  // The not-found screen: a fixed primary button and plain text, whatever the screens become.
  await page.goto('/no/such/place');
  const button = page.getByRole('button', { name: 'Back to home' });
  await expect(button).toBeVisible();
  await expect(button).toHaveClass(/ant-btn-primary/);
  await expect(button).toHaveCSS('background-color', 'rgb(131, 92, 255)');
  await expect(button).toHaveCSS('border-radius', '4px');
  // The base font size of the theme reaches ordinary text, not only antd components.
  await expect(
    page.getByText('The page you are looking for does not exist or has been moved.'),
  ).toHaveCSS('font-size', '14px');
});

test('a screen whose chunk fails to load says so and recovers on retry', async ({ page }) => {
  // Block the Teams screen's chunk before it is ever fetched in this page.
  await page.route('**/assets/team-list-page-*.js', (route) => route.abort('failed'));
  await page.goto('/project/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Loading chunk team-list-page failed' }),
  ).toBeVisible();
  // The header stays, so the person is not stranded.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.unroute('**/assets/team-list-page-*.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
});

test('the first load shows no blank page while the screen arrives', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/personal-space-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/personal', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal space' })).toBeVisible();
});
