import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AI_IMPORT_MAX_CHARS, type AiCostPreview, type ImportJob } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { AI_TEST_IDS } from '../../ai';
import { DESIGN_TEST_IDS } from '../shell/test-ids';
import { ImportDialog } from './import-dialog';
import { ENTRIES, makeJob, PROJECT_ID, readyJob, ROUTES, TREE } from './test-data';

// AI parsing import (issue 24) in the import dialog. The dialog's screens are heavy for jsdom
// and the machine may be busy: waits are generous so that only a wrong screen fails.
const WAIT_MS = 15_000;
const POLLED = { timeout: WAIT_MS };
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

const TEAM_ID = '10000000-0000-4000-8000-000000000001';
const MATERIAL = [
  '## Pets service',
  'GET /pets lists the pets of the shop, 20 a page.',
  'POST /pets adds a pet; the body has a name and a tag.',
].join('\n');

/** What reading the material would cost, as the server previews it. */
function costPreview(overrides: Partial<AiCostPreview> = {}): AiCostPreview {
  return {
    model: 'instance',
    estimatedPoints: 2,
    spendablePoints: 100,
    monthlyCapLeft: null,
    ...overrides,
  };
}

/** Answers each call with the next job in turn, then keeps answering the last one. */
function jobs(...answers: ImportJob[]): StubHandler {
  let call = 0;
  return () => json(answers[Math.min(call++, answers.length - 1)]);
}

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [ROUTES.aiModel]: () => json({ model: 'instance' }),
    [ROUTES.aiPreview]: () => json(costPreview()),
    [ROUTES.startAi]: () => json(makeJob({ sourceName: '' }), 202),
    [ROUTES.tree]: () => json(TREE),
    ...routes,
  });
}

function renderDialog() {
  renderPage(<ImportDialog projectId={PROJECT_ID} teamId={TEAM_ID} open onClose={vi.fn()} />);
}

const text = () => screen.getByTestId<HTMLTextAreaElement>(DESIGN_TEST_IDS.importAiText);
const startButton = () => screen.getByTestId<HTMLButtonElement>(DESIGN_TEST_IDS.importAiStart);
const start = () => fireEvent.click(startButton());

async function openAiTab() {
  fireEvent.click(screen.getByTestId(DESIGN_TEST_IDS.importAiTab));
  await screen.findByTestId(DESIGN_TEST_IDS.importAiText);
}

function type(material: string) {
  fireEvent.change(text(), { target: { value: material } });
}

function chooseFile(file: File) {
  const input = screen
    .getByTestId(DESIGN_TEST_IDS.importAiUpload)
    .closest('.ant-upload')!
    .querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('AI parsing in the import dialog', { timeout: 4 * WAIT_MS }, () => {
  it('sends the material and the language, then previews each entry with its quote', async () => {
    const [listPets, createPet] = ENTRIES;
    const api = stub({
      [ROUTES.job]: jobs(
        makeJob(),
        readyJob({
          entries: [
            { ...listPets!, quote: 'GET /pets lists the pets of the shop, 20 a page.' },
            { ...createPet!, quote: 'POST /pets adds a pet; the body has a name and a tag.' },
          ],
          summary: { add: 1, change: 1, same: 0 },
        }),
      ),
    });
    renderDialog();
    await openAiTab();
    // No format to choose: the model reads any material.
    expect(screen.queryByTestId('import-format')).toBeNull();
    expect(screen.getByText(/The material is sent to the AI model/)).toBeTruthy();
    type(`\n${MATERIAL}\n\n`);
    expect(screen.getByText(`${MATERIAL.length} / 100,000 characters`)).toBeTruthy();
    // The page's language by default, any of the five by its own name.
    const language = screen.getByTestId(DESIGN_TEST_IDS.importAiLanguage);
    expect(within(language).getByText('English')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Language of names and descriptions'));
    fireEvent.click(await screen.findByTitle('日本語'));
    start();

    expect(
      await screen.findByText('The AI model is reading the material. This can take a minute…'),
    ).toBeTruthy();
    // Sent as the contract parses it: trimmed.
    expect(api.callsTo(ROUTES.startAi)[0]?.body).toEqual({ text: MATERIAL, language: 'ja' });
    expect(api.callsTo(ROUTES.start)).toHaveLength(0);

    const preview = await screen.findByTestId('import-preview', {}, POLLED);
    const table = within(within(preview).getByTestId('import-entries'));
    expect(table.getByText('List pets')).toBeTruthy();
    expect(table.getByText('“GET /pets lists the pets of the shop, 20 a page.”')).toBeTruthy();
    expect(table.getAllByTestId(DESIGN_TEST_IDS.importQuote)).toHaveLength(2);
  });

  it('says before anything is typed that no model is set up, and holds Start back', async () => {
    const api = stub({ [ROUTES.aiModel]: () => json({ model: null }) });
    renderDialog();
    await openAiTab();
    const noModel = await screen.findByTestId(DESIGN_TEST_IDS.importAiNoModel);
    expect(within(noModel).getByText('No AI model is set up on this server')).toBeTruthy();
    expect(within(noModel).getByText(/sets AI_BASE_URL and AI_MODEL/)).toBeTruthy();
    expect(within(noModel).getByText(/Manage › Team settings › AI model/)).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    type(MATERIAL);
    expect(startButton().disabled).toBe(true);
    // Nothing can run: no cost is asked.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo(ROUTES.aiPreview)).toHaveLength(0);
    expect(api.callsTo(ROUTES.startAi)).toHaveLength(0);
  });

  it("says the team's own model reads the material for no points, instead of the cost", async () => {
    const api = stub({ [ROUTES.aiModel]: () => json({ model: 'team' }) });
    renderDialog();
    await openAiTab();
    const note = await screen.findByTestId(AI_TEST_IDS.teamModelNote);
    expect(note.textContent).toBe("Runs on your team's own model: no points are spent.");
    expect(screen.queryByText(/Reading it costs AI points/)).toBeNull();
    expect(api.callsTo(ROUTES.aiModel)[0]?.query.get('projectId')).toBe(PROJECT_ID);
    type(MATERIAL);
    expect(startButton().disabled).toBe(false);
    // It costs nothing: no estimate is asked or shown.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo(ROUTES.aiPreview)).toHaveLength(0);
    expect(screen.queryByTestId(DESIGN_TEST_IDS.importAiCost)).toBeNull();
  });

  it('shows the estimated cost of the material once typing pauses, asked once a pause', async () => {
    const api = stub({
      [ROUTES.aiPreview]: () =>
        json(costPreview({ estimatedPoints: 7, spendablePoints: 2_400, monthlyCapLeft: 50 })),
    });
    renderDialog();
    await openAiTab();
    // Nothing typed, nothing asked.
    expect(screen.queryByTestId(DESIGN_TEST_IDS.importAiCost)).toBeNull();
    type('## Pets');
    type(`\n${MATERIAL}\n`);
    const cost = within(await screen.findByTestId(DESIGN_TEST_IDS.importAiCost));
    expect(cost.getByText('Estimated cost (points)').nextSibling?.textContent).toBe('7');
    expect(cost.getByText('Points you may spend').nextSibling?.textContent).toBe('2,400');
    expect(cost.getByText('Left of the monthly limit (points)').nextSibling?.textContent).toBe(
      '50',
    );
    // Only the material typed last, as Start would send it: trimmed, in the language chosen.
    expect(api.callsTo(ROUTES.aiPreview).map((call) => call.body)).toEqual([
      { text: MATERIAL, language: 'en' },
    ]);
    expect(startButton().disabled).toBe(false);
  });

  it('holds Start back with the way to buy points when the material costs more than may be spent', async () => {
    const api = stub({
      [ROUTES.aiPreview]: () => json(costPreview({ estimatedPoints: 30, spendablePoints: 5 })),
    });
    renderDialog();
    await openAiTab();
    type(MATERIAL);
    const alert = await screen.findByTestId(DESIGN_TEST_IDS.importAiNotEnoughPoints);
    expect(alert.textContent).toContain(
      'This is estimated at 30 points, and you may spend 5 points in this project.',
    );
    const buy = within(alert).getByRole('link', { name: 'Buy points' });
    expect(buy.getAttribute('href')).toBe(`/order/points?teamId=${TEAM_ID}`);
    expect(startButton().disabled).toBe(true);
    start();
    expect(api.callsTo(ROUTES.startAi)).toHaveLength(0);

    // Material the points cover lets it start again.
    const shorter = 'GET /pets lists the pets.';
    const covered = stub({ [ROUTES.aiPreview]: () => json(costPreview()) });
    type(shorter);
    await waitFor(() => expect(startButton().disabled).toBe(false));
    expect(screen.queryByTestId(DESIGN_TEST_IDS.importAiNotEnoughPoints)).toBeNull();
    expect(covered.callsTo(ROUTES.aiPreview).at(-1)?.body).toEqual({
      text: shorter,
      language: 'en',
    });
  });

  it("holds Start back when the material would pass the project's monthly limit", async () => {
    stub({
      [ROUTES.aiPreview]: () =>
        json(costPreview({ estimatedPoints: 30, spendablePoints: 500, monthlyCapLeft: 10 })),
    });
    renderDialog();
    await openAiTab();
    type(MATERIAL);
    const alert = await screen.findByTestId(DESIGN_TEST_IDS.importAiCapReached);
    expect(alert.textContent).toContain('the limit leaves 10 this month');
    expect(within(alert).queryByRole('link', { name: 'Buy points' })).toBeNull();
    expect(startButton().disabled).toBe(true);
  });

  it('refuses empty material and material over the limit in the form, sending nothing', async () => {
    const api = stub();
    renderDialog();
    await openAiTab();
    type('  \n ');
    start();
    expect(await screen.findByText('Paste or upload the material to read.')).toBeTruthy();

    type('x'.repeat(AI_IMPORT_MAX_CHARS + 1));
    expect(
      await screen.findByText(
        'The material is longer than 100,000 characters. Split it and import each part.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('100,001 / 100,000 characters')).toBeTruthy();
    start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo(ROUTES.startAi)).toHaveLength(0);
    // Neither is worth an estimate.
    expect(api.callsTo(ROUTES.aiPreview)).toHaveLength(0);
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('reads a text file into the material, and refuses a binary one', async () => {
    stub();
    renderDialog();
    await openAiTab();
    chooseFile(new File([MATERIAL], 'notes.md', { type: 'text/markdown' }));
    await waitFor(() => expect(text().value).toBe(MATERIAL));

    chooseFile(new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2, 0xe3, 0xcf])], 'spec.pdf'));
    expect(await screen.findByText(/“spec\.pdf” is not a text file/)).toBeTruthy();
    expect(text().value).toBe(MATERIAL);
  });

  it('offers to buy points when they run short', async () => {
    stub({ [ROUTES.startAi]: () => problem('POINTS_INSUFFICIENT') });
    renderDialog();
    await openAiTab();
    type(MATERIAL);
    start();
    expect(
      await screen.findByText('Not enough AI points. Buy a points package to continue.'),
    ).toBeTruthy();
    const buy = screen.getByRole('link', { name: 'Buy points' });
    expect(buy.getAttribute('href')).toBe(`/order/points?teamId=${TEAM_ID}`);
    // Still on the source, with the material kept.
    expect(text().value).toBe(MATERIAL);
  });

  it('says when the project has reached its monthly AI limit', async () => {
    stub({ [ROUTES.startAi]: () => problem('AI_CAP_REACHED') });
    renderDialog();
    await openAiTab();
    type(MATERIAL);
    start();
    expect(
      await screen.findByText(
        "This would pass the project's monthly limit on AI points. A team admin can raise it.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy points' })).toBeNull();
  });

  it('shows why a job failed: nothing found, or the model without a usable answer', async () => {
    stub({
      [ROUTES.job]: jobs(
        makeJob({
          status: 'failed',
          issues: [
            {
              severity: 'error',
              code: 'AI_NOTHING_FOUND',
              message: 'The model found no endpoint or data model in the material.',
            },
            {
              severity: 'error',
              code: 'AI_MODEL',
              message: 'AI_TIMEOUT: the model did not answer within 120 seconds',
            },
          ],
        }),
      ),
    });
    renderDialog();
    await openAiTab();
    type('Lunch is at noon.');
    start();

    const failed = await screen.findByTestId('import-failed', {}, POLLED);
    expect(
      within(failed).getByText('No endpoint or data model found in the material'),
    ).toBeTruthy();
    expect(within(failed).getByText('The AI model gave no usable answer')).toBeTruthy();
    // The model's error code, in the reader's language.
    expect(
      within(failed).getByText('The AI model did not answer in time. Try again later.'),
    ).toBeTruthy();

    // Back on the AI tab, with the material to change.
    fireEvent.click(within(failed).getByTestId('import-back'));
    expect(text().value).toBe('Lunch is at noon.');
  });

  it('writes in the language of the page unless another is chosen', async () => {
    await i18n.changeLanguage('zh-Hant');
    const api = stub();
    renderDialog();
    await openAiTab();
    type(MATERIAL);
    start();
    await waitFor(() => expect(api.callsTo(ROUTES.startAi)).toHaveLength(1));
    expect(api.callsTo(ROUTES.startAi)[0]?.body).toEqual({ text: MATERIAL, language: 'zh-Hant' });
  });
});
