import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { renderPage } from '../../test/render-with-providers';
import { json, problem, stubApi } from '../../test/stub-api';
import { makeProject } from '../../test/project-fixtures';
import { DocsSection } from './docs-section';
import { makeSite, PROJECT, SHARES_ROUTE, SITE_ROUTE, VERSIONS_ROUTE } from './docs-test-fixtures';
import { DOCS_TEST_IDS } from './test-ids';

// The Docs section as a whole (issue 23): the three cards once the site is loaded. Each card's
// own behaviour is tested in its folder, rendered alone.
configure({ asyncUtilTimeout: 5_000 });

describe('the Docs section', { timeout: 30_000 }, () => {
  it('shows the site, its versions and its share links once the site is loaded', async () => {
    stubApi({
      [`GET ${SITE_ROUTE}`]: () => json(makeSite()),
      [`GET ${VERSIONS_ROUTE}`]: () => json({ items: [] }),
      [`GET ${SHARES_ROUTE}`]: () => json({ items: [] }),
    });
    renderPage(<DocsSection project={makeProject({ id: PROJECT })} isOpen />);
    expect(await screen.findByTestId(DOCS_TEST_IDS.siteCard)).toBeTruthy();
    expect(await screen.findByTestId(DOCS_TEST_IDS.versionsCard)).toBeTruthy();
    expect(await screen.findByTestId(DOCS_TEST_IDS.sharesCard)).toBeTruthy();
  });

  it('says why when the site cannot be loaded, and shows no card', async () => {
    stubApi({ [`GET ${SITE_ROUTE}`]: () => problem('PERMISSION_DENIED') });
    renderPage(<DocsSection project={makeProject({ id: PROJECT })} isOpen />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId(DOCS_TEST_IDS.siteCard)).toBeNull();
  });
});
