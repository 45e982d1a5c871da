import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { DocShare, DocShareInput } from '@heron/contract';
import { json, stubApi, type StubHandler } from '../../../test/stub-api';
import { fieldErrors } from '../../../test/form-helpers';
import { pickOption } from '../../../test/mock-fixtures';
import { makeProject, NO_ABILITIES } from '../../../test/project-fixtures';
import { formatDateTime } from '../../../lib/format-time';
import {
  HEALTH,
  makeShare,
  makeSite,
  OTHER_SHARE_ID,
  PETS_FOLDER,
  PROJECT,
  revokeRoute,
  SHARE_ID,
  SHARES_ROUTE,
  SITE_ROUTE,
  TREE,
  TREE_ROUTE,
  VERSIONS_ROUTE,
} from '../docs-test-fixtures';
import { renderCardWithSite } from '../docs-test-render';
import { SharesCard } from './shares-card';
import { DOCS_TEST_IDS, docsTestIdOf } from '../test-ids';

configure({ asyncUtilTimeout: 5_000 });

const THIRD_SHARE_ID = 'd0000000-0000-4000-8000-0000000000a3';
const EXPIRES_AT = '2025-06-01T12:00:00.000Z';
const NEW_URL = 'http://localhost:3000/s/tok-new';

/** The server: its links (a created one joins them, newest first) and the design tree. */
function stub(initial: DocShare[] = [], routes: Record<string, StubHandler> = {}) {
  let shares = initial;
  return stubApi({
    [`GET ${SITE_ROUTE}`]: () => json(makeSite({ language: 'zh-CN' })),
    [`GET ${VERSIONS_ROUTE}`]: () => json({ items: [] }),
    [`GET ${SHARES_ROUTE}`]: () => json({ items: shares }),
    [`GET ${TREE_ROUTE}`]: () => json({ nodes: TREE }),
    [`POST ${SHARES_ROUTE}`]: (request) => {
      const body = request.body as DocShareInput;
      const created = makeShare({
        id: THIRD_SHARE_ID,
        name: body.name ?? '',
        itemIds: body.itemIds ?? [],
        hasPassword: body.password !== null,
        expiresAt: body.expiresAt ?? null,
        url: NEW_URL,
        views: 0,
        lastViewAt: null,
      });
      shares = [created, ...shares];
      return json(created, 201);
    },
    ...routes,
  });
}

function renderSection(project = makeProject({ id: PROJECT })) {
  return renderCardWithSite(project, (site, p) => (
    <SharesCard
      projectId={p.id}
      siteLanguage={site.language}
      canPublish={p.can.publishDocs}
      isOpen
    />
  ));
}

async function openDialog() {
  fireEvent.click(await screen.findByTestId(DOCS_TEST_IDS.newShare));
  return screen.findByTestId(DOCS_TEST_IDS.shareDialog);
}

const postBodies = (api: ReturnType<typeof stub>) =>
  api.callsTo(`POST ${SHARES_ROUTE}`).map((request) => request.body);

/** Checks the folder or endpoint titled `title` in the open tree picker. */
async function checkTreeItem(title: string) {
  const node = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].find(
      (candidate) => candidate.querySelector('.ant-select-tree-title')?.textContent === title,
    );
    if (!found) throw new Error(`No tree item "${title}"`);
    return found;
  });
  fireEvent.click(node.querySelector('.ant-select-tree-checkbox')!);
}

/** Types a time into the expiry picker and confirms it. */
async function pickExpiry(text: string) {
  const field = screen.getByLabelText('Expires');
  fireEvent.mouseDown(field);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  const ok = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('.ant-picker-ok button');
    if (!button || button.disabled) throw new Error('The picker cannot be confirmed yet');
    return button;
  });
  fireEvent.click(ok);
}

describe('the share links card', { timeout: 30_000 }, () => {
  it('lists every link with its state, scope, password, expiry and use', async () => {
    stub([
      makeShare({ expiresAt: EXPIRES_AT, hasPassword: true }),
      makeShare({
        id: OTHER_SHARE_ID,
        name: '',
        itemIds: [PETS_FOLDER, HEALTH],
        state: 'expired',
        views: 0,
        lastViewAt: null,
      }),
      makeShare({ id: THIRD_SHARE_ID, name: 'Old partner', state: 'revoked' }),
    ]);
    renderSection();
    const table = await screen.findByTestId(DOCS_TEST_IDS.sharesTable);
    const active = await within(table).findByTestId(docsTestIdOf.shareRow(SHARE_ID));
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells(active).slice(0, 7)).toEqual([
      'PartnerWhole project',
      'Active',
      'Yes',
      formatDateTime(EXPIRES_AT, 'en'),
      '7',
      formatDateTime('2025-05-02T09:30:00.000Z', 'en'),
      `Ada Lovelace, ${formatDateTime('2025-05-01T10:00:00.000Z', 'en')}`,
    ]);
    const expired = within(table).getByTestId(docsTestIdOf.shareRow(OTHER_SHARE_ID));
    expect(cells(expired).slice(0, 6)).toEqual([
      'Items: 2',
      'Expired',
      'No',
      'Never',
      '0',
      'Not yet',
    ]);
    // Expired and revoked links stay listed; a revoked one cannot be revoked again.
    const revoked = within(table).getByTestId(docsTestIdOf.shareRow(THIRD_SHARE_ID));
    expect(cells(revoked)[1]).toBe('Revoked');
    expect(within(revoked).queryByTestId(docsTestIdOf.revoke(THIRD_SHARE_ID))).toBeNull();
    expect(within(expired).getByTestId(docsTestIdOf.revoke(OTHER_SHARE_ID))).toBeTruthy();
    expect(within(active).getByRole('link', { name: 'Open the link' }).getAttribute('href')).toBe(
      'http://localhost:3000/s/tok-partner',
    );
  });

  it('says when there are no links yet', async () => {
    stub();
    renderSection();
    const table = await screen.findByTestId(DOCS_TEST_IDS.sharesTable);
    expect(await within(table).findByText('No share links yet')).toBeTruthy();
  });

  it('shares the whole project with a password, then shows the link to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = stub();
    renderSection();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Partner' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'letmein' },
    });
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.shareCreate));

    await waitFor(() => expect(postBodies(api)).toHaveLength(1));
    // The language starts as the site's.
    expect(postBodies(api)[0]).toEqual({
      name: 'Partner',
      itemIds: [],
      password: 'letmein',
      expiresAt: null,
      language: 'zh-CN',
    });
    const link = await screen.findByTestId(DOCS_TEST_IDS.shareCreatedUrl);
    expect(link.textContent).toBe(NEW_URL);
    const created = link.closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(created).getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_URL));
    fireEvent.click(within(created).getByRole('button', { name: 'Done' }));
    const table = screen.getByTestId(DOCS_TEST_IDS.sharesTable);
    expect(await within(table).findByTestId(docsTestIdOf.shareRow(THIRD_SHARE_ID))).toBeTruthy();
  });

  it('shares chosen folders and endpoints until a time, in the language picked', async () => {
    const api = stub();
    renderSection();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Chosen folders and endpoints'));
    const items = await within(dialog).findByLabelText('Folders and endpoints');
    // Nothing chosen: not sent.
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.shareCreate));
    await waitFor(() =>
      expect(fieldErrors('Folders and endpoints')).toEqual(['This field is required']),
    );
    expect(postBodies(api)).toHaveLength(0);

    fireEvent.mouseDown(items);
    await checkTreeItem('Pets');
    await checkTreeItem('Health (GET /health)');
    // Only the folders and endpoints of the APIs are offered.
    expect(screen.queryByText('Getting started')).toBeNull();
    const expiry = dayjs().add(7, 'day').hour(9).minute(30).second(0).millisecond(0);
    await pickExpiry(expiry.format('YYYY-MM-DD HH:mm'));
    await pickOption(within(dialog).getByLabelText('Language'), '日本語');
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.shareCreate));

    await waitFor(() => expect(postBodies(api)).toHaveLength(1));
    expect(postBodies(api)[0]).toEqual({
      name: '',
      itemIds: [PETS_FOLDER, HEALTH],
      password: null,
      expiresAt: expiry.toISOString(),
      language: 'ja',
    });
  });

  it('refuses an expiry already past without sending', async () => {
    const api = stub();
    renderSection();
    await openDialog();
    // Earlier today: a day the picker offers, at a time already gone.
    await pickExpiry(dayjs().startOf('day').format('YYYY-MM-DD HH:mm'));
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.shareCreate));
    await waitFor(() => expect(fieldErrors('Expires')).toEqual(['Choose a time in the future']));
    expect(postBodies(api)).toHaveLength(0);
  });

  it('revokes a link only after the person confirms, and keeps it listed as revoked', async () => {
    const api = stub([makeShare()], {
      [`POST ${revokeRoute(SHARE_ID)}`]: () => json(makeShare({ state: 'revoked' })),
    });
    renderSection();
    const table = await screen.findByTestId(DOCS_TEST_IDS.sharesTable);
    fireEvent.click(await within(table).findByTestId(docsTestIdOf.revoke(SHARE_ID)));
    const ok = await screen.findByTestId(docsTestIdOf.revokeOk(SHARE_ID));
    expect(screen.getByText('Revoke this link?')).toBeTruthy();
    expect(api.callsTo(`POST ${revokeRoute(SHARE_ID)}`)).toHaveLength(0);
    fireEvent.click(ok);
    await waitFor(() => expect(api.callsTo(`POST ${revokeRoute(SHARE_ID)}`)).toHaveLength(1));
    const row = within(table).getByTestId(docsTestIdOf.shareRow(SHARE_ID));
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeTruthy());
    expect(within(row).queryByTestId(docsTestIdOf.revoke(SHARE_ID))).toBeNull();
    expect(await screen.findByText('Link revoked')).toBeTruthy();
  });

  it('lets a reader copy links but neither create nor revoke them', async () => {
    stub([makeShare()]);
    renderSection(makeProject({ id: PROJECT, can: NO_ABILITIES }));
    const table = await screen.findByTestId(DOCS_TEST_IDS.sharesTable);
    const row = await within(table).findByTestId(docsTestIdOf.shareRow(SHARE_ID));
    expect(within(row).getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    expect(within(row).queryByTestId(docsTestIdOf.revoke(SHARE_ID))).toBeNull();
    expect(screen.queryByTestId(DOCS_TEST_IDS.newShare)).toBeNull();
  });
});
