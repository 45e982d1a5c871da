import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SLOW, type } from './test-actions';
import { renderEditor } from './test-harness';

// The schema editor is another feature's; a plain JSON box stands in for it here.
vi.mock('../schema-editor/schema-editor', () => import('./schema-editor-stub'));

describe('EndpointEditor: responses', SLOW, () => {
  const ok = {
    status: '200',
    description: 'OK',
    headers: [],
    content: [
      {
        contentType: 'application/json',
        schema: { type: 'object' },
        examples: [{ name: 'user', value: { id: 1 } }],
      },
    ],
  };

  it('adds a 404 response', () => {
    const { last } = renderEditor({ responses: [ok] });
    fireEvent.click(screen.getByTestId('endpoint-response-add'));
    expect(last().data.responses).toHaveLength(2);
    const added = screen.getByTestId('endpoint-response-1');
    type(within(added).getByLabelText('Status code'), '404');
    type(within(added).getByLabelText('Name'), 'Not found');
    expect(last().data.responses[1]).toMatchObject({ status: '404', description: 'Not found' });
    expect(last().data.responses[0]).toEqual(ok);
  });

  it('shows a wrong or duplicate status', () => {
    renderEditor({ responses: [ok] });
    const response = screen.getByTestId('endpoint-response-0');
    type(within(response).getByLabelText('Status code'), '2000');
    expect(
      within(response).getByText('Use a status code (200), a range (4XX) or default'),
    ).toBeTruthy();
    type(within(response).getByLabelText('Status code'), '4XX');
    expect(within(response).queryByRole('alert')).toBeNull();
  });

  it('duplicates a response under the next free status and removes one', async () => {
    const { last } = renderEditor({ responses: [ok] });
    fireEvent.click(within(screen.getByTestId('endpoint-response-0')).getByText('Duplicate'));
    expect(last().data.responses.map((r) => r.status)).toEqual(['200', '201']);
    expect(last().data.responses[1]).toEqual({ ...ok, status: '201' });
    fireEvent.click(within(screen.getByTestId('endpoint-response-1')).getByText('Remove'));
    const confirm = (await screen.findByText('Remove the 201 response?')).closest('.ant-popover');
    fireEvent.click(within(confirm as HTMLElement).getByText('Remove'));
    await waitFor(() => expect(last().data.responses).toEqual([ok]));
  });

  it('shows invalid example JSON where it is, and keeps the last valid value', () => {
    const { last, onChange } = renderEditor({ responses: [ok] });
    const value = screen.getByLabelText('Value of example 1');
    const calls = onChange.mock.calls.length;
    type(value, '{\n  "id": \n}');
    expect(screen.getByText(/Not valid JSON at line 3, column 1/)).toBeTruthy();
    expect(onChange.mock.calls.length).toBe(calls);
    type(value, '{"id": 2}');
    expect(screen.queryByText(/Not valid JSON/)).toBeNull();
    expect(last().data.responses[0]?.content[0]?.examples).toEqual([
      { name: 'user', value: { id: 2 } },
    ]);
  });

  it('edits response headers', () => {
    const { last } = renderEditor({ responses: [ok] });
    const headers = screen.getByTestId('endpoint-response-0-headers');
    fireEvent.click(within(headers).getByText('Add'));
    type(within(headers).getByLabelText('Name, row 1'), 'X-Rate-Limit');
    expect(last().data.responses[0]?.headers).toEqual([
      { name: 'X-Rate-Limit', description: '', required: false, schema: { type: 'string' } },
    ]);
  });

  it('renders only the response opened among dozens', () => {
    const responses = Array.from({ length: 60 }, (_, index) => ({
      ...ok,
      status: String(200 + index),
    }));
    renderEditor({ responses });
    expect(screen.getByTestId('endpoint-response-0')).toBeTruthy();
    expect(screen.queryByTestId('endpoint-response-30')).toBeNull();
    fireEvent.click(screen.getByTestId('endpoint-response-tab-30'));
    expect(
      (
        within(screen.getByTestId('endpoint-response-30')).getByLabelText(
          'Status code',
        ) as HTMLInputElement
      ).value,
    ).toBe('230');
  });
});
