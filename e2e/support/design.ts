import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpThroughApi } from './accounts.js';

/** The shared fixtures (`../shared/fixtures` beside the repository), or HERON_FIXTURES. */
export const FIXTURES =
  process.env.HERON_FIXTURES ?? path.resolve(import.meta.dirname, '../../../shared/fixtures');

/** A new person with a project of their personal space; answers the project's id. */
export async function personWithProject(request: APIRequestContext, name = 'Design Journey') {
  await signUpThroughApi(request);
  const space = await request.get('/api/v1/personal-space');
  expect(space.status()).toBe(200);
  const session = await request.get('/api/v1/auth/session');
  const { user } = (await session.json()) as { user: { id: string } };
  const created = await request.post('/api/v1/projects', {
    data: {
      teamId: ((await space.json()) as { id: string }).id,
      name,
      category: 'http',
      adminUserId: user.id,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The one shown of several elements with a test id (every open tab keeps its editor mounted). */
export function shown(page: Page, testId: string) {
  return page.getByTestId(testId).filter({ visible: true });
}

export function tree(page: Page) {
  return page.getByTestId('design-tree');
}

/**
 * Chooses an action of the tree toolbar's "more" menu (quick open, export, trash) until `target`
 * shows: a click that lands while the page settles can be lost, and a person would try again.
 */
export async function chooseMoreAction(page: Page, testId: string, target: Locator) {
  await expect(async () => {
    if (await target.isVisible()) return;
    const action = page.getByTestId(testId);
    if (!(await action.isVisible()))
      await page.getByTestId('design-more').click({ timeout: 5_000 });
    await action.click({ timeout: 5_000 });
    await expect(target).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Creates an item through the "+" menu and its dialog. The menu can still be aligning under its
 * button when the click lands (seen in CI: the item hovered, the click lost, the menu still open),
 * so the choice is made again until the dialog shows, as a person would.
 */
export async function createFromMenu(
  page: Page,
  choice: string,
  fill: (dialog: Page) => Promise<void>,
) {
  const item = page.getByTestId(`design-new-${choice}`);
  const ok = page.getByTestId('design-create-ok');
  await expect(async () => {
    if (await ok.isVisible()) return;
    if (!(await item.isVisible())) await page.getByTestId('design-new').click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect(ok).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await fill(page);
  await ok.click();
}

export function designUrl(projectId: string, rest = '') {
  return `/api/v1/projects/${projectId}/design${rest}`;
}

export interface CreatedItem {
  id: string;
  name: string;
  version: number;
}

/** Seeds an item through the API (the body of `POST …/design/items`). */
export async function createItemThroughApi(
  request: APIRequestContext,
  projectId: string,
  body: Record<string, unknown>,
): Promise<CreatedItem> {
  const created = await request.post(designUrl(projectId, '/items'), { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedItem;
}

export interface TreeRow {
  id: string;
  kind: string;
  parentId: string | null;
  sort: number;
  name: string;
}

/** The design tree as the server stores it. */
export async function treeThroughApi(
  request: APIRequestContext,
  projectId: string,
): Promise<TreeRow[]> {
  const answer = await request.get(designUrl(projectId, '/tree'));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { nodes: TreeRow[] }).nodes;
}
