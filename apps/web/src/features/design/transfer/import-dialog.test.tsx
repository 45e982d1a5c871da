import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { IMPORT_POLL_MS } from './api/get-import-job';
import { ImportDialog } from './import-dialog';
import { ENTRIES, FOLDER_ID, makeJob, PROJECT_ID, readyJob, ROUTES, TREE } from './test-data';

// These screens are heavy for jsdom (antd tables, trees, selects), and the machine running the
// suite may be busy: waits are generous so that only a wrong screen fails, never a slow one.
const WAIT_MS = 15_000;
const POLLED = { timeout: WAIT_MS };
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

/** Answers each call with the next job in turn, then keeps answering the last one. */
function jobs(...answers: ImportJob[]): StubHandler {
  let call = 0;
  return () => json(answers[Math.min(call++, answers.length - 1)]);
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [ROUTES.start]: () => json(makeJob(), 201),
    [ROUTES.tree]: () => json(TREE),
    ...routes,
  });
}

/** Counts its loads: a query of the designer, to see that a finished import refreshes it. */
function DesignerProbe() {
  const loads = useQuery({
    queryKey: ['design', PROJECT_ID, 'tree-probe'],
    queryFn: () => Promise.resolve(Date.now()),
  });
  return <p data-testid="probe">{loads.dataUpdatedAt}</p>;
}

function renderDialog(onClose = vi.fn()) {
  const view = renderPage(
    <>
      <DesignerProbe />
      <ImportDialog projectId={PROJECT_ID} open onClose={onClose} />
    </>,
  );
  return { ...view, onClose };
}

const dialog = () => screen.getByTestId('import-dialog');
const next = () => fireEvent.click(screen.getByTestId('import-next'));

function paste(text: string) {
  fireEvent.click(
    within(dialog()).getByRole('tab', { name: i18n.t('design.transfer.import.tabs.paste') }),
  );
  fireEvent.change(screen.getByTestId('import-paste'), { target: { value: text } });
}

/** Opens the select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]!);
}

const PETSTORE = 'openapi: 3.1.0\ninfo: {title: Pets, version: "1"}\npaths: {}\n';

describe('the import dialog', { timeout: 4 * WAIT_MS }, () => {
  it('sends pasted text, follows the job while it parses and shows the preview', async () => {
    let answer = makeJob({ progress: { done: 1, total: 4 } });
    const api = stub({ [ROUTES.job]: () => json(answer) });
    renderDialog();
    paste(PETSTORE);
    next();

    const progress = await screen.findByTestId('import-progress');
    expect(await within(progress).findByText('1 of 4')).toBeTruthy();
    expect(within(progress).getByText('25%')).toBeTruthy();
    expect(api.callsTo(ROUTES.start)[0]?.body).toEqual({ text: PETSTORE });

    // It keeps asking while the job parses, and stops once the preview is ready.
    answer = readyJob();
    const preview = await screen.findByTestId('import-preview', {}, POLLED);
    const asked = api.callsTo(ROUTES.job).length;
    expect(asked).toBeGreaterThanOrEqual(2);
    // Once the job is known to run, each read asks the server to hold it until the job moves on.
    const waits = api.callsTo(ROUTES.job).map((call) => call.query.get('waitMs'));
    expect(waits.slice(1)).toEqual(waits.slice(1).map(() => String(IMPORT_POLL_MS)));

    expect(within(screen.getByTestId('import-summary-add')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('import-summary-change')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('import-summary-same')).getByText('1')).toBeTruthy();
    const table = within(within(preview).getByTestId('import-entries'));
    for (const entry of ENTRIES) expect(table.getByText(entry.name)).toBeTruthy();
    expect(table.getByText('GET')).toBeTruthy();
    expect(table.getByText('/pets/{id}')).toBeTruthy();
    expect(table.getByText('Data model')).toBeTruthy();

    // The filter by change narrows the list.
    fireEvent.click(within(preview).getByText('Changed (2)'));
    await waitFor(() => expect(table.queryByText('List pets')).toBeNull());
    expect(table.getByText('Create a pet')).toBeTruthy();

    // A ready job is not asked again (two poll periods later, still the same count).
    await new Promise((resolve) => setTimeout(resolve, 2 * IMPORT_POLL_MS));
    expect(api.callsTo(ROUTES.job)).toHaveLength(asked);
  });

  it('writes counts the way the language writes numbers', async () => {
    await i18n.changeLanguage('id');
    stub({
      [ROUTES.job]: jobs(readyJob({ summary: { add: 12345, change: 2, same: 1 } })),
    });
    renderDialog();
    paste(PETSTORE);
    next();
    await screen.findByTestId('import-preview', {}, POLLED);
    expect(within(screen.getByTestId('import-summary-add')).getByText('12.345')).toBeTruthy();
  });

  it('sends the default strategy, each conflict choice and the target folder in the commit', async () => {
    const api = stub({
      [ROUTES.job]: jobs(
        readyJob(),
        makeJob({ status: 'importing', progress: { done: 1, total: 3 } }),
        makeJob({
          status: 'done',
          progress: { done: 3, total: 3 },
          result: { created: 1, updated: 1, skipped: 2 },
        }),
      ),
      [ROUTES.commit]: () => json(makeJob({ status: 'importing' })),
    });
    const { onClose } = renderDialog();
    paste(PETSTORE);
    next();
    await screen.findByTestId('import-preview', {}, POLLED);

    fireEvent.click(within(screen.getByTestId('import-strategy')).getByText('Skip'));
    await choose('Choice for Delete a pet', 'Keep both');
    fireEvent.mouseDown(screen.getByLabelText('Put new APIs in'));
    fireEvent.click(await screen.findByTitle('Pets'));
    // Only folders of the APIs section are offered.
    expect(screen.queryByTitle('Schemas')).toBeNull();
    fireEvent.click(screen.getByTestId('import-commit'));

    const done = await screen.findByTestId('import-done', {}, POLLED);
    expect(api.callsTo(ROUTES.commit)[0]?.body).toEqual({
      strategy: 'skip',
      choices: { 'endpoint:delete /pets/{id}': 'keep-both' },
      targetFolderId: FOLDER_ID,
    });
    expect(within(screen.getByTestId('import-result-created')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('import-result-updated')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('import-result-skipped')).getByText('2')).toBeTruthy();

    // Closing refreshes every query of the project's design.
    const loadedAt = screen.getByTestId('probe').textContent;
    fireEvent.click(within(done).getByTestId('import-close'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).not.toBe(loadedAt));
  });

  it('a choice back to the default leaves the conflict out of `choices`', async () => {
    const api = stub({
      [ROUTES.job]: jobs(readyJob()),
      [ROUTES.commit]: () => json(makeJob({ status: 'importing' })),
    });
    renderDialog();
    paste(PETSTORE);
    next();
    await screen.findByTestId('import-preview', {}, POLLED);
    await choose('Choice for Create a pet', 'Skip');
    await choose('Choice for Create a pet', 'Default (Overwrite)');
    fireEvent.click(screen.getByTestId('import-commit'));
    await waitFor(() => expect(api.callsTo(ROUTES.commit)).toHaveLength(1));
    expect(api.callsTo(ROUTES.commit)[0]?.body).toEqual({
      strategy: 'overwrite',
      choices: {},
      targetFolderId: null,
    });
  });

  it('shows why a source was refused, where, and that nothing was imported', async () => {
    stub({
      [ROUTES.job]: jobs(
        makeJob({
          status: 'failed',
          issues: [
            {
              severity: 'error',
              code: 'SYNTAX',
              message: 'A mapping value is not allowed here',
              file: 'openapi.yaml',
              line: 12,
              column: 5,
            },
            {
              severity: 'error',
              code: 'REF_UNRESOLVED',
              message: 'The reference cannot be resolved',
              pointer: '/paths/~1pets/get/responses/200',
            },
          ],
        }),
      ),
    });
    renderDialog();
    paste('openapi: 3.1.0\n  bad: [');
    next();

    const failed = await screen.findByTestId('import-failed', {}, POLLED);
    expect(within(failed).getByText(/Nothing was imported/)).toBeTruthy();
    // Each finding is titled by its code; the engine's own words stay beneath.
    expect(within(failed).getByText('Syntax error')).toBeTruthy();
    expect(within(failed).getByText('Reference not found')).toBeTruthy();
    expect(within(failed).getByText('A mapping value is not allowed here')).toBeTruthy();
    expect(within(failed).getByText('12:5')).toBeTruthy();
    expect(within(failed).getByTitle('Line 12, column 5')).toBeTruthy();
    expect(within(failed).getByText(/openapi\.yaml/)).toBeTruthy();
    expect(within(failed).getByText('/paths/~1pets/get/responses/200')).toBeTruthy();
    expect(within(failed).getAllByText('Error')).toHaveLength(2);

    // Back to the source, with the text still there to fix.
    fireEvent.click(within(failed).getByTestId('import-back'));
    expect((screen.getByTestId('import-paste') as HTMLTextAreaElement).value).toBe(
      'openapi: 3.1.0\n  bad: [',
    );
  });

  it('lists warnings and unsupported features in the preview, folded', async () => {
    stub({
      [ROUTES.job]: jobs(
        readyJob({
          issues: [
            {
              severity: 'unsupported',
              code: 'KEPT_AS_WRITTEN',
              message: 'Callbacks are kept as an extension',
              pointer: '/paths/~1pets/post/callbacks',
            },
          ],
        }),
      ),
    });
    renderDialog();
    paste(PETSTORE);
    next();
    const notes = await screen.findByTestId('import-notes', {}, POLLED);
    fireEvent.click(within(notes).getByText('Warnings and unsupported features (1)'));
    expect(await within(notes).findByText('Callbacks are kept as an extension')).toBeTruthy();
    expect(within(notes).getByText('Kept as written, not editable yet')).toBeTruthy();
    expect(within(notes).getByText('Unsupported')).toBeTruthy();
  });

  it('cancels a running job and goes back to the source', async () => {
    const api = stub({
      [ROUTES.job]: jobs(makeJob({ progress: { done: 1, total: 10 } })),
      [ROUTES.cancel]: () => json(makeJob({ status: 'cancelled' })),
    });
    renderDialog();
    paste(PETSTORE);
    next();
    fireEvent.click(await screen.findByTestId('import-cancel'));
    expect(await screen.findByText('The import was cancelled. Nothing was imported.')).toBeTruthy();
    expect(api.callsTo(ROUTES.cancel)).toHaveLength(1);
    expect((screen.getByTestId('import-paste') as HTMLTextAreaElement).value).toBe(PETSTORE);
  });

  it('a poll that answers after the cancel does not bring the cancelled job back', async () => {
    // The poll in flight when the person cancels was answered by the server before the cancel
    // (the job was parsing, or just ready); its late answer must not reopen the preview.
    let answerLatePoll: ((response: Response) => void) | undefined;
    const api = stub({
      [ROUTES.job]: () =>
        answerLatePoll === undefined
          ? new Promise<Response>((resolve) => (answerLatePoll = resolve))
          : json(makeJob({ status: 'cancelled' })),
      [ROUTES.cancel]: () => json(makeJob({ status: 'cancelled' })),
    });
    renderDialog();
    paste(PETSTORE);
    next();
    await waitFor(() => expect(answerLatePoll).toBeDefined());
    fireEvent.click(await screen.findByTestId('import-cancel'));
    expect(await screen.findByText('The import was cancelled. Nothing was imported.')).toBeTruthy();
    expect(api.callsTo(ROUTES.cancel)).toHaveLength(1);

    answerLatePoll!(json(readyJob()));
    await new Promise((resolve) => setTimeout(resolve, 2 * IMPORT_POLL_MS));
    expect(screen.queryByTestId('import-preview')).toBeNull();
    expect(screen.getByText('The import was cancelled. Nothing was imported.')).toBeTruthy();
  });

  it('cancels the job of a preview nobody confirmed when the dialog closes', async () => {
    const api = stub({
      [ROUTES.job]: jobs(readyJob()),
      [ROUTES.cancel]: () => json(makeJob({ status: 'cancelled' })),
    });
    const { onClose } = renderDialog();
    paste(PETSTORE);
    next();
    await screen.findByTestId('import-preview', {}, POLLED);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo(ROUTES.cancel)).toHaveLength(1));
  });

  it('cancels a job whose start answers after the dialog closed', async () => {
    let answerStart: (response: Response) => void = () => {};
    const api = stub({
      [ROUTES.start]: () => new Promise<Response>((resolve) => (answerStart = resolve)),
      [ROUTES.job]: jobs(readyJob()),
      [ROUTES.cancel]: () => json(makeJob({ status: 'cancelled' })),
    });
    const { onClose } = renderDialog();
    paste(PETSTORE);
    next();
    await waitFor(() => expect(api.callsTo(ROUTES.start)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    answerStart(json(makeJob(), 202));
    await waitFor(() => expect(api.callsTo(ROUTES.cancel)).toHaveLength(1));
    // The closed dialog does not follow it.
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('sends a URL from the URL tab, after checking it', async () => {
    const api = stub({ [ROUTES.job]: jobs(readyJob()) });
    renderDialog();
    fireEvent.click(within(dialog()).getByRole('tab', { name: 'URL' }));
    fireEvent.change(screen.getByTestId('import-url'), { target: { value: 'not a url' } });
    next();
    expect(await screen.findByText('Enter a valid URL')).toBeTruthy();
    expect(api.callsTo(ROUTES.start)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('import-url'), {
      target: { value: ' https://example.com/specs/openapi.yaml ' },
    });
    await choose('Format', 'Swagger 2.0');
    next();
    await screen.findByTestId('import-preview', {}, POLLED);
    expect(api.callsTo(ROUTES.start)[0]?.body).toEqual({
      url: 'https://example.com/specs/openapi.yaml',
      format: 'swagger-2.0',
    });
  });

  it('uploads a file as multipart with its format, and a Postman environment beside it', async () => {
    const api = stub({ [ROUTES.job]: jobs(readyJob()) });
    renderDialog();
    next();
    expect(await screen.findByText('Choose a file to import')).toBeTruthy();

    await choose('Format', 'Postman Collection v2.1');
    const collection = new File(['{"info":{}}'], 'pets.postman_collection.json', {
      type: 'application/json',
    });
    const environment = new File(['{"values":[]}'], 'staging.postman_environment.json', {
      type: 'application/json',
    });
    fireEvent.change(
      screen.getByTestId('import-file').querySelector<HTMLInputElement>('input[type=file]')!,
      { target: { files: [collection] } },
    );
    expect(await screen.findByText(/pets\.postman_collection\.json/)).toBeTruthy();
    fireEvent.change(
      screen
        .getByTestId('import-environment')
        .closest('.ant-upload')!
        .querySelector<HTMLInputElement>('input[type=file]')!,
      { target: { files: [environment] } },
    );
    expect(await screen.findByText(/staging\.postman_environment\.json/)).toBeTruthy();
    next();
    await screen.findByTestId('import-preview', {}, POLLED);

    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/imports'))!;
    const form = init?.body;
    expect(form).toBeInstanceOf(FormData);
    const sent = form as FormData;
    expect(sent.getAll('file')).toHaveLength(1);
    expect((sent.get('file') as File).name).toBe('pets.postman_collection.json');
    expect(sent.get('format')).toBe('postman-2.1');
    expect((sent.get('environment') as File).name).toBe('staging.postman_environment.json');
    expect([...sent.keys()].sort()).toEqual(['environment', 'file', 'format']);
  });

  it.each([
    ['PERMISSION_DENIED', 'Operation permission failed, insufficient permissions.'],
    ['PROJECT_LOCKED', 'This project is locked. An admin must unlock it before it can be changed.'],
  ] as const)('shows a refusal (%s) in the language of the page', async (code, text) => {
    const api = stub({ [ROUTES.start]: () => problem(code) });
    renderDialog();
    paste(PETSTORE);
    next();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(api.callsTo(ROUTES.job)).toHaveLength(0);
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('shows a refused commit without leaving the preview', async () => {
    stub({
      [ROUTES.job]: jobs(readyJob()),
      [ROUTES.commit]: () => problem('PROJECT_FROZEN'),
    });
    renderDialog();
    paste(PETSTORE);
    next();
    await screen.findByTestId('import-preview', {}, POLLED);
    fireEvent.click(screen.getByTestId('import-commit'));
    const preview = screen.getByTestId('import-preview');
    await waitFor(() => expect(preview.querySelector('.ant-alert-error')).toBeTruthy());
    expect(screen.getByTestId('import-preview')).toBeTruthy();
  });

  it('goes on importing after the dialog closes, and refreshes the designer when done', async () => {
    let answer = readyJob();
    stub({
      [ROUTES.job]: () => json(answer),
      [ROUTES.commit]: () => json((answer = makeJob({ status: 'importing' }))),
    });
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <DesignerProbe />
          <ImportDialog projectId={PROJECT_ID} open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderPage(<Harness />);
    paste(PETSTORE);
    next();
    await screen.findByTestId('import-preview', {}, POLLED);
    fireEvent.click(screen.getByTestId('import-commit'));
    await screen.findByTestId('import-progress');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('The import goes on in the background.')).toBeTruthy();
    const loadedAt = screen.getByTestId('probe').textContent;

    answer = makeJob({ status: 'done', result: { created: 3, updated: 0, skipped: 1 } });
    expect(
      await screen.findByText('The import finished: 3 created, 0 updated, 1 skipped.', {}, POLLED),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).not.toBe(loadedAt));
  });
});
