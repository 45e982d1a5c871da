import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-with-providers';
import { problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { watchDownloads } from '../../../test/watch-downloads';
import { ExportDialog } from './export-dialog';
import { FOLDER_ID, PROJECT_ID, ROUTES } from './test-data';

function file(body: string, contentDisposition?: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/yaml',
      ...(contentDisposition && { 'content-disposition': contentDisposition }),
    },
  });
}

// Generous waits: a busy machine makes antd slow in jsdom, and only a wrong screen may fail.
const WAIT_MS = 15_000;
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

let downloads: ReturnType<typeof watchDownloads>;
beforeEach(() => {
  downloads = watchDownloads();
});
afterEach(() => downloads.restore());

function renderDialog(props: { folderId?: string; folderName?: string } = {}) {
  const onClose = vi.fn();
  renderPage(<ExportDialog projectId={PROJECT_ID} open onClose={onClose} {...props} />);
  return { onClose };
}

const download = () => fireEvent.click(screen.getByTestId('export-download'));
const pick = (group: string, label: string | RegExp) =>
  fireEvent.click(within(screen.getByTestId(group)).getByText(label));

function stub(handler: StubHandler) {
  return stubApi({ [ROUTES.export]: handler });
}

describe('the export dialog', { timeout: 4 * WAIT_MS }, () => {
  it('downloads OpenAPI 3.1 JSON of the project with the name the server gives', async () => {
    const api = stub(() =>
      file(
        '{"openapi":"3.1.0"}',
        `attachment; filename="pets.json"; filename*=UTF-8''%E5%AE%A0%E7%89%A9.openapi.json`,
      ),
    );
    const { onClose } = renderDialog();
    download();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const query = api.callsTo(ROUTES.export)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ format: 'openapi-3.1', syntax: 'json' });
    expect(downloads.saved[0]?.name).toBe('宠物.openapi.json');
    expect(await downloads.saved[0]?.blob?.text()).toBe('{"openapi":"3.1.0"}');
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Downloaded 宠物.openapi.json')).toBeTruthy();
  });

  it('exports a folder as OpenAPI 3.0 YAML, or the whole project when chosen', async () => {
    const api = stub(() => file('openapi: 3.0.3\n', 'attachment; filename="pets.yaml"'));
    renderDialog({ folderId: FOLDER_ID, folderName: 'Pets' });
    pick('export-format', 'OpenAPI 3.0');
    pick('export-syntax', 'YAML');
    download();
    await waitFor(() => expect(api.callsTo(ROUTES.export)).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo(ROUTES.export)[0]?.query ?? [])).toEqual({
      format: 'openapi-3.0',
      syntax: 'yaml',
      folderId: FOLDER_ID,
    });
    await waitFor(() => expect(downloads.saved[0]?.name).toBe('pets.yaml'));
  });

  it('offers the whole project beside the folder', async () => {
    const api = stub(() => file('{}', 'attachment; filename="all.heron.json"'));
    renderDialog({ folderId: FOLDER_ID, folderName: 'Pets' });
    pick('export-scope', 'The whole project');
    pick('export-format', 'Heron project file');
    download();
    await waitFor(() => expect(api.callsTo(ROUTES.export)).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo(ROUTES.export)[0]?.query ?? [])).toEqual({
      format: 'heron',
      syntax: 'json',
    });
  });

  it('exports Postman as JSON only, whatever syntax was chosen before', async () => {
    const api = stub(() => file('{}'));
    renderDialog();
    pick('export-syntax', 'YAML');
    pick('export-format', 'Postman Collection v2.1');
    const yaml = within(screen.getByTestId('export-syntax')).getByLabelText('YAML');
    expect((yaml as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Postman collections are JSON only.')).toBeTruthy();
    download();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo(ROUTES.export)[0]?.query ?? [])).toEqual({
      format: 'postman-2.1',
      syntax: 'json',
    });
    // Without a name from the server, the format's usual one.
    expect(downloads.saved[0]?.name).toBe('postman_collection.json');
  });

  it('has no folder scope when opened for the project', () => {
    stub(() => file('{}'));
    renderDialog();
    expect(within(screen.getByTestId('export-scope')).queryByText(/folder/i)).toBeNull();
  });

  it('shows a refusal in the language of the page and saves nothing', async () => {
    stub(() => problem('NOT_FOUND'));
    const { onClose } = renderDialog({ folderId: FOLDER_ID, folderName: 'Gone' });
    download();
    await waitFor(() =>
      expect(screen.getByTestId('export-dialog').querySelector('.ant-alert-error')).toBeTruthy(),
    );
    expect(downloads.saved).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
