import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { Language } from '@heron/contract';
import { FIXTURES, designUrl, personWithProject, tree } from './support/design.js';
import { translator } from './support/translations.js';

// The project workspace as a full-window application (issue 21), at the two window sizes people
// use most, in English and Chinese. One variant opens GitHub's whole description (about 2,200
// tree rows); the others, where only the layout and the language change, a few of its endpoints
// in the same tags. Each variant has a project of its own, so they run side by side rather than
// one after another on a shared one.
// Screenshots go to HERON_SHOTS (default /work/shots/workspace-shell) for a look.

const GITHUB = path.join(FIXTURES, 'openapi/github-api.github.com.octokit-23.0.2.json');
const SHOTS = process.env.HERON_SHOTS ?? '/work/shots/workspace-shell';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const LANGUAGES: Language[] = ['en', 'zh-CN'];
const PROJECT_NAME = 'GitHub REST API';

/** The operations of GitHub's description that the journey opens, searches and looks for. */
const GITHUB_EXCERPT: [method: string, path: string, summary: string, tag: string][] = [
  ['put', '/repos/{owner}/{repo}/pulls/{pull_number}/merge', 'Merge a pull request', 'pulls'],
  ['get', '/repos/{owner}/{repo}/git/refs/{ref}', 'Get a reference', 'git'],
  ['delete', '/repos/{owner}/{repo}/git/refs/{ref}', 'Delete a reference', 'git'],
  ['get', '/repos/{owner}/{repo}/actions/runs', 'List workflow runs for a repository', 'actions'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 'List issue comments', 'issues'],
  [
    'post',
    '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    'Create an issue comment',
    'issues',
  ],
];

/** The excerpt as an OpenAPI 3.0 document, as GitHub writes it (a tag per operation). */
function githubExcerpt(): string {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [method, route, summary, tag] of GITHUB_EXCERPT) {
    paths[route] = {
      ...paths[route],
      [method]: { summary, tags: [tag], responses: { '200': { description: 'OK' } } },
    };
  }
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: "GitHub's official OpenAPI spec (excerpt)", version: '1.1.4' },
    paths,
  });
}

test.describe.configure({ timeout: 600_000 });

/** Imports a description into the project through the API and waits until it is written. */
async function importThroughApi(
  api: APIRequestContext,
  id: string,
  text: string,
  fileName: string,
) {
  const started = await api.post(designUrl(id, '/imports'), {
    data: { text, fileName },
    timeout: 300_000,
  });
  expect(started.status(), await started.text()).toBe(202);
  let job = (await started.json()) as { id: string; status: string };
  const waitFor = async (status: string) => {
    await expect
      .poll(
        async () => {
          job = (await (await api.get(designUrl(id, `/imports/${job.id}`))).json()) as typeof job;
          if (job.status === 'failed') throw new Error('the import failed');
          return job.status;
        },
        { timeout: 300_000, intervals: [500] },
      )
      .toBe(status);
  };
  await waitFor('ready');
  const committed = await api.post(designUrl(id, `/imports/${job.id}/commit`), {
    data: {},
    timeout: 300_000,
  });
  expect(committed.ok(), await committed.text()).toBe(true);
  await waitFor('done');
}

/**
 * A new person with a project holding GitHub's description, whole or the excerpt; answers the
 * project's id and the person's signed-in state.
 */
async function personWithGitHub(
  requests: APIRequest,
  baseURL: string,
  testInfo: TestInfo,
  isWhole: boolean,
) {
  const api = await requests.newContext({ baseURL });
  const projectId = await personWithProject(api, PROJECT_NAME);
  if (isWhole) {
    await importThroughApi(api, projectId, fs.readFileSync(GITHUB, 'utf8'), path.basename(GITHUB));
  } else {
    await importThroughApi(api, projectId, githubExcerpt(), 'github-excerpt.json');
  }
  const statePath = testInfo.outputPath('github-person.json');
  await api.storageState({ path: statePath });
  await api.dispose();
  fs.mkdirSync(SHOTS, { recursive: true });
  return { projectId, statePath };
}

/** A new browser window of the person who owns the GitHub project. */
async function openWindow(
  browser: Browser,
  baseURL: string,
  size: (typeof SIZES)[number],
  statePath: string,
) {
  const context = await browser.newContext({ baseURL, viewport: size, storageState: statePath });
  return { context, page: await context.newPage() };
}

/** The designer's open tabs, by their names, in order. */
function editorTabs(page: Page): Locator {
  return page.locator('.heron-design-tabs > .ant-tabs-nav .ant-tabs-tab');
}

/** Opens an item through the quick open (Ctrl+K): types, waits for `name`, presses Enter. */
async function quickOpen(page: Page, query: string, name: string) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByTestId('design-quick-open-dialog');
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill(query);
  await expect(dialog.getByRole('option').first()).toContainText(name);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editorTabs(page).filter({ hasText: name })).toHaveCount(1);
}

/** The tops of an element's children that are buttons or the search box, rounded. */
async function toolbarTops(toolbar: Locator): Promise<number[]> {
  return toolbar
    .locator(':scope > *')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
}

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    // English at 1920 adds nothing the others do not check: its longer labels fit 1280 (the
    // tighter case), and the wide layout is checked in Chinese (decision 48).
    if (language === 'en' && size.width === 1920) continue;
    // The whole description once: the smaller window, in English.
    const isWhole = language === 'en' && size.width === 1280;
    test(`the workspace at ${size.width}×${size.height} in ${language}: one-row toolbar, wider tree and tabs kept, Ctrl+K`, async ({
      browser,
      baseURL,
      playwright,
    }, testInfo) => {
      test.skip(isWhole && !fs.existsSync(GITHUB), `fixtures not found at ${FIXTURES}`);
      const t = translator(language);
      const { projectId, statePath } = await personWithGitHub(
        playwright.request,
        baseURL!,
        testInfo,
        isWhole,
      );
      const { context, page } = await openWindow(browser, baseURL!, size, statePath);
      await page.goto(`/project/${projectId}?lang=${language.toLowerCase()}`);
      await expect(page.getByRole('heading', { level: 1, name: PROJECT_NAME })).toBeVisible();
      await expect(tree(page).getByRole('treeitem').first()).toBeVisible({
        timeout: 60_000,
      });

      // A full-window application: no site menu bar, the rail of sections, nothing scrolls but
      // the panes inside.
      await expect(page.getByRole('navigation', { name: t('nav.label') })).toHaveCount(0);
      const rail = page.getByRole('navigation', { name: t('projects.workspace.sectionsLabel') });
      await expect(rail.getByRole('link')).toHaveCount(7);
      await expect(
        rail.getByRole('link', { name: t('projects.workspace.sections.apis') }),
      ).toHaveAttribute('aria-current', 'page');
      const layout = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollHeight,
        height: window.innerHeight,
        workspaceBottom: document
          .querySelector('[data-testid="design-workspace"]')!
          .getBoundingClientRect().bottom,
      }));
      expect(layout.scroll).toBeLessThanOrEqual(layout.height);
      expect(Math.round(layout.workspaceBottom)).toBe(layout.height);

      // The tree's toolbar is one row: the search and every button share one top.
      const toolbar = page.getByTestId('design-toolbar');
      const tops = await toolbarTops(toolbar);
      expect(tops.length).toBeGreaterThanOrEqual(4);
      expect(new Set(tops).size, `tops: ${tops.join(', ')}`).toBe(1);

      // Drag the tree wider, as a person does with the mouse.
      const pane = page.getByTestId('design-tree-pane');
      const before = (await pane.boundingBox())!;
      expect(Math.round(before.width)).toBe(300);
      const edge = (await page.getByTestId('design-tree-resizer').boundingBox())!;
      const x = edge.x + edge.width / 2;
      const y = edge.y + edge.height / 4;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 80, y, { steps: 4 });
      await page.mouse.move(x + 180, y, { steps: 4 });
      await page.mouse.up();
      await expect.poll(async () => Math.round((await pane.boundingBox())!.width)).toBe(480);

      // Two endpoints opened through the quick open, by name and by method and path.
      await quickOpen(page, 'merge a pull request', 'Merge a pull request');
      await quickOpen(page, 'delete /repos/{owner}/{repo}/git/refs', 'Delete a reference');
      await expect(editorTabs(page)).toHaveCount(2);

      if (size.width === 1280) {
        // Long names are what the wider tree is for.
        await page.getByTestId('design-search').fill('/repos/{owner}/{repo}/actions/runs');
        await expect(
          tree(page).getByText('List workflow runs for a repository', { exact: true }),
        ).toBeVisible();
      }
      await page.mouse.move(size.width - 10, size.height - 10);
      await page.screenshot({ path: path.join(SHOTS, `${language}-${size.width}.png`) });
      if (size.width === 1280) await page.getByTestId('design-search').fill('');

      // A reload keeps the width and the tabs; so does another browser tab.
      await page.reload();
      await expect(tree(page).getByRole('treeitem').first()).toBeVisible({
        timeout: 60_000,
      });
      await expect.poll(async () => Math.round((await pane.boundingBox())!.width)).toBe(480);
      await expect(editorTabs(page)).toHaveCount(2);
      await expect(editorTabs(page).nth(0)).toContainText('Merge a pull request');
      await expect(editorTabs(page).nth(1)).toContainText('Delete a reference');
      const other = await context.newPage();
      await other.goto(`/project/${projectId}`);
      await expect(editorTabs(other)).toHaveCount(2);
      await expect(other.getByTestId('design-item-title').filter({ visible: true })).toHaveText(
        'Delete a reference',
      );
      await other.close();

      // The quick open, as a person sees it.
      await page.keyboard.press('Control+K');
      await page
        .getByTestId('design-quick-open-dialog')
        .getByRole('combobox')
        .fill('issue comment');
      await expect(
        page.getByTestId('design-quick-open-dialog').getByRole('option').first(),
      ).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `${language}-${size.width}-quick-open.png`) });
      await page.keyboard.press('Escape');

      // The Members section, from the rail.
      await rail.getByRole('link', { name: t('projects.workspace.sections.members') }).click();
      await expect(page).toHaveURL(new RegExp(`/project/${projectId}/members$`));
      await expect(
        page.getByRole('heading', { level: 2, name: t('projects.workspace.members') }),
      ).toBeVisible();
      if (size.width === 1280) {
        await page.screenshot({ path: path.join(SHOTS, `${language}-${size.width}-members.png`) });
      }
      await context.close();
    });
  }
}
