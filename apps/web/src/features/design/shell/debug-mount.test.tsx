import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpointDataSchema } from '@heron/contract';
import { json } from '../../../test/stub-api';
import { REQUEST_TEST_IDS } from '../../debug';
import { makeProject, NO_ABILITIES, P1 } from '../../../test/project-fixtures';
import { DESIGN, LIST_PETS, makeEndpoint } from '../../../test/design-fixtures';
import { renderDesign, where } from './design-test-render';

// The endpoint editor is another helper's; its stand-in keeps this test on the debugger's mount.
vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

const DEBUG_ROUTES = {
  [`GET /api/v1/projects/${P1}/environments`]: () => json({ items: [] }),
  [`GET /api/v1/projects/${P1}/variables`]: () => json({ version: 0, variables: [] }),
};

const ENDPOINT = makeEndpoint({
  data: endpointDataSchema.parse({
    method: 'get',
    path: '/pets',
    parameters: [{ name: 'limit', in: 'query', example: 20 }],
  }),
});

describe('The debugger in the designer', { timeout: 60_000 }, () => {
  it('runs an endpoint from its design, and keeps the edits across Design and Run', async () => {
    renderDesign({
      path: `/project/${P1}?item=${LIST_PETS}`,
      routes: { ...DEBUG_ROUTES, [`GET ${DESIGN}/items/${LIST_PETS}`]: () => json(ENDPOINT) },
    });
    const modes = await screen.findByTestId(REQUEST_TEST_IDS.modeSwitch);
    fireEvent.click(within(modes).getByText('Run'));
    const panel = await screen.findByTestId(REQUEST_TEST_IDS.panel);
    const url = within(panel).getByLabelText('URL') as HTMLInputElement;
    expect(url.value).toBe('/pets');
    expect((within(panel).getByLabelText('Method') as HTMLInputElement).value).toBe('GET');
    expect((within(panel).getByLabelText('Value, row 1') as HTMLInputElement).value).toBe('20');

    fireEvent.change(url, { target: { value: '/pets/mine' } });
    fireEvent.click(within(modes).getByText('Design'));
    expect(screen.getByTestId('endpoint-editor-stub')).toBeTruthy();
    fireEvent.click(within(modes).getByText('Run'));
    expect((within(panel).getByLabelText('URL') as HTMLInputElement).value).toBe('/pets/mine');
  });

  it('opens a blank request in a tab of its own, for read-only members too', async () => {
    renderDesign({
      project: makeProject({ can: NO_ABILITIES }),
      routes: DEBUG_ROUTES,
    });
    fireEvent.click(await screen.findByTestId(REQUEST_TEST_IDS.newRequest));
    const panel = await screen.findByTestId(REQUEST_TEST_IDS.panel);
    expect((within(panel).getByLabelText('URL') as HTMLInputElement).value).toBe('');
    const tabs = () =>
      [...document.querySelectorAll('[data-testid^="design-tab-request:"]')].map(
        (tab) => tab.textContent,
      );
    expect(tabs()).toEqual(['New request']);
    await waitFor(() => expect(where()).toMatch(/item=request%3A/));

    fireEvent.click(screen.getByTestId(REQUEST_TEST_IDS.newRequest));
    await waitFor(() => expect(tabs()).toEqual(['New request', 'New request 2']));
  });
});
