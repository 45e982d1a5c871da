import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../test/stub-api';
import { makeProject, NO_ABILITIES, P1, pageOf } from '../../../test/project-fixtures';
import {
  ADMIN,
  DELETE_PET,
  DESIGN,
  ERROR_MODEL,
  GUIDE,
  HEALTH,
  LIST_PETS,
  makeDoc,
  makeEndpoint,
  makeFolder,
  PETS,
  TREE_NODES,
} from '../../../test/design-fixtures';
import { buttonNamed, dialogTitled, renderDesign, where } from '../shell/design-test-render';
import { DESIGN_TEST_IDS, designTestIdOf } from '../shell/test-ids';

vi.mock('../shell/lazy-editors', () => import('../shell/design-test-stubs'));
vi.mock('../shell/transfer-dialogs', () => import('../shell/design-test-stubs'));
vi.mock('../../ai', () => import('../shell/design-test-stubs'));

const NEW_ID = 'c0000000-0000-4000-8000-000000000001';
// AI_TEST_IDS.generateTestsMenu: the AI feature is replaced by stand-ins here.
const GENERATE_TESTS_MENU = designTestIdOf.menu('generate-tests');

const row = (id: string) => screen.getByTestId(designTestIdOf.node(id));
const queryRow = (id: string) => screen.queryByTestId(designTestIdOf.node(id));

/** Opens a folder of the tree by its arrow. */
function expand(id: string) {
  const arrow = row(id).closest('[role="treeitem"]')?.querySelector('.heron-tree-caret');
  fireEvent.click(arrow!);
}

/** The open dropdown menu's item with this text. */
async function menuItem(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find(
      (candidate) => candidate.textContent === text,
    );
    if (!item) throw new Error(`No menu item "${text}"`);
    return item;
  });
}

/** The option of the open select list showing `text`. */
async function selectOption(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (candidate) => candidate.textContent === text,
    );
    if (!option) throw new Error(`No option "${text}"`);
    return option;
  });
}

// Whole-designer renders with antd are slow on a busy machine; a slow run is not a failure.
describe('DesignSidebar', { timeout: 30_000 }, () => {
  it('draws both sections with their items, methods and folders', async () => {
    renderDesign();
    const tree = await screen.findByTestId('design-tree');
    expect(within(tree).getByText('APIs')).toBeTruthy();
    expect(within(tree).getByText('Data models')).toBeTruthy();
    // The sections' own rows, in sort order; folders closed until opened.
    expect(within(row(PETS)).getByText('Pets')).toBeTruthy();
    expect(within(row(GUIDE)).getByText('Getting started')).toBeTruthy();
    expect(within(row(HEALTH)).getByText('GET')).toBeTruthy();
    expect(within(tree).getByText('Shared')).toBeTruthy();
    expect(within(tree).getByText('Error')).toBeTruthy();
    expect(queryRow(LIST_PETS)).toBeNull();

    expand(PETS);
    expect(
      within(await screen.findByTestId(designTestIdOf.node(LIST_PETS))).getByText('GET'),
    ).toBeTruthy();
    const post = within(row(LIST_PETS).closest('[role="tree"]') as HTMLElement).getByText('POST');
    expect(post.getAttribute('data-method')).toBe('post');
    expect(post.style.color).not.toBe(within(row(LIST_PETS)).getByText('GET').style.color);
    const names = [...tree.querySelectorAll('[data-kind]')].map((el) => el.textContent);
    expect(names.indexOf('GETList pets')).toBeLessThan(names.indexOf('POSTCreate pet'));
  });

  it('filters by name, path and method, keeping the folders above the matches', async () => {
    renderDesign();
    await screen.findByTestId('design-tree');
    fireEvent.change(screen.getByTestId('design-search'), { target: { value: '{petId}' } });
    await waitFor(() => expect(queryRow(DELETE_PET)).toBeTruthy());
    expect(queryRow(PETS)).toBeTruthy();
    expect(queryRow(ADMIN)).toBeTruthy();
    expect(queryRow(HEALTH)).toBeNull();
    expect(queryRow(LIST_PETS)).toBeNull();
    // The path is what matched: it shows, with the match marked, in the theme's secondary
    // colour and without an antd Typography per row (rows mount as the list scrolls).
    expect(row(DELETE_PET).querySelector('mark')?.textContent).toBe('{petId}');
    expect(row(DELETE_PET).querySelector('.heron-design-path')?.textContent).toMatch(/\{petId\}/);
    expect(screen.getByTestId('design-tree').querySelector('.ant-typography')).toBeNull();
    expect(
      screen.getByTestId('design-tree').style.getPropertyValue('--heron-tree-secondary'),
    ).not.toBe('');

    fireEvent.change(screen.getByTestId('design-search'), { target: { value: 'post pets' } });
    await waitFor(() => expect(queryRow(DELETE_PET)).toBeNull());
    expect(screen.getByText('Create pet')).toBeTruthy();
    expect(queryRow(HEALTH)).toBeNull();

    fireEvent.change(screen.getByTestId('design-search'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing matches the search')).toBeTruthy();

    fireEvent.change(screen.getByTestId('design-search'), { target: { value: '' } });
    await waitFor(() => expect(queryRow(HEALTH)).toBeTruthy());
  });

  it('creates an endpoint from the + menu and opens it', async () => {
    const created = makeEndpoint({ id: NEW_ID, name: 'Find pets', parentId: null });
    let nodes = TREE_NODES;
    const { api } = renderDesign({
      routes: {
        [`GET ${DESIGN}/tree`]: () => json({ nodes }),
        [`POST ${DESIGN}/items`]: () => {
          nodes = [
            ...TREE_NODES,
            {
              ...TREE_NODES[2]!,
              id: NEW_ID,
              name: 'Find pets',
              parentId: null,
              path: '/pets/search',
            },
          ];
          return json(created, 201);
        },
        [`GET ${DESIGN}/items/${NEW_ID}`]: () => json(created),
      },
    });
    await screen.findByTestId('design-tree');
    fireEvent.click(screen.getByTestId('design-new'));
    fireEvent.click(await menuItem('New endpoint'));
    const dialog = await dialogTitled('New endpoint');
    fireEvent.mouseDown(within(dialog).getByLabelText('Method'));
    fireEvent.click(await selectOption('POST'));
    fireEvent.change(within(dialog).getByLabelText('Path'), { target: { value: '/pets/search' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Find pets' } });
    fireEvent.click(screen.getByTestId('design-create-ok'));

    await waitFor(() => expect(api.callsTo(`POST ${DESIGN}/items`)).toHaveLength(1));
    expect(api.callsTo(`POST ${DESIGN}/items`)[0]?.body).toMatchObject({
      kind: 'endpoint',
      parentId: null,
      name: 'Find pets',
      data: { method: 'post', path: '/pets/search', status: 'designing', parameters: [] },
    });
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${NEW_ID}`));
    expect(await screen.findByTestId('endpoint-editor-stub')).toBeTruthy();
  });

  it('serves every row with one menu: a row draws no menu of its own, and the menu is the row asked', async () => {
    renderDesign();
    await screen.findByTestId('design-tree');
    // Rows mount and unmount while the virtual list scrolls: they carry no dropdown trigger.
    expect(
      screen.getByTestId('design-tree').querySelectorAll('.ant-dropdown-trigger'),
    ).toHaveLength(0);
    const more = within(row(PETS)).getByLabelText('More actions for Pets');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(await menuItem('New markdown document')).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    // A right-click on another row shows that row's menu instead: an item is opened, not filled.
    fireEvent.contextMenu(row(GUIDE));
    expect(await menuItem('Open')).toBeTruthy();
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(await menuItem('Open'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${GUIDE}`));
  });

  it('creates a document inside a folder from its menu', async () => {
    const { api } = renderDesign({
      routes: {
        [`POST ${DESIGN}/items`]: (request) =>
          json(
            makeDoc({ id: NEW_ID, name: 'Notes', parentId: PETS, ...(request.body as object) }),
            201,
          ),
      },
    });
    await screen.findByTestId('design-tree');
    fireEvent.click(within(row(PETS)).getByLabelText('More actions for Pets'));
    fireEvent.click(await menuItem('New markdown document'));
    const dialog = await dialogTitled('New markdown document');
    expect(within(dialog).getByText('In the folder "Pets"')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Notes' } });
    fireEvent.click(screen.getByTestId('design-create-ok'));
    await waitFor(() =>
      expect(api.callsTo(`POST ${DESIGN}/items`)[0]?.body).toEqual({
        kind: 'doc',
        parentId: PETS,
        name: 'Notes',
        data: { content: '' },
      }),
    );
  });

  it('renames a folder over its latest saved version', async () => {
    const { api } = renderDesign({
      routes: {
        [`GET ${DESIGN}/items/${PETS}`]: () => json(makeFolder({ version: 7 })),
        [`PUT ${DESIGN}/items/${PETS}`]: (request) =>
          json(makeFolder({ version: 8, name: (request.body as { name: string }).name })),
      },
    });
    await screen.findByTestId('design-tree');
    fireEvent.contextMenu(row(PETS));
    fireEvent.click(await menuItem('Rename'));
    const dialog = await dialogTitled('Rename');
    fireEvent.change(within(dialog).getByLabelText('New name'), { target: { value: 'Animals' } });
    fireEvent.click(buttonNamed('Rename', dialog));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${DESIGN}/items/${PETS}`)[0]?.body).toEqual({
        baseVersion: 7,
        name: 'Animals',
        data: { description: 'Everything about pets' },
      }),
    );
  });

  it('opens an item from the tree into a tab and keeps it in the address', async () => {
    renderDesign({ routes: { [`GET ${DESIGN}/items/${GUIDE}`]: () => json(makeDoc()) } });
    await screen.findByTestId('design-tree');
    fireEvent.click(within(row(GUIDE)).getByText('Getting started'));
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${GUIDE}`));
    expect(await screen.findByTestId(designTestIdOf.tab(GUIDE))).toBeTruthy();
    expect(await screen.findByLabelText('Document name')).toHaveProperty(
      'value',
      'Getting started',
    );
  });

  it('opens the import and export dialogs, the whole project or one folder', async () => {
    renderDesign();
    await screen.findByTestId('design-tree');
    fireEvent.click(screen.getByTestId('design-import'));
    expect(await screen.findByTestId('import-dialog-stub')).toBeTruthy();
    fireEvent.click(screen.getByText('Close import'));
    // Export is among the less used actions, under "more" (issue 21).
    fireEvent.click(screen.getByTestId('design-more'));
    fireEvent.click(await screen.findByTestId('design-export'));
    expect((await screen.findByTestId('export-dialog-stub')).textContent).toBe('whole project');
  });

  it('exports a folder from its menu', async () => {
    renderDesign();
    await screen.findByTestId('design-tree');
    fireEvent.contextMenu(row(PETS));
    fireEvent.click(await menuItem('Export folder'));
    expect((await screen.findByTestId('export-dialog-stub')).textContent).toBe(PETS);
  });

  it('offers AI annotation to a writer: the whole project under "more", an endpoint, a model or a folder from its menu', async () => {
    renderDesign();
    await screen.findByTestId('design-tree');
    fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.more));
    fireEvent.click(await screen.findByTestId(DESIGN_TEST_IDS.annotate));
    const dialog = await screen.findByTestId('annotate-dialog-stub');
    expect(dialog.textContent).toContain('Payments: whole project');
    fireEvent.click(within(dialog).getByText('Close annotation'));
    await waitFor(() => expect(screen.queryByTestId('annotate-dialog-stub')).toBeNull());

    for (const [id, name] of [
      [HEALTH, 'Health'],
      [ERROR_MODEL, 'Error'],
      [PETS, 'Pets'],
    ] as const) {
      fireEvent.contextMenu(row(id));
      // The row menu's entry: the "more" menu, still in the page, has one of the same name.
      fireEvent.click(await screen.findByTestId(designTestIdOf.menu('annotate')));
      expect((await screen.findByTestId('annotate-dialog-stub')).textContent).toContain(
        `${name}: ${id}`,
      );
      fireEvent.click(screen.getByText('Close annotation'));
      await waitFor(() => expect(screen.queryByTestId('annotate-dialog-stub')).toBeNull());
    }

    // A document has nothing to annotate.
    fireEvent.contextMenu(row(GUIDE));
    await menuItem('Open');
    expect(screen.queryByTestId(designTestIdOf.menu('annotate'))).toBeNull();
  });

  it("offers AI test generation to a writer from an endpoint's menu, and only there", async () => {
    renderDesign();
    await screen.findByTestId('design-tree');
    fireEvent.contextMenu(row(HEALTH));
    fireEvent.click(await screen.findByTestId(GENERATE_TESTS_MENU));
    const dialog = await screen.findByTestId('generate-tests-dialog-stub');
    expect(dialog.textContent).toContain(`Health: ${HEALTH}`);
    fireEvent.click(within(dialog).getByText('Close test generation'));
    await waitFor(() => expect(screen.queryByTestId('generate-tests-dialog-stub')).toBeNull());

    // A model, a folder and a document have no requests to test.
    for (const [id, firstItem] of [
      [ERROR_MODEL, 'Open'],
      [PETS, 'New endpoint'],
      [GUIDE, 'Open'],
    ] as const) {
      fireEvent.contextMenu(row(id));
      await menuItem(firstItem);
      expect(screen.queryByTestId(GENERATE_TESTS_MENU)).toBeNull();
    }
  });

  it('offers no AI test generation to a read-only member', async () => {
    renderDesign({ project: makeProject({ can: NO_ABILITIES }) });
    await screen.findByTestId('design-tree');
    fireEvent.contextMenu(row(HEALTH));
    await menuItem('Open');
    expect(screen.queryByTestId(GENERATE_TESTS_MENU)).toBeNull();
  });

  it('offers no AI annotation to a read-only member', async () => {
    renderDesign({ project: makeProject({ can: NO_ABILITIES }) });
    await screen.findByTestId('design-tree');
    fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.more));
    await screen.findByTestId(DESIGN_TEST_IDS.trash);
    expect(screen.queryByTestId(DESIGN_TEST_IDS.annotate)).toBeNull();
    for (const [id, firstItem] of [
      [HEALTH, 'Open'],
      [ERROR_MODEL, 'Open'],
      [PETS, 'Export folder'],
    ] as const) {
      fireEvent.contextMenu(row(id));
      await menuItem(firstItem);
      expect(screen.queryByTestId(designTestIdOf.menu('annotate'))).toBeNull();
    }
  });

  it('keeps its tools on one row: icons named by their tooltips, the less used under "more"', async () => {
    renderDesign({ routes: { [`GET ${DESIGN}/trash`]: () => json(pageOf([])) } });
    const toolbar = await screen.findByTestId('design-toolbar');
    expect(toolbar.style.flexWrap).not.toBe('wrap');
    const buttons = [...toolbar.querySelectorAll('button.ant-btn')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'New',
      'New request',
      'Import',
      'More actions',
    ]);
    // Icons only: no label text to wrap in a longer language.
    expect(buttons.every((button) => button.textContent === '')).toBe(true);

    fireEvent.click(screen.getByTestId('design-more'));
    const menu = (await screen.findByTestId('design-trash')).closest<HTMLElement>('.ant-dropdown')!;
    expect(within(menu).getByTestId('design-quick-open').textContent).toContain('Quick open');
    expect(within(menu).getByTestId('design-export').textContent).toBe('Export');
    fireEvent.click(within(menu).getByTestId('design-trash'));
    expect(await screen.findByTestId('design-trash-panel')).toBeTruthy();
  });
});
