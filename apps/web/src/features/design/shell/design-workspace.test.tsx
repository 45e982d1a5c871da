import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DesignItem } from '@heron/contract';
import { json, noContent, problem } from '../../../test/stub-api';
import { makeProject, NO_ABILITIES, P1 } from '../../../test/project-fixtures';
import {
  BOB_REF,
  DESIGN,
  GUIDE,
  LIST_PETS,
  makeDoc,
  makeEndpoint,
  makeFolder,
  PETS,
} from '../../../test/design-fixtures';
import { buttonNamed, buttonsNamed, renderDesign, where } from './design-test-render';
import { designTestIdOf } from './test-ids';

vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

const DOC_PATH = `/project/${P1}?item=${GUIDE}`;
const ITEM = `${DESIGN}/items/${GUIDE}`;
const SLOW = { timeout: 10_000 };
/** antd's confirm writes its title twice (once for screen readers); the visible one. */
const CONFIRM = { selector: '.ant-modal-confirm-title' };

type Body = { baseVersion: number; name: string; data: DesignItem['data'] };

/**
 * A document on a fake server that checks versions like the real one: a save from a stale
 * version is refused with EDIT_CONFLICT and writes nothing.
 */
function documentServer(initial: DesignItem = makeDoc()) {
  const server = { current: initial };
  const routes = {
    [`GET ${ITEM}`]: () => json(server.current),
    [`PUT ${ITEM}`]: (request: { body: unknown }) => {
      const body = request.body as Body;
      if (body.baseVersion !== server.current.version) return problem('EDIT_CONFLICT');
      server.current = {
        ...server.current,
        name: body.name,
        data: body.data,
        version: server.current.version + 1,
      } as DesignItem;
      return json(server.current);
    },
  };
  return { server, routes };
}

async function editContent(text: string) {
  fireEvent.change(await screen.findByLabelText('Markdown'), { target: { value: text } });
}

describe('DesignWorkspace', { timeout: 30_000 }, () => {
  it('saves from the version it loaded and is clean after', async () => {
    const { server, routes } = documentServer();
    const { api } = renderDesign({ path: DOC_PATH, routes });
    const save = await screen.findByTestId('design-save');
    expect(save).toHaveProperty('disabled', true);
    await editContent('# Changed');
    expect(screen.getByTestId('design-dirty')).toBeTruthy();
    expect(
      within(screen.getByTestId(designTestIdOf.tab(GUIDE))).getByTestId('design-tab-dirty'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('design-save'));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${ITEM}`)[0]?.body).toEqual({
        baseVersion: 3,
        name: 'Getting started',
        data: { content: '# Changed' },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('design-dirty')).toBeNull());
    expect(server.current.version).toBe(4);
    expect(screen.getByTestId('design-save')).toHaveProperty('disabled', true);
  });

  it('shows both versions on an edit conflict, and "keep mine" saves over the newer one', async () => {
    const { server, routes } = documentServer();
    const { api } = renderDesign({ path: DOC_PATH, routes });
    await editContent('My text');
    // Bob saves in between.
    server.current = makeDoc({
      version: 5,
      updatedBy: BOB_REF,
      updatedAt: '2025-03-05T08:00:00.000Z',
      data: { content: 'Their text' },
    });
    fireEvent.click(screen.getByTestId('design-save'));

    const conflict = await screen.findByTestId('design-conflict');
    expect(await within(conflict).findByText(/Bob saved version 5/)).toBeTruthy();
    const compare = await within(conflict).findByTestId('design-compare', undefined, SLOW);
    await waitFor(() => expect(compare.textContent).toContain('Their text'));
    expect(compare.textContent).toContain('My text');
    // Nothing was written by the refused save.
    expect(server.current.version).toBe(5);

    fireEvent.click(screen.getByTestId('design-conflict-keep-mine'));
    await waitFor(() => expect(api.callsTo(`PUT ${ITEM}`)).toHaveLength(2));
    expect(api.callsTo(`PUT ${ITEM}`).map((call) => (call.body as Body).baseVersion)).toEqual([
      3, 5,
    ]);
    expect(server.current).toMatchObject({ version: 6, data: { content: 'My text' } });
    await waitFor(() => expect(screen.queryByTestId('design-dirty')).toBeNull());
  });

  it('"take theirs" drops the unsaved changes and shows the saved version', async () => {
    const { server, routes } = documentServer();
    const { api } = renderDesign({ path: DOC_PATH, routes });
    await editContent('My text');
    server.current = makeDoc({ version: 4, updatedBy: BOB_REF, data: { content: 'Their text' } });
    fireEvent.click(screen.getByTestId('design-save'));
    await screen.findByTestId('design-conflict');
    await waitFor(() =>
      expect(screen.getByTestId('design-conflict-take-theirs')).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByTestId('design-conflict-take-theirs'));
    await waitFor(() =>
      expect(screen.getByLabelText('Markdown')).toHaveProperty('value', 'Their text'),
    );
    expect(screen.queryByTestId('design-dirty')).toBeNull();
    expect(api.callsTo(`PUT ${ITEM}`)).toHaveLength(1);
  });

  it('saves with Ctrl+S', async () => {
    const { routes } = documentServer();
    const { api } = renderDesign({ path: DOC_PATH, routes });
    await editContent('Quick');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(api.callsTo(`PUT ${ITEM}`)).toHaveLength(1));
  });

  it('asks before closing a tab with unsaved changes', async () => {
    const { routes } = documentServer();
    renderDesign({ path: DOC_PATH, routes });
    await editContent('Unsaved');
    const tab = screen.getByTestId(designTestIdOf.tab(GUIDE)).closest('.ant-tabs-tab')!;
    fireEvent.click(tab.querySelector('.ant-tabs-tab-remove')!);
    expect(
      await screen.findByText('Close "Getting started" without saving?', CONFIRM),
    ).toBeTruthy();
    fireEvent.click(buttonNamed('Keep editing'));
    expect(screen.getByTestId(designTestIdOf.tab(GUIDE))).toBeTruthy();
    expect(screen.getByLabelText('Markdown')).toHaveProperty('value', 'Unsaved');

    fireEvent.click(tab.querySelector('.ant-tabs-tab-remove')!);
    // jsdom never ends antd's closing animation: the first confirm stays in the page.
    await waitFor(() => expect(buttonsNamed('Discard changes')).toHaveLength(2));
    fireEvent.click(buttonsNamed('Discard changes')[1]!);
    await waitFor(() => expect(screen.queryByTestId(designTestIdOf.tab(GUIDE))).toBeNull());
    expect(where()).toBe(`/project/${P1}`);
  });

  it('moves the open item to the trash from its header and closes its tab', async () => {
    const { api } = renderDesign({
      path: DOC_PATH,
      routes: { [`GET ${ITEM}`]: () => json(makeDoc()), [`DELETE ${ITEM}`]: () => noContent() },
    });
    fireEvent.click(await screen.findByTestId('design-delete'));
    expect(await screen.findByText('Move "Getting started" to the trash?', CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByTestId('design-delete-ok'));
    await waitFor(() => expect(api.callsTo(`DELETE ${ITEM}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId(designTestIdOf.tab(GUIDE))).toBeNull());
  });

  it('gives the endpoint editor the project, its model names and security schemes', async () => {
    renderDesign({
      path: `/project/${P1}?item=${LIST_PETS}`,
      routes: {
        [`GET ${DESIGN}/items/${LIST_PETS}`]: () => json(makeEndpoint()),
        [`GET ${DESIGN}/meta`]: () =>
          json({
            version: 2,
            meta: {
              openapi: '3.1.0',
              info: { title: '', version: '' },
              servers: [],
              security: [],
              securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
              tags: [],
              components: {},
              pathExtras: {},
            },
          }),
      },
    });
    expect(await screen.findByTestId('endpoint-editor-stub', undefined, SLOW)).toBeTruthy();
    expect(screen.getByTestId('endpoint-models').textContent).toBe('Error,Pet');
    await waitFor(() =>
      expect(screen.getByTestId('endpoint-schemes').textContent).toBe('bearerAuth'),
    );
    fireEvent.change(screen.getByLabelText('Endpoint name'), { target: { value: 'All pets' } });
    expect(screen.getByTestId('design-item-title').textContent).toBe('All pets');
    expect(
      within(screen.getByTestId(designTestIdOf.tab(LIST_PETS))).getByText('All pets'),
    ).toBeTruthy();
  });

  it('shows a folder with what it holds', async () => {
    renderDesign({
      path: `/project/${P1}?item=${PETS}`,
      routes: { [`GET ${DESIGN}/items/${PETS}`]: () => json(makeFolder()) },
    });
    const panel = await screen.findByTestId('design-folder-panel');
    expect(within(panel).getByLabelText('Description')).toHaveProperty(
      'value',
      'Everything about pets',
    );
    expect(within(panel).getByText('Endpoints').closest('tr')?.textContent).toContain('3');
    fireEvent.click(within(panel).getByTestId('design-folder-export'));
    expect((await screen.findByTestId('export-dialog-stub')).textContent).toBe(PETS);
  });

  it('says so when the open item no longer exists', async () => {
    renderDesign({ path: DOC_PATH, routes: { [`GET ${ITEM}`]: () => problem('NOT_FOUND') } });
    expect(
      await screen.findByText(
        'This item no longer exists. It may have been deleted or moved to the trash.',
      ),
    ).toBeTruthy();
    fireEvent.click(buttonNamed('Close tab'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}`));
  });

  it('is read-only for a member who may not edit, and says why', async () => {
    const project = makeProject({ can: { ...NO_ABILITIES, leave: true } });
    renderDesign({
      project,
      path: DOC_PATH,
      routes: { [`GET ${ITEM}`]: () => json(makeDoc()) },
    });
    expect(
      await screen.findByText(
        'You have read-only access to this project: you can look at the design but not change it.',
      ),
    ).toBeTruthy();
    expect(await screen.findByLabelText('Document name')).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText('Markdown')).toBeNull();
    expect(screen.queryByTestId('design-save')).toBeNull();
    expect(screen.queryByTestId('design-delete')).toBeNull();
    expect(screen.getByTestId('design-history')).toBeTruthy();
    expect(screen.queryByTestId('design-new')).toBeNull();
    expect(screen.queryByTestId('design-import')).toBeNull();
    // No drag and drop either.
    expect(document.querySelectorAll('[role="treeitem"]').length).toBeGreaterThan(0);
    expect(document.querySelector('[role="treeitem"][draggable="true"]')).toBeNull();
  });

  it('says a locked project is why it is read-only, and hands readOnly to the editors', async () => {
    const project = makeProject({ isLocked: true, can: { ...NO_ABILITIES } });
    renderDesign({
      project,
      path: `/project/${P1}?item=${LIST_PETS}`,
      routes: { [`GET ${DESIGN}/items/${LIST_PETS}`]: () => json(makeEndpoint()) },
    });
    expect(
      await screen.findByText(
        'This project is locked: its design is read-only until an admin unlocks it.',
      ),
    ).toBeTruthy();
    const editor = await screen.findByTestId('endpoint-editor-stub', undefined, SLOW);
    expect(editor.getAttribute('data-read-only')).toBe('true');
  });
});
