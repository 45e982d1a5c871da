import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choose, openTab, params, path, SLOW, type } from './test-actions';
import { OWNER_ID, renderEditor } from './test-harness';

// The schema editor is another feature's; a plain JSON box stands in for it here.
vi.mock('../schema-editor/schema-editor', () => import('./schema-editor-stub'));

describe('EndpointEditor: method, path and the header', SLOW, () => {
  it('adds a required string path parameter for {id} typed in the path, and drops it when removed', () => {
    const { last } = renderEditor({ path: '/users' });
    type(path(), '/users/{id}');
    expect(last().data.path).toBe('/users/{id}');
    expect(last().data.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: '', schema: { type: 'string' } },
    ]);

    openTab('path');
    const pathTable = params('path');
    expect((within(pathTable).getByLabelText('Name, row 1') as HTMLInputElement).value).toBe('id');
    // While {id} is in the path, its row can be neither renamed nor removed.
    expect(within(pathTable).getByLabelText('Name, row 1')).toHaveProperty('disabled', true);
    expect(within(pathTable).getByLabelText('Remove, row 1')).toHaveProperty('disabled', true);

    type(path(), '/users');
    expect(last().data.parameters).toEqual([]);
    expect(within(params('path')).queryByLabelText('Name, row 1')).toBeNull();
  });

  it('gives a path parameter back whole when its {name} returns in the same session', () => {
    const { last } = renderEditor({ path: '/users/{id}', parameters: [] });
    type(path(), '/users/{id}/');
    openTab('path');
    type(within(params('path')).getByLabelText('Description, row 1'), 'The user id');
    type(path(), '/users/');
    expect(last().data.parameters).toEqual([]);
    type(path(), '/users/{id}');
    expect(last().data.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', description: 'The user id' }),
    ]);
  });

  it('keeps query parameters in place and orders path parameters as in the path', () => {
    const query = { name: 'q', in: 'query' as const, required: false, description: '' };
    const { last } = renderEditor({ path: '/a', parameters: [query] });
    type(path(), '/a/{x}/b/{y}');
    expect(last().data.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:x',
      'path:y',
      'query:q',
    ]);
  });

  it('says so when the path does not start with /', async () => {
    renderEditor();
    type(path(), 'users');
    expect(screen.getByText('The path must start with /')).toBeTruthy();
    type(path(), '/users');
    await waitFor(() => expect(screen.queryByText('The path must start with /')).toBeNull());
  });

  it('changes the method, the status and the tags', async () => {
    const { last } = renderEditor({ tags: ['users'] });
    await choose(screen.getByTestId('endpoint-method'), 'POST');
    expect(last().data.method).toBe('post');

    await choose(screen.getByTestId('endpoint-status'), 'Released');
    expect(last().data.status).toBe('released');

    const tags = within(screen.getByTestId('endpoint-tags')).getByRole('combobox');
    fireEvent.mouseDown(tags);
    type(tags, 'admin');
    fireEvent.keyDown(tags, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(last().data.tags).toEqual(['users', 'admin']);
    expect(last().data.method).toBe('post');
  });

  it('changes the name, owner and operationId', async () => {
    const { last } = renderEditor({ ownerId: null, operationId: null });
    type(screen.getByTestId('endpoint-name'), 'List users');
    expect(last().name).toBe('List users');

    await choose(screen.getByTestId('endpoint-owner'), 'Grace Hopper');
    expect(last().data.ownerId).toBe(OWNER_ID);

    fireEvent.click(screen.getByText('Advanced'));
    type(screen.getByTestId('endpoint-operation-id'), 'listUsers');
    expect(last().data.operationId).toBe('listUsers');
    type(screen.getByTestId('endpoint-operation-id'), '');
    expect(last().data.operationId).toBeNull();
  });

  it('previews the markdown description without rendering raw HTML', async () => {
    renderEditor({ description: '# Users\n\n<b id="raw">bold</b> text' });
    fireEvent.click(screen.getByText('Preview'));
    const preview = screen.getByTestId('endpoint-description-preview');
    expect(await within(preview).findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(preview.querySelector('#raw')).toBeNull();
  });

  it('previews a GitHub-flavoured table and task list in the description (issue 21)', async () => {
    renderEditor({ description: '| In | Name |\n| -- | -- |\n| path | id |\n\n- [x] done' });
    fireEvent.click(screen.getByText('Preview'));
    const preview = screen.getByTestId('endpoint-description-preview');
    await waitFor(() => expect(preview.querySelector('table')).not.toBeNull());
    expect(within(preview).getByRole('checkbox')).toHaveProperty('checked', true);
  });
});
