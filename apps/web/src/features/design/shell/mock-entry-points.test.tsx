import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { endpointDataSchema } from '@heron/contract';
import { json } from '../../../test/stub-api';
import { REQUEST_TEST_IDS } from '../../debug';
import { P1 } from '../../../test/project-fixtures';
import { DESIGN, LIST_PETS, makeEndpoint } from '../../../test/design-fixtures';
import { renderDesign } from './design-test-render';
import {
  allowCodeMirror,
  makeEndpointMock,
  makeExpectation,
  makeSettings,
} from '../../../test/mock-fixtures';
import { MOCK_TEST_IDS, mockTestIdOf } from '../../mock';

// The designer's editors are stand-ins here: this test is about where the mock mounts in it.
vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

beforeAll(allowCodeMirror);

const MOCK = `/api/v1/projects/${P1}/mock`;
const EXPECTATION = 'e0000000-0000-4000-8000-0000000000b1';

const ROUTES = {
  [`GET ${MOCK}`]: () => json(makeSettings({ projectId: P1, baseUrl: `http://x/mock/${P1}` })),
  [`GET ${MOCK}/log`]: () => json({ items: [], lastSeq: 0 }),
  [`GET ${MOCK}/endpoints/${LIST_PETS}`]: () =>
    json(
      makeEndpointMock({
        endpointId: LIST_PETS,
        url: `http://x/mock/${P1}/pets`,
        expectations: [makeExpectation({ id: EXPECTATION, name: 'Empty list' })],
      }),
    ),
  [`GET ${DESIGN}/items/${LIST_PETS}`]: () =>
    json(makeEndpoint({ data: endpointDataSchema.parse({ method: 'get', path: '/pets' }) })),
};

describe('The mock in the designer', { timeout: 60_000 }, () => {
  it("shows an endpoint's mock in its third mode, and keeps the designer behind it", async () => {
    renderDesign({ path: `/project/${P1}?item=${LIST_PETS}`, routes: ROUTES });
    const modes = await screen.findByTestId(REQUEST_TEST_IDS.modeSwitch);
    fireEvent.click(within(modes).getByTestId(MOCK_TEST_IDS.mode));
    const pane = await screen.findByTestId(MOCK_TEST_IDS.endpointPane);
    expect(within(pane).getByTestId(MOCK_TEST_IDS.endpointUrl).textContent).toBe(
      `http://x/mock/${P1}/pets`,
    );
    expect(within(pane).getByTestId(mockTestIdOf.expectation(EXPECTATION))).toBeTruthy();

    fireEvent.click(within(modes).getByText('Design'));
    expect(screen.getByTestId('endpoint-editor-stub')).toBeTruthy();
    expect(pane.parentElement!.style.display).toBe('none');
  });
});
