import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { choose, openTab, SLOW, type } from './test-actions';
import { renderEditor } from './test-harness';

// The schema editor is another feature's; a plain JSON box stands in for it here.
vi.mock('../schema-editor/schema-editor', () => import('./schema-editor-stub'));

describe('EndpointEditor: request body', SLOW, () => {
  const schema = { type: 'object', properties: { id: { type: 'integer' } } };

  it('keeps the schema when switching JSON → XML → JSON, and a kind comes back whole', () => {
    const { last } = renderEditor({
      requestBody: {
        required: true,
        description: '',
        content: [
          {
            contentType: 'application/json',
            schema,
            examples: [{ name: 'one', value: { id: 1 } }],
          },
        ],
      },
    });
    openTab('body');
    fireEvent.click(screen.getByLabelText('XML'));
    expect(last().data.requestBody?.content).toEqual([
      { contentType: 'application/xml', schema, examples: [] },
    ]);
    expect(last().data.requestBody?.required).toBe(true);

    fireEvent.click(screen.getByLabelText('Raw'));
    expect(last().data.requestBody?.content[0]?.contentType).toBe('text/plain');
    fireEvent.click(screen.getByLabelText('JSON'));
    expect(last().data.requestBody?.content).toEqual([
      { contentType: 'application/json', schema, examples: [{ name: 'one', value: { id: 1 } }] },
    ]);
  });

  it('switches to none and back without losing the body', () => {
    const { last } = renderEditor({
      requestBody: {
        required: false,
        description: '',
        content: [{ contentType: 'application/json', schema, examples: [] }],
      },
    });
    openTab('body');
    fireEvent.click(screen.getByLabelText('none'));
    expect(last().data.requestBody).toBeNull();
    fireEvent.click(screen.getByLabelText('JSON'));
    expect(last().data.requestBody?.content).toEqual([
      { contentType: 'application/json', schema, examples: [] },
    ]);
  });

  it('stores a form-data file field as a binary string property', async () => {
    const { last } = renderEditor();
    openTab('body');
    fireEvent.click(screen.getByLabelText('form-data'));
    const fields = screen.getByTestId('endpoint-body-fields');
    fireEvent.click(within(fields).getByText('Add'));
    type(within(fields).getByLabelText('Name, row 1'), 'avatar');
    await choose(within(fields).getByLabelText('Type, row 1').closest('.ant-select')!, 'file');
    fireEvent.click(within(fields).getByLabelText('Required, row 1'));
    expect(last().data.requestBody?.content).toEqual([
      {
        contentType: 'multipart/form-data',
        examples: [],
        schema: {
          type: 'object',
          properties: { avatar: { type: 'string', format: 'binary' } },
          required: ['avatar'],
        },
      },
    ]);
  });

  it('refuses a form field name another field has, keeping the field', () => {
    const { last, onChange } = renderEditor({
      requestBody: {
        required: false,
        description: '',
        content: [
          {
            contentType: 'application/x-www-form-urlencoded',
            schema: {
              type: 'object',
              properties: { a: { type: 'string' }, b: { type: 'string' } },
            },
            examples: [],
          },
        ],
      },
    });
    openTab('body');
    const fields = screen.getByTestId('endpoint-body-fields');
    type(within(fields).getByLabelText('Name, row 2'), 'a');
    expect(within(fields).getByText('Another row has this name')).toBeTruthy();
    expect((within(fields).getByLabelText('Name, row 2') as HTMLInputElement).value).toBe('a');
    // Two properties cannot share a name: nothing is stored until the name is free.
    expect(onChange).not.toHaveBeenCalled();
    type(within(fields).getByLabelText('Name, row 2'), 'c');
    expect(
      Object.keys(
        (last().data.requestBody?.content[0]?.schema as { properties: object }).properties,
      ),
    ).toEqual(['a', 'c']);
  });

  it('keeps the other media types of the body untouched, and says they are there', () => {
    const xml = { contentType: 'application/xml', schema: { type: 'string' }, examples: [] };
    const { last, initial } = renderEditor({
      requestBody: {
        required: false,
        description: '',
        content: [{ contentType: 'application/json', schema, examples: [] }, xml],
      },
    });
    openTab('body');
    expect(screen.getByTestId('endpoint-body-more').textContent).toContain('application/xml');
    expect(screen.getByLabelText('none')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Raw'));
    expect(last().data.requestBody?.content[0]?.contentType).toBe('text/plain');
    // The same object: not rebuilt, not normalised.
    expect(last().data.requestBody?.content[1]).toBe(initial.data.requestBody?.content[1]);
  });

  it('edits the content type only within its kind', () => {
    const { last } = renderEditor({
      requestBody: {
        required: false,
        description: '',
        content: [{ contentType: 'application/json', examples: [] }],
      },
    });
    openTab('body');
    const input = within(screen.getByTestId('endpoint-body')).getByLabelText('Content type');
    type(input, 'application/problem+json');
    expect(last().data.requestBody?.content[0]?.contentType).toBe('application/problem+json');
    type(input, 'text/csv');
    expect(screen.getByText(/This content type is a Raw body/)).toBeTruthy();
    expect(last().data.requestBody?.content[0]?.contentType).toBe('application/problem+json');
  });
});
