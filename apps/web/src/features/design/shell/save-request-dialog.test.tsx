import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type { DesignItem, TreeNode } from '@heron/contract';
import { json, type StubRequest } from '../../../test/stub-api';
import { REQUEST_TEST_IDS } from '../../debug';
import { makeProject, NO_ABILITIES, P1 } from '../../../test/project-fixtures';
import { DESIGN, EMPTY_META, makeEndpoint, PETS, TREE_NODES } from '../../../test/design-fixtures';
import { dialogTitled, renderDesign, where } from './design-test-render';
import { DESIGN_TEST_IDS } from './test-ids';

// The endpoint editor is another helper's; its stand-in shows which endpoint opened.
vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

const SAVED_ID = 'b0000000-0000-4000-8000-0000000000aa';
const DEBUG_ROUTES = {
  [`GET /api/v1/projects/${P1}/environments`]: () => json({ items: [] }),
  [`GET /api/v1/projects/${P1}/variables`]: () => json({ version: 0, variables: [] }),
};

/** The routes of a designer whose endpoint creation answers with what it was given. */
function saveRoutes(created: StubRequest[], servers: { url: string }[] = []) {
  return {
    ...DEBUG_ROUTES,
    [`GET ${DESIGN}/meta`]: () => json({ ...EMPTY_META, meta: { ...EMPTY_META.meta, servers } }),
    [`POST ${DESIGN}/items`]: (request: StubRequest) => {
      created.push(request);
      const body = request.body as Pick<DesignItem, 'name' | 'parentId' | 'data'>;
      return json(makeEndpoint({ id: SAVED_ID, ...body } as Partial<DesignItem>), 201);
    },
    [`GET ${DESIGN}/items/${SAVED_ID}`]: () => json(makeEndpoint({ id: SAVED_ID })),
    // The tree holds the endpoint once it is made, where it was put.
    [`GET ${DESIGN}/tree`]: () =>
      json({
        nodes: created.length
          ? [...TREE_NODES, savedNode(created[0]!.body as Pick<DesignItem, 'name' | 'parentId'>)]
          : TREE_NODES,
      }),
  };
}

function savedNode({ name, parentId }: Pick<DesignItem, 'name' | 'parentId'>): TreeNode {
  const endpoint = TREE_NODES.find((node) => node.kind === 'endpoint') as TreeNode;
  return { ...endpoint, id: SAVED_ID, name, parentId, sort: 99 };
}

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

async function openScratch() {
  fireEvent.click(await screen.findByTestId(REQUEST_TEST_IDS.newRequest));
  return screen.findByTestId(REQUEST_TEST_IDS.panel);
}

function typeBody(panel: HTMLElement, text: string) {
  fireEvent.click(within(panel).getByTestId('debug-tab-body'));
  fireEvent.click(within(panel).getByLabelText('JSON'));
  const content = within(panel)
    .getAllByLabelText('Body')
    .find((element) => element.classList.contains('cm-content'))!;
  const editor = EditorView.findFromDOM(content)!;
  act(() => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }));
}

describe('Saving a blank request as an endpoint', { timeout: 60_000 }, () => {
  it('creates the endpoint from the request and opens it in the blank request’s tab', async () => {
    const created: StubRequest[] = [];
    renderDesign({ routes: saveRoutes(created) });
    const panel = await openScratch();
    type(within(panel).getByLabelText('Method'), 'post');
    const url = within(panel).getByLabelText('URL');
    type(url, '/pets/:petId/toys?limit=10');
    fireEvent.blur(url);
    fireEvent.click(within(panel).getByTestId('debug-tab-headers'));
    const headers = within(panel).getByTestId('debug-rows-headers');
    fireEvent.click(within(headers).getByText('Add'));
    type(within(headers).getByLabelText('Name, row 1'), 'X-Trace');
    type(within(headers).getByLabelText('Value, row 1'), 'abc');
    typeBody(panel, '{"name": "Rex"}');

    // Until asked for, the dialog's form is not in the page: its "Name" would stand beside the
    // create dialog's (a browser test found two fields named Name).
    expect(document.getElementById('design-save-request_name')).toBeNull();
    fireEvent.click(within(panel).getByTestId(REQUEST_TEST_IDS.saveAsEndpoint));
    const dialog = await dialogTitled('Save as endpoint');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('POST /pets/{petId}/toys'));
    expect(within(dialog).queryByTestId(DESIGN_TEST_IDS.saveRequestHostDropped)).toBeNull();
    fireEvent.mouseDown(within(dialog).getByLabelText('Folder'));
    const pets = await waitFor(() => {
      const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (candidate) => candidate.textContent === 'Pets',
      );
      if (!option) throw new Error('No option "Pets"');
      return option;
    });
    fireEvent.click(pets);
    fireEvent.click(within(dialog).getByTestId(DESIGN_TEST_IDS.saveRequestOk));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({
      kind: 'endpoint',
      parentId: PETS,
      name: 'POST /pets/{petId}/toys',
      data: expect.objectContaining({
        method: 'post',
        path: '/pets/{petId}/toys',
        parameters: [
          {
            name: 'petId',
            in: 'path',
            required: true,
            description: '',
            schema: { type: 'string' },
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: '',
            schema: { type: 'string' },
            example: '10',
          },
          {
            name: 'X-Trace',
            in: 'header',
            required: false,
            description: '',
            schema: { type: 'string' },
            example: 'abc',
          },
        ],
        requestBody: expect.objectContaining({
          content: [{ contentType: 'application/json', example: { name: 'Rex' }, examples: [] }],
        }),
      }),
    });
    // The endpoint takes the blank request's tab.
    await waitFor(() => expect(where()).toContain(`item=${SAVED_ID}`));
    await waitFor(() =>
      expect(document.querySelector('[data-testid^="design-tab-request:"]')).toBeNull(),
    );
    expect(screen.getByTestId(`design-tab-${SAVED_ID}`)).toBeTruthy();
    // Its folder opens in the tree, so the person sees where it went.
    expect(await screen.findByTestId(`design-node-${SAVED_ID}`)).toBeTruthy();
  });

  it('takes a design server off an absolute URL', async () => {
    const created: StubRequest[] = [];
    renderDesign({ routes: saveRoutes(created, [{ url: 'https://api.example.com/v1' }]) });
    const panel = await openScratch();
    const url = within(panel).getByLabelText('URL');
    type(url, 'https://api.example.com/v1/pets');
    fireEvent.click(within(panel).getByTestId(REQUEST_TEST_IDS.saveAsEndpoint));
    const dialog = await dialogTitled('Save as endpoint');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('GET /pets'));
    expect(within(dialog).queryByTestId(DESIGN_TEST_IDS.saveRequestHostDropped)).toBeNull();
    fireEvent.click(within(dialog).getByTestId(DESIGN_TEST_IDS.saveRequestOk));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toMatchObject({
      parentId: null,
      name: 'GET /pets',
      data: { method: 'get', path: '/pets', parameters: [], requestBody: null },
    });
  });

  it('keeps only the path of a URL on another host, and says so', async () => {
    const created: StubRequest[] = [];
    renderDesign({ routes: saveRoutes(created, [{ url: 'https://api.example.com/v1' }]) });
    const panel = await openScratch();
    type(within(panel).getByLabelText('URL'), 'https://elsewhere.test/pets');
    fireEvent.click(within(panel).getByTestId(REQUEST_TEST_IDS.saveAsEndpoint));
    const dialog = await dialogTitled('Save as endpoint');
    const dropped = await within(dialog).findByTestId(DESIGN_TEST_IDS.saveRequestHostDropped);
    expect(dropped.textContent).toContain('https://elsewhere.test');
    fireEvent.click(within(dialog).getByTestId(DESIGN_TEST_IDS.saveRequestOk));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toMatchObject({ name: 'GET /pets', data: { path: '/pets' } });
  });

  it('offers no save to a read-only member', async () => {
    renderDesign({ project: makeProject({ can: NO_ABILITIES }), routes: DEBUG_ROUTES });
    const panel = await openScratch();
    expect(within(panel).getByLabelText('URL')).toBeTruthy();
    expect(within(panel).queryByTestId(REQUEST_TEST_IDS.saveAsEndpoint)).toBeNull();
  });
});
