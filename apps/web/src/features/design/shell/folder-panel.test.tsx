import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DebugAuth, DesignItem } from '@heron/contract';
import { json, problem } from '../../../test/stub-api';
import { makeProject, NO_ABILITIES, P1 } from '../../../test/project-fixtures';
import { ADMIN, DESIGN, makeFolder, PETS, SHARED } from '../../../test/design-fixtures';
import { renderDesign } from './design-test-render';

vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

const SLOW = { timeout: 30_000 };
type Body = { baseVersion: number; name: string; data: DesignItem['data'] };

/** Folder Admin sits in folder Pets; each answers with its auth, as the server stores it. */
function folderRoutes(admin: Partial<DesignItem> = {}, petsAuth?: DebugAuth) {
  const server = {
    current: makeFolder({
      id: ADMIN,
      name: 'Admin',
      parentId: PETS,
      data: { description: 'Admin things', auth: { type: 'inherit' } },
      ...admin,
    } as Partial<DesignItem>),
  };
  const item = `${DESIGN}/items/${ADMIN}`;
  const routes = {
    [`GET ${item}`]: () => json(server.current),
    [`PUT ${item}`]: (request: { body: unknown }) => {
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
    // Pets: written before folders had auth unless the test gives it one.
    [`GET ${DESIGN}/items/${PETS}`]: () =>
      json(
        makeFolder(
          petsAuth ? ({ data: { description: '', auth: petsAuth } } as Partial<DesignItem>) : {},
        ),
      ),
  };
  return { server, routes };
}

/** Opens the antd select labelled `label` inside `panel` and picks the option showing `text`. */
async function choose(panel: HTMLElement, label: string, text: string) {
  fireEvent.mouseDown(within(panel).getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent === text,
    );
    if (found.length === 0) throw new Error(`No option "${text}"`);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

const openAdmin = `/project/${P1}?item=${ADMIN}`;

describe('FolderPanel: auth', SLOW, () => {
  it('inherits from its parent by default, says from where, and warns that it is shared', async () => {
    const { routes } = folderRoutes({}, { type: 'bearer', token: '{{token}}' });
    renderDesign({ path: openAdmin, routes });
    const section = await screen.findByTestId('design-folder-auth');
    expect(within(section).getByText('Inherit from parent')).toBeTruthy();
    expect(
      within(section).getByText(/Keep secrets in secret environment variables.*as \{\{token\}\}\./),
    ).toBeTruthy();
    expect(await within(section).findByText('From folder Pets: Bearer token')).toBeTruthy();
  });

  it('saves the auth with the folder, its description kept', async () => {
    const { server, routes } = folderRoutes();
    const { api } = renderDesign({ path: openAdmin, routes });
    const section = await screen.findByTestId('design-folder-auth');
    // Pets has no auth and the project no security.
    expect(
      await within(section).findByText('No auth: nothing in the folders or the project sets one.'),
    ).toBeTruthy();
    await choose(section, 'Type', 'Bearer token');
    fireEvent.change(within(section).getByLabelText('Token'), {
      target: { value: '{{ordersToken}}' },
    });
    expect(screen.getByTestId('design-dirty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('design-save'));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${DESIGN}/items/${ADMIN}`)[0]?.body).toEqual({
        baseVersion: 3,
        name: 'Admin',
        data: {
          description: 'Admin things',
          auth: { type: 'bearer', token: '{{ordersToken}}' },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('design-dirty')).toBeNull());
    expect(server.current.version).toBe(4);

    await choose(section, 'Type', 'No auth');
    fireEvent.click(screen.getByTestId('design-save'));
    await waitFor(() =>
      expect((api.callsTo(`PUT ${DESIGN}/items/${ADMIN}`)[1]?.body as Body).data).toMatchObject({
        auth: { type: 'none' },
      }),
    );
  });

  it('shows folder data saved before folders had auth as inheriting', async () => {
    const { routes } = folderRoutes({ data: { description: 'old' } } as Partial<DesignItem>);
    renderDesign({ path: openAdmin, routes });
    const section = await screen.findByTestId('design-folder-auth');
    expect(within(section).getByText('Inherit from parent')).toBeTruthy();
  });

  it('is disabled for a read-only member', async () => {
    const { routes } = folderRoutes({
      data: { description: '', auth: { type: 'bearer', token: '{{token}}' } },
    } as Partial<DesignItem>);
    renderDesign({
      project: makeProject({ can: { ...NO_ABILITIES, leave: true } }),
      path: openAdmin,
      routes,
    });
    const section = await screen.findByTestId('design-folder-auth');
    expect(within(section).getByLabelText('Token')).toHaveProperty('disabled', true);
    expect(section.querySelector('.ant-select-disabled')).not.toBeNull();
  });

  it('has no auth for a folder of data models', async () => {
    renderDesign({
      path: `/project/${P1}?item=${SHARED}`,
      routes: {
        [`GET ${DESIGN}/items/${SHARED}`]: () =>
          json(makeFolder({ id: SHARED, name: 'Shared', section: 'model' })),
      },
    });
    await screen.findByTestId('design-folder-panel');
    expect(screen.queryByTestId('design-folder-auth')).toBeNull();
  });
});
