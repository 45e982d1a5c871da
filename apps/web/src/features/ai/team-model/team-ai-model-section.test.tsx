import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamAiModel, TeamAiModelView } from '@heron/contract';
import { i18n } from '../../../app/i18n';
import { formatDateTime } from '../../../lib/format-time';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { TEAM_ID } from '../ai-test-data';
import { AI_TEST_IDS } from '../test-ids';
import { TeamAiModelSection } from './team-ai-model-section';

// antd forms are heavy for jsdom on a busy machine: only a wrong screen fails, never a slow one.
const WAIT_MS = 15_000;
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: 10_000 }));

const MODEL_PATH = `/api/v1/teams/${TEAM_ID}/ai/model`;
const ROUTE = {
  get: `GET ${MODEL_PATH}`,
  set: `PUT ${MODEL_PATH}`,
  remove: `DELETE ${MODEL_PATH}`,
  check: `POST ${MODEL_PATH}/check`,
} as const;

const MODEL: TeamAiModel = {
  baseUrl: 'https://llm.example.com/v1',
  model: 'qwen-plus',
  keyHint: 'k3y9',
  updatedAt: '2025-03-01T10:00:00.000Z',
  updatedBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' },
};

function viewOf(overrides: Partial<TeamAiModelView> = {}): TeamAiModelView {
  return { model: MODEL, canManage: true, hasInstanceModel: true, ...overrides };
}

/** The team's model, and a PUT that stores what it was sent (a new key's hint, or none). */
function stub(view: TeamAiModelView, routes: Record<string, StubHandler> = {}) {
  let saves = 0;
  return stubApi({
    [ROUTE.get]: () => json(view),
    [ROUTE.set]: ({ body }) => {
      const sent = body as { baseUrl: string; model: string; apiKey?: string };
      const keyHint =
        sent.apiKey === undefined ? (view.model?.keyHint ?? null) : sent.apiKey.slice(-4) || null;
      return json(
        viewOf({
          ...view,
          model: {
            ...MODEL,
            baseUrl: sent.baseUrl,
            model: sent.model,
            keyHint,
            updatedAt: `2025-03-0${String(2 + saves++)}T10:00:00.000Z`,
          },
        }),
      );
    },
    ...routes,
  });
}

const renderSection = () => renderPage(<TeamAiModelSection teamId={TEAM_ID} />);
const section = async () => within(await screen.findByTestId(AI_TEST_IDS.teamModel));
const statusText = async () => (await screen.findByTestId(AI_TEST_IDS.teamModelStatus)).textContent;

describe('the team AI model section', { timeout: 4 * WAIT_MS }, () => {
  it('saves what an admin changed, keeping the stored key when the key field is left empty', async () => {
    const api = stub(viewOf());
    renderSection();
    const model = await screen.findByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelName);
    expect(model.value).toBe('qwen-plus');
    expect(screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelBaseUrl).value).toBe(
      MODEL.baseUrl,
    );
    const key = screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelKey);
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(key.placeholder).toBe('The stored key ••••k3y9 stays unless you type a new one');
    expect(await statusText()).toBe(
      "The team's AI features run on its own model and spend no AI points.",
    );
    expect(
      screen.getByText(`Last changed by Ada Lovelace, ${formatDateTime(MODEL.updatedAt, 'en')}`),
    ).toBeTruthy();
    expect(screen.getByText(/The key is stored encrypted/)).toBeTruthy();

    fireEvent.change(model, { target: { value: 'qwen-max' } });
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.teamModelSave));
    await waitFor(() => expect(api.callsTo(ROUTE.set)).toHaveLength(1));
    expect(api.callsTo(ROUTE.set)[0]?.body).toEqual({ baseUrl: MODEL.baseUrl, model: 'qwen-max' });
    expect(await screen.findByText('Model saved')).toBeTruthy();

    // A new key typed is sent; the stored one then shows only by its new hint.
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-new-secret-abcd' } });
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.teamModelSave));
    await waitFor(() => expect(api.callsTo(ROUTE.set)).toHaveLength(2));
    expect(api.callsTo(ROUTE.set)[1]?.body).toEqual({
      baseUrl: MODEL.baseUrl,
      model: 'qwen-max',
      apiKey: 'sk-new-secret-abcd',
    });
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelKey).placeholder).toBe(
        'The stored key ••••abcd stays unless you type a new one',
      ),
    );
    expect(screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelKey).value).toBe('');
  });

  it('sends an empty key when the admin removes the stored one', async () => {
    const api = stub(viewOf());
    renderSection();
    fireEvent.click(await screen.findByLabelText('Remove the stored key: this model takes none'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelKey).disabled).toBe(true),
    );
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.teamModelSave));
    await waitFor(() => expect(api.callsTo(ROUTE.set)).toHaveLength(1));
    expect(api.callsTo(ROUTE.set)[0]?.body).toEqual({
      baseUrl: MODEL.baseUrl,
      model: MODEL.model,
      apiKey: '',
    });
  });

  it('says what is wrong with the address and the name, and sends nothing', async () => {
    const api = stub(viewOf());
    renderSection();
    fireEvent.change(await screen.findByLabelText('Base URL'), {
      target: { value: 'ftp://llm.example.com' },
    });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.teamModelSave));
    expect(await screen.findByText(i18n.t('validation.aiModelUrl') as string)).toBeTruthy();
    expect(await screen.findByText(i18n.t('validation.aiModelName') as string)).toBeTruthy();
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.teamModelCheck));
    expect(api.callsTo(ROUTE.set)).toHaveLength(0);
    expect(api.callsTo(ROUTE.check)).toHaveLength(0);
  });

  it('checks the values of the form: how long the model took, or why it failed', async () => {
    let checks = 0;
    const api = stub(viewOf(), {
      [ROUTE.check]: () => {
        checks += 1;
        return checks === 1 ? json({ tookMs: 1234, tokens: 12 }) : problem('AI_KEY_REFUSED');
      },
    });
    renderSection();
    const check = await screen.findByTestId(AI_TEST_IDS.teamModelCheck);
    fireEvent.click(check);
    const result = await screen.findByTestId(AI_TEST_IDS.teamModelCheckResult);
    expect(within(result).getByText('Answered in 1,234 ms')).toBeTruthy();
    expect(api.callsTo(ROUTE.check)[0]?.body).toEqual({
      baseUrl: MODEL.baseUrl,
      model: MODEL.model,
    });

    // A change of the values clears the answer, which held for the old ones.
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-wrong' } });
    await waitFor(() => expect(screen.queryByTestId(AI_TEST_IDS.teamModelCheckResult)).toBeNull());
    fireEvent.click(check);
    await waitFor(() =>
      expect(screen.getByTestId(AI_TEST_IDS.teamModelCheckResult).textContent).toContain(
        i18n.t('errors.AI_KEY_REFUSED'),
      ),
    );
    expect(api.callsTo(ROUTE.check)[1]?.body).toEqual({
      baseUrl: MODEL.baseUrl,
      model: MODEL.model,
      apiKey: 'sk-wrong',
    });
    expect(api.callsTo(ROUTE.set)).toHaveLength(0);
  });

  it('removes the model only after the admin confirms', async () => {
    const api = stub(viewOf(), {
      [ROUTE.remove]: () => json(viewOf({ model: null })),
    });
    renderSection();
    fireEvent.click(await screen.findByTestId(AI_TEST_IDS.teamModelRemove));
    const confirm = await screen.findByText("Remove the team's model?");
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    expect(within(popup).getByText(/back to this server's model and spend AI points/)).toBeTruthy();
    expect(api.callsTo(ROUTE.remove)).toHaveLength(0);
    fireEvent.click(within(popup).getByTestId(AI_TEST_IDS.teamModelRemoveOk));
    await waitFor(() => expect(api.callsTo(ROUTE.remove)).toHaveLength(1));
    expect(await screen.findByText('Model removed')).toBeTruthy();
    await waitFor(async () =>
      expect(await statusText()).toBe(
        "Your team has no model of its own: its AI features use this server's model and spend AI points.",
      ),
    );
    expect(screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelName).value).toBe('');
    expect(screen.queryByTestId(AI_TEST_IDS.teamModelRemove)).toBeNull();
  });

  it('shows a member the model read-only, never the key', async () => {
    stub(viewOf({ canManage: false }));
    renderSection();
    const card = await section();
    expect(await card.findByText(MODEL.baseUrl)).toBeTruthy();
    expect(card.getByText('qwen-plus')).toBeTruthy();
    expect(card.getByText('••••k3y9')).toBeTruthy();
    expect(
      card.getByText(`Last changed by Ada Lovelace, ${formatDateTime(MODEL.updatedAt, 'en')}`),
    ).toBeTruthy();
    expect(card.queryAllByRole('textbox')).toHaveLength(0);
    expect(card.queryByLabelText('API key')).toBeNull();
    expect(card.queryAllByRole('button')).toHaveLength(0);
  });

  it('says a team with no model uses the server’s model and points', async () => {
    stub(viewOf({ model: null, canManage: false }));
    renderSection();
    expect(await statusText()).toBe(
      "Your team has no model of its own: its AI features use this server's model and spend AI points.",
    );
    expect((await section()).getByText("Team admins set the team's model.")).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('says the team must bring a model when the server has none, and lets an admin set one', async () => {
    const api = stub(viewOf({ model: null, hasInstanceModel: false }));
    renderSection();
    expect(await statusText()).toBe(
      'No AI model is set up on this server: your team must bring its own model for the AI features to work.',
    );
    const key = screen.getByTestId<HTMLInputElement>(AI_TEST_IDS.teamModelKey);
    expect(key.placeholder).toBe('Leave empty if the model takes no key');
    expect(screen.queryByTestId(AI_TEST_IDS.teamModelRemove)).toBeNull();
    fireEvent.change(screen.getByLabelText('Base URL'), {
      target: { value: ' http://localhost:11434/v1 ' },
    });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'llama3' } });
    fireEvent.click(screen.getByTestId(AI_TEST_IDS.teamModelSave));
    await waitFor(() => expect(api.callsTo(ROUTE.set)).toHaveLength(1));
    // No key stored, none typed: the model takes none.
    expect(api.callsTo(ROUTE.set)[0]?.body).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3',
      apiKey: '',
    });
  });
});
