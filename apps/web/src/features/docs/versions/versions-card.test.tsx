import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocVersion } from '@heron/contract';
import { json, noContent, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { makeProject, NO_ABILITIES } from '../../../test/project-fixtures';
import { formatDateTime } from '../../../lib/format-time';
import {
  CHANGELOG_ROUTE,
  makeChange,
  makeChangelog,
  makeSite,
  makeVersion,
  NEW_SITE,
  PROJECT,
  SHARES_ROUTE,
  SITE_ROUTE,
  SITE_URL,
  versionRoute,
  VERSIONS_ROUTE,
} from '../docs-test-fixtures';
import { renderCardWithSite } from '../docs-test-render';
import { VersionsCard } from './versions-card';
import { DOCS_TEST_IDS, docsTestIdOf } from '../test-ids';

configure({ asyncUtilTimeout: 5_000 });

const V2 = makeVersion(2, {
  note: 'Adds refunds',
  changes: 5,
  breaking: 2,
  createdAt: '2025-05-03T08:15:00.000Z',
});
const V1 = makeVersion(1, { changes: 14, createdBy: null });

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${SITE_ROUTE}`]: () => json(makeSite()),
    [`GET ${VERSIONS_ROUTE}`]: () => json({ items: [V2, V1] }),
    [`GET ${SHARES_ROUTE}`]: () => json({ items: [] }),
    ...routes,
  });
}

function renderSection(project = makeProject({ id: PROJECT })) {
  return renderCardWithSite(project, (site, p) => (
    <VersionsCard projectId={p.id} site={site} canPublish={p.can.publishDocs} isOpen />
  ));
}

const versionsCard = () => screen.findByTestId(DOCS_TEST_IDS.versionsCard);

describe('the versions card', { timeout: 30_000 }, () => {
  it('lists the versions newest first, with their counts, changes and links', async () => {
    stub();
    renderSection();
    const card = await versionsCard();
    const newest = await within(card).findByTestId(docsTestIdOf.versionRow(2));
    const rows = [...card.querySelectorAll('[data-testid^="docs-version-"]')];
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'docs-version-2',
      'docs-version-1',
    ]);
    expect(newest.textContent).toContain('v2');
    expect(newest.textContent).toContain('Adds refunds');
    expect(newest.textContent).toContain(formatDateTime(V2.createdAt, 'en'));
    expect(newest.textContent).toContain('Ada Lovelace');
    expect(newest.textContent).toContain('Endpoints 12 · Models 4 · Pages 1');
    expect(within(newest).getByText('2 breaking').closest('.ant-tag')).not.toBeNull();
    expect(within(newest).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      `${SITE_URL}/v/2`,
    );
    const changelog = within(newest).getByRole('link', { name: 'Changelog' });
    expect(changelog.getAttribute('href')).toBe(`${SITE_URL}/v/2/changelog`);
    expect(changelog.getAttribute('target')).toBe('_blank');
    // No breaking change: no tag.
    const oldest = within(card).getByTestId(docsTestIdOf.versionRow(1));
    expect(oldest.textContent).toContain('14');
    expect(oldest.querySelector('.ant-tag')).toBeNull();
  });

  it('says when nothing was published yet', async () => {
    stub({ [`GET ${VERSIONS_ROUTE}`]: () => json({ items: [] }) });
    renderSection();
    const card = await versionsCard();
    expect(await within(card).findByText('No version published yet')).toBeTruthy();
  });

  it('publishes after showing what would change, then lists the new version', async () => {
    let items: DocVersion[] = [V2, V1];
    const V3 = makeVersion(3, { note: 'Refunds GA', changes: 3, breaking: 1 });
    const api = stub({
      [`GET ${VERSIONS_ROUTE}`]: () => json({ items }),
      [`GET ${CHANGELOG_ROUTE}`]: () =>
        json(
          makeChangelog({
            from: 2,
            changes: [makeChange(true), makeChange(false), makeChange(false)],
            breaking: 1,
          }),
        ),
      [`POST ${VERSIONS_ROUTE}`]: () => {
        items = [V3, ...items];
        return json(V3, 201);
      },
    });
    renderSection();
    fireEvent.click(await screen.findByTestId(DOCS_TEST_IDS.publish));

    const summary = await screen.findByTestId(DOCS_TEST_IDS.publishSummary);
    expect(summary.textContent).toContain('Since v2: changes 3, breaking 1.');
    // The live design against the newest version: neither end named.
    expect([...api.callsTo(`GET ${CHANGELOG_ROUTE}`)[0]!.query.keys()]).toEqual([]);
    const link = screen.getByTestId(DOCS_TEST_IDS.publishChangelog);
    expect(link.textContent).toBe('See the changelog');
    expect(link.getAttribute('href')).toBe(`${SITE_URL}/changelog`);
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '  Refunds GA ' } });
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.publishOk));
    await waitFor(() => expect(api.callsTo(`POST ${VERSIONS_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${VERSIONS_ROUTE}`)[0]!.body).toEqual({ note: 'Refunds GA' });
    expect(await screen.findByText('Version v3 published')).toBeTruthy();
    const card = await versionsCard();
    expect((await within(card).findByTestId(docsTestIdOf.versionRow(3))).textContent).toContain(
      'Refunds GA',
    );
    await waitFor(() => expect(screen.queryByTestId(DOCS_TEST_IDS.publishDialog)).toBeNull());
  });

  it('says the first version is the first, with nothing to compare', async () => {
    stub({
      [`GET ${SITE_ROUTE}`]: () => json(makeSite({ latestVersion: null })),
      [`GET ${VERSIONS_ROUTE}`]: () => json({ items: [] }),
      [`GET ${CHANGELOG_ROUTE}`]: () =>
        json(makeChangelog({ from: null, changes: [makeChange(false)] })),
    });
    renderSection();
    fireEvent.click(await screen.findByTestId(DOCS_TEST_IDS.publish));
    expect((await screen.findByTestId(DOCS_TEST_IDS.publishSummary)).textContent).toBe(
      'This will be the first version: everything in the design is new to readers.',
    );
    expect(screen.queryByTestId(DOCS_TEST_IDS.publishChangelog)).toBeNull();
  });

  it('keeps the dialog and the note open when publishing fails, and says why', async () => {
    stub({
      [`GET ${CHANGELOG_ROUTE}`]: () => json(makeChangelog()),
      [`POST ${VERSIONS_ROUTE}`]: () => problem('DOC_SITE_MISSING'),
    });
    renderSection();
    fireEvent.click(await screen.findByTestId(DOCS_TEST_IDS.publish));
    expect((await screen.findByTestId(DOCS_TEST_IDS.publishSummary)).textContent).toContain(
      'Nothing has changed since v2.',
    );
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByTestId(DOCS_TEST_IDS.publishOk));
    expect(await screen.findByText('Save the doc site before publishing a version.')).toBeTruthy();
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Kept');
  });

  it('cannot publish before the site is saved', async () => {
    stub({ [`GET ${SITE_ROUTE}`]: () => json(NEW_SITE) });
    renderSection();
    const publish = (await screen.findByTestId(DOCS_TEST_IDS.publish)) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
  });

  it('withdraws a version only after the person confirms', async () => {
    let items: DocVersion[] = [V2, V1];
    const api = stub({
      [`GET ${VERSIONS_ROUTE}`]: () => json({ items }),
      [`DELETE ${versionRoute(1)}`]: () => {
        items = [V2];
        return noContent();
      },
    });
    renderSection();
    const card = await versionsCard();
    fireEvent.click(await within(card).findByTestId(docsTestIdOf.withdraw(1)));
    const ok = await screen.findByTestId(docsTestIdOf.withdrawOk(1));
    expect(screen.getByText('Withdraw v1?')).toBeTruthy();
    expect(api.callsTo(`DELETE ${versionRoute(1)}`)).toHaveLength(0);
    fireEvent.click(ok);
    await waitFor(() => expect(api.callsTo(`DELETE ${versionRoute(1)}`)).toHaveLength(1));
    await waitFor(() => expect(within(card).queryByTestId(docsTestIdOf.versionRow(1))).toBeNull());
    expect(await screen.findByText('v1 withdrawn')).toBeTruthy();
  });

  it('lets a reader open versions but neither publish nor withdraw', async () => {
    stub();
    renderSection(makeProject({ id: PROJECT, can: NO_ABILITIES }));
    const card = await versionsCard();
    const row = await within(card).findByTestId(docsTestIdOf.versionRow(2));
    expect(within(row).getByRole('link', { name: 'Open' })).toBeTruthy();
    expect(screen.queryByTestId(DOCS_TEST_IDS.publish)).toBeNull();
    expect(within(card).queryByTestId(docsTestIdOf.withdraw(2))).toBeNull();
  });
});
