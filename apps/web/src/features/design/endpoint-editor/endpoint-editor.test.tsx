import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { openTab, params, path, SLOW, type } from './test-actions';
import { makeEndpoint, renderEditor } from './test-harness';

// The schema editor is another feature's; a plain JSON box stands in for it here.
vi.mock('../schema-editor/schema-editor', () => import('./schema-editor-stub'));

describe('EndpointEditor: security', SLOW, () => {
  it('inherits, turns auth off, or picks schemes', () => {
    const { last } = renderEditor({ security: null });
    const security = screen.getByTestId('endpoint-security');
    fireEvent.click(within(security).getByLabelText('No auth'));
    expect(last().data.security).toEqual([]);
    fireEvent.click(within(security).getByLabelText('Choose schemes'));
    expect(last().data.security).toEqual([{ bearer: [] }]);
    fireEvent.click(within(security).getByText('Add an alternative'));
    expect(last().data.security).toEqual([{ bearer: [] }, { bearer: [] }]);
    fireEvent.click(within(security).getByLabelText('As the project'));
    expect(last().data.security).toBeNull();
    fireEvent.click(within(security).getByLabelText('Choose schemes'));
    expect(last().data.security).toEqual([{ bearer: [] }, { bearer: [] }]);
  });
});

describe('EndpointEditor: what it does not show', SLOW, () => {
  it('preserves every extra unchanged through edits', () => {
    const extras = {
      top: { callbacks: { onEvent: {} }, 'x-internal': true },
      param: { style: 'form', explode: false, 'x-p': 1 },
      body: { 'x-body': 'b' },
      media: { encoding: { file: { contentType: 'image/png' } } },
      response: { links: { next: { operationId: 'x' } } },
    };
    const { last } = renderEditor({
      path: '/users',
      extra: extras.top,
      parameters: [
        { name: 'q', in: 'query', required: false, description: '', extra: extras.param },
      ],
      requestBody: {
        required: false,
        description: '',
        content: [{ contentType: 'application/json', examples: [], extra: extras.media }],
        extra: extras.body,
      },
      responses: [
        { status: '200', description: 'OK', headers: [], content: [], extra: extras.response },
      ],
    });
    type(path(), '/users/{id}');
    type(within(params('query')).getByLabelText('Description, row 1'), 'Search');
    type(screen.getByTestId('endpoint-name'), 'Renamed');
    const data = last().data;
    expect(data.extra).toEqual(extras.top);
    expect(data.parameters.find((p) => p.name === 'q')?.extra).toEqual(extras.param);
    expect(data.requestBody?.extra).toEqual(extras.body);
    expect(data.requestBody?.content[0]?.extra).toEqual(extras.media);
    expect(data.responses[0]?.extra).toEqual(extras.response);
  });
});

describe('EndpointEditor: read-only', SLOW, () => {
  it('shows everything and lets nothing be edited', () => {
    const { onChange } = renderEditor(
      {
        path: '/users/{id}',
        parameters: [
          { name: 'id', in: 'path', required: true, description: '' },
          { name: 'q', in: 'query', required: false, description: '', schema: { type: 'string' } },
        ],
        requestBody: {
          required: false,
          description: '',
          content: [
            {
              contentType: 'multipart/form-data',
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary' } },
              },
              examples: [],
            },
          ],
        },
        responses: [
          {
            status: '200',
            description: 'OK',
            headers: [{ name: 'X-Rate', description: '', required: false }],
            content: [
              {
                contentType: 'application/json',
                schema: { type: 'object' },
                examples: [{ name: 'one', value: 1 }],
              },
            ],
          },
        ],
        security: [{ oauth: ['read'] }],
      },
      { readOnly: true },
    );
    expect(path()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('endpoint-name')).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('endpoint-method')).getByRole('combobox')).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(params('query')).getByLabelText('Name, row 1')).toHaveProperty('disabled', true);
    expect(within(params('query')).queryByText('Add')).toBeNull();
    expect(within(params('query')).queryByLabelText('Remove, row 1')).toBeNull();
    expect(screen.queryByTestId('endpoint-response-add')).toBeNull();
    expect(
      within(screen.getByTestId('endpoint-response-0')).getByLabelText('Status code'),
    ).toHaveProperty('disabled', true);
    // Looking around still works.
    openTab('body');
    expect(within(screen.getByTestId('endpoint-body')).getByLabelText('XML')).toHaveProperty(
      'disabled',
      true,
    );
    openTab('path');
    // Every field of every section is disabled; only the description's edit/preview switch,
    // which changes the view and not the value, stays usable.
    const fields = [
      ...screen
        .getByTestId('endpoint-editor')
        .querySelectorAll<HTMLInputElement>('input, textarea'),
    ];
    const enabled = fields.filter(
      (field) => !field.disabled && !field.closest('[data-testid="endpoint-description-view"]'),
    );
    expect(fields.length).toBeGreaterThan(20);
    expect(enabled.map((field) => field.getAttribute('aria-label') ?? field.outerHTML)).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('makeEndpoint', SLOW, () => {
  it('fills the defaults of the contract', () => {
    expect(makeEndpoint().security).toBeNull();
  });
});
