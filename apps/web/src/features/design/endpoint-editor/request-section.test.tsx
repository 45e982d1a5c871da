import { describe, expect, it, vi } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { choose, openTab, params, SLOW, type } from './test-actions';
import { renderEditor } from './test-harness';

// The schema editor is another feature's; a plain JSON box stands in for it here.
vi.mock('../schema-editor/schema-editor', () => import('./schema-editor-stub'));

describe('EndpointEditor: parameters', SLOW, () => {
  it('adds a query parameter', async () => {
    const { last } = renderEditor();
    const table = params('query');
    fireEvent.click(within(table).getByText('Add'));
    expect(within(table).getByText('Name required')).toBeTruthy();
    type(within(table).getByLabelText('Name, row 1'), 'page');
    await choose(within(table).getByLabelText('Type, row 1').closest('.ant-select')!, 'integer');
    fireEvent.click(within(table).getByLabelText('Required, row 1'));
    type(within(table).getByLabelText('Example, row 1'), '2');
    expect(last().data.parameters).toEqual([
      {
        name: 'page',
        in: 'query',
        required: true,
        description: '',
        schema: { type: 'integer' },
        example: 2,
      },
    ]);
  });

  it('shows duplicate names in the same location, not across locations', () => {
    renderEditor({
      parameters: [
        { name: 'a', in: 'query', required: false, description: '' },
        { name: 'a', in: 'query', required: false, description: '' },
        { name: 'a', in: 'header', required: false, description: '' },
      ],
    });
    expect(within(params('query')).getAllByText('Another row has this name')).toHaveLength(2);
    openTab('header');
    expect(within(params('header')).queryByText('Another row has this name')).toBeNull();
  });

  it('moves and removes rows of one location without moving the others', () => {
    const p = (name: string, location: 'query' | 'header') => ({
      name,
      in: location,
      required: false,
      description: '',
    });
    const { last } = renderEditor({
      parameters: [p('a', 'query'), p('h', 'header'), p('b', 'query')],
    });
    fireEvent.click(within(params('query')).getByLabelText('Move down, row 1'));
    expect(last().data.parameters.map((x) => x.name)).toEqual(['b', 'h', 'a']);
    fireEvent.click(within(params('query')).getByLabelText('Remove, row 1'));
    expect(last().data.parameters.map((x) => x.name)).toEqual(['h', 'a']);
  });

  it('renders a table of hundreds of rows virtually', () => {
    const parameters = Array.from({ length: 300 }, (_, index) => ({
      name: `p${index}`,
      in: 'query' as const,
      required: false,
      description: '',
    }));
    renderEditor({ parameters });
    const table = params('query');
    expect(table.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    expect(within(table).queryAllByRole('textbox').length).toBeLessThan(300);
  });
});
