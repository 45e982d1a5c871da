import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/app-providers';
import { FieldTable, type FieldRow } from './field-table';

/**
 * The endpoint editor's width at a 1280 px window with the tree at its default (issue 21): the
 * window less the workspace rail (80), the tree (300) and its 1 px resizer, the editor's padding
 * (2 × 16), the card's (2 × 12) and borders (2), and a scrollbar (15).
 */
const EDITOR_WIDTH_AT_1280 = 1280 - 80 - 300 - 1 - 32 - 24 - 2 - 15;

const ROWS: FieldRow[] = [
  {
    name: 'a-rather-long-parameter-name',
    required: true,
    description: 'A description long enough to be cut off with an ellipsis in a narrow column',
    schema: { type: 'string' },
    example: 'x',
  },
];

function renderTable(readOnly = false) {
  render(
    <AppProviders>
      <FieldTable
        data-testid="fields"
        rows={ROWS}
        onChange={() => {}}
        newRow={() => ({ name: '', required: false, description: '' })}
        models={[]}
        showDeprecated
        readOnly={readOnly}
      />
    </AppProviders>,
  );
  const table = screen.getByTestId('fields').querySelector('table')!;
  const cols = [...table.querySelectorAll('colgroup col')] as HTMLTableColElement[];
  const headers = [...table.querySelectorAll('thead th')] as HTMLElement[];
  return { table, cols, headers };
}

describe('FieldTable', () => {
  it('fits the endpoint editor at 1280 px: flexible name and description, actions pinned', () => {
    const { table, cols, headers } = renderTable();
    // The table's least width (where it starts scrolling sideways) fits the editor.
    expect(table.style.tableLayout).toBe('fixed');
    expect(parseInt(table.style.width, 10)).toBeLessThanOrEqual(EDITOR_WIDTH_AT_1280);
    const titles = headers.map((header) => header.textContent);
    expect(titles).toEqual([
      'Name',
      'Type',
      'Format',
      'Required',
      'Example',
      'Description',
      'Deprecated',
      'Actions',
    ]);
    // Name and description take what the others leave.
    expect(cols[0]!.style.width).toBe('');
    expect(cols[5]!.style.width).toBe('');
    // The row actions stay on screen however the table scrolls.
    const actions = headers.at(-1)!;
    expect(actions.className).toContain('ant-table-cell-fix-end');
    const cell = table.querySelector('tbody tr.ant-table-row td:last-child')!;
    expect(cell.className).toContain('ant-table-cell-fix-end');
    expect(cell.querySelectorAll('button')).toHaveLength(4);
  });

  it('narrows the actions to the schema button for read-only members', () => {
    const { table, cols } = renderTable(true);
    expect(cols.at(-1)!.style.width).toBe('48px');
    expect(table.querySelectorAll('tbody tr.ant-table-row td:last-child button')).toHaveLength(1);
  });
});
