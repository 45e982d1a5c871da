import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MAX_REQUEST_FILE_BYTES } from '@heron/contract';
import {
  choose,
  makeFile,
  openTab,
  pickFile,
  renderBuilder,
  SLOW,
  type,
  typeCode,
} from './builder-test-harness';
import { REQUEST_TEST_IDS } from './test-ids';

function pickKind(label: string) {
  openTab('body');
  fireEvent.click(screen.getByLabelText(label));
}

describe('RequestBuilder: body', SLOW, () => {
  it('starts with none and writes JSON typed in the code field', () => {
    const { last } = renderBuilder();
    openTab('body');
    expect(screen.getByText('This request has no body.')).toBeTruthy();
    pickKind('JSON');
    typeCode('Body', '{"name": "{{petName}}"}');
    expect(last().body).toEqual({ kind: 'json', text: '{"name": "{{petName}}"}' });
  });

  it('formats JSON, and says so when it cannot', () => {
    const { last } = renderBuilder({ body: { kind: 'json', text: '{"a":1}' } });
    openTab('body');
    fireEvent.click(screen.getByText('Format JSON'));
    expect(last().body).toEqual({ kind: 'json', text: '{\n  "a": 1\n}' });
    typeCode('Body', '{"a": {{n}}}');
    fireEvent.click(screen.getByText('Format JSON'));
    expect(screen.getByText(/not valid JSON, so it cannot be formatted/)).toBeTruthy();
  });

  it('writes XML and raw text with its content type', () => {
    const { last } = renderBuilder();
    pickKind('XML');
    typeCode('Body', '<pet/>');
    expect(last().body).toEqual({ kind: 'xml', text: '<pet/>' });
    fireEvent.click(screen.getByLabelText('Raw'));
    expect(last().body).toEqual({ kind: 'raw', text: '', contentType: 'text/plain' });
    typeCode('Body', 'hello');
    type(screen.getByRole('combobox', { name: 'Content type' }), 'text/csv');
    expect(last().body).toEqual({ kind: 'raw', text: 'hello', contentType: 'text/csv' });
  });

  it('gives back what a kind held when switching back to it', () => {
    const { last } = renderBuilder({ body: { kind: 'json', text: '{"kept": true}' } });
    pickKind('XML');
    pickKind('JSON');
    expect(last().body).toEqual({ kind: 'json', text: '{"kept": true}' });
  });

  it('writes urlencoded rows', () => {
    const { last } = renderBuilder();
    pickKind('x-www-form-urlencoded');
    const rows = screen.getByTestId('debug-rows-urlencoded');
    fireEvent.click(rows.querySelector('button.ant-btn-dashed')!);
    type(screen.getByLabelText('Name, row 1'), 'q');
    type(screen.getByLabelText('Value, row 1'), 'cats & dogs');
    type(screen.getByLabelText('Description, row 1'), 'search');
    expect(last().body).toEqual({
      kind: 'x-www-form-urlencoded',
      fields: [{ key: 'q', value: 'cats & dogs', enabled: true, description: 'search' }],
    });
    fireEvent.click(screen.getByLabelText('Enabled, row 1'));
    expect(last().body).toMatchObject({ fields: [{ enabled: false }] });
  });

  it('writes form-data text fields and file fields read as base64', async () => {
    const { last } = renderBuilder();
    pickKind('form-data');
    const rows = screen.getByTestId('debug-rows-form-data');
    fireEvent.click(rows.querySelector('button.ant-btn-dashed')!);
    type(screen.getByLabelText('Name, row 1'), 'name');
    type(screen.getByLabelText('Value, row 1'), 'Rex');
    fireEvent.click(rows.querySelector('button.ant-btn-dashed')!);
    type(screen.getByLabelText('Name, row 2'), 'photo');
    await choose('Type, row 2', 'File');
    expect(last().body).toMatchObject({ fields: [{}, { type: 'file', key: 'photo', file: null }] });
    pickFile('File, row 2', makeFile('rex.png', 3, 'image/png', 0x41));
    await waitFor(() =>
      expect(last().body).toEqual({
        kind: 'form-data',
        fields: [
          { type: 'text', key: 'name', value: 'Rex', enabled: true, description: '' },
          {
            type: 'file',
            key: 'photo',
            enabled: true,
            description: '',
            file: { fileName: 'rex.png', contentType: 'image/png', base64: 'QUFB' },
          },
        ],
      }),
    );
  });

  it('sends a binary file, and refuses one over 10 MB with a clear message', async () => {
    const { last } = renderBuilder();
    pickKind('Binary');
    expect(last().body).toEqual({ kind: 'binary', file: null });
    pickFile('File to send', makeFile('big.bin', MAX_REQUEST_FILE_BYTES + 2 * 1024 * 1024));
    expect(await screen.findByTestId(REQUEST_TEST_IDS.fileError)).toHaveProperty(
      'textContent',
      '“big.bin” is 12 MB; a file can be at most 10 MB.',
    );
    expect(last().body).toEqual({ kind: 'binary', file: null });

    pickFile('File to send', makeFile('small.bin', 2, '', 0xff));
    await waitFor(() =>
      expect(last().body).toEqual({
        kind: 'binary',
        file: { fileName: 'small.bin', contentType: 'application/octet-stream', base64: '//8=' },
      }),
    );
    expect(screen.queryByTestId(REQUEST_TEST_IDS.fileError)).toBeNull();
    expect(screen.getByText('small.bin')).toBeTruthy();
  });

  it('writes a GraphQL query and its variables', () => {
    const { last } = renderBuilder();
    pickKind('GraphQL');
    typeCode('Query', 'query { pets { id } }');
    typeCode('Variables (JSON)', '{"limit": 2}');
    expect(last().body).toEqual({
      kind: 'graphql',
      query: 'query { pets { id } }',
      variables: '{"limit": 2}',
    });
    pickKind('none');
    expect(last().body).toEqual({ kind: 'none' });
  });
});
