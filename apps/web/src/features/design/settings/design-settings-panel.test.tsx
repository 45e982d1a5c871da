import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DesignMeta } from '@heron/contract';
import { renderPage } from '../../../test/render-with-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { designRoutes, DESIGN, EMPTY_META } from '../../../test/design-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { buttonNamed } from '../shell/design-test-render';
import { DesignSettingsPanel } from './design-settings-panel';
import { hasUnsavedWork } from '../../../lib/unsaved-work';

type MetaBody = {
  baseVersion: number;
  meta: DesignMeta;
  renamedSchemes: { from: string; to: string }[];
};

/** The settings page of the workspace's Settings section, with the API stubbed. */
function renderSettings(options: { routes?: Record<string, StubHandler> } = {}) {
  const project = makeProject();
  const api = stubApi({ ...designRoutes(project), ...options.routes });
  renderPage(<DesignSettingsPanel project={project} />);
  return { api };
}

async function openSettings() {
  return screen.findByTestId('design-settings-panel');
}

/** The option of the open select list showing `text`. */
async function pick(field: HTMLElement, text: string) {
  fireEvent.mouseDown(field);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent === text,
    );
    if (found.length === 0) throw new Error(`No option "${text}"`);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

describe('DesignSettingsPanel', { timeout: 30_000 }, () => {
  it('adds a server and an API key scheme, makes it the default, and saves from the loaded version', async () => {
    const { api } = renderSettings({
      routes: {
        [`PUT ${DESIGN}/meta`]: (request) =>
          json({ version: 1, meta: (request.body as MetaBody).meta }),
      },
    });
    const panel = await openSettings();
    fireEvent.click(within(panel).getByTestId('design-settings-add-server'));
    fireEvent.change(within(panel).getByLabelText('Server 1 URL'), {
      target: { value: 'https://api.example.com' },
    });
    fireEvent.change(within(panel).getByLabelText('Server 1 description'), {
      target: { value: 'Production' },
    });
    fireEvent.click(within(panel).getByTestId('design-settings-add-scheme'));
    fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'apiKey' } });
    await pick(within(panel).getByLabelText('Type'), 'API key');
    await pick(within(panel).getByLabelText('Sent in'), 'Cookie');
    fireEvent.change(within(panel).getByLabelText('Parameter name'), {
      target: { value: 'session' },
    });
    await pick(within(panel).getByLabelText('Default security'), 'apiKey');
    // Changed and not saved: leaving the project would ask first.
    expect(hasUnsavedWork()).toBe(true);

    fireEvent.click(within(panel).getByTestId('design-settings-save'));
    await waitFor(() => expect(api.callsTo(`PUT ${DESIGN}/meta`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${DESIGN}/meta`)[0]!.body as MetaBody;
    expect(body.baseVersion).toBe(0);
    expect(body.meta.servers).toEqual([
      { url: 'https://api.example.com', description: 'Production' },
    ]);
    expect(body.meta.securitySchemes).toEqual({
      apiKey: { type: 'apiKey', name: 'session', in: 'cookie' },
    });
    expect(body.meta.security).toEqual([{ apiKey: [] }]);
    // A new scheme is not a rename.
    expect(body.renamedSchemes).toEqual([]);
    await waitFor(() =>
      expect(within(panel).getByTestId('design-settings-save')).toHaveProperty('disabled', true),
    );
    expect(hasUnsavedWork()).toBe(false);
  });

  it('sends a renamed scheme as a rename, so endpoints that name it follow', async () => {
    const saved = {
      version: 3,
      meta: {
        ...EMPTY_META.meta,
        securitySchemes: { apiKey: { type: 'apiKey', name: 'X-Key', in: 'header' } },
        security: [{ apiKey: [] }],
      } as DesignMeta,
    };
    const { api } = renderSettings({
      routes: {
        [`GET ${DESIGN}/meta`]: () => json(saved),
        [`PUT ${DESIGN}/meta`]: (request) =>
          json({ version: 4, meta: (request.body as MetaBody).meta }),
      },
    });
    const panel = await openSettings();
    const name = await within(panel).findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'partnerKey' } });
    fireEvent.click(within(panel).getByTestId('design-settings-save'));
    await waitFor(() => expect(api.callsTo(`PUT ${DESIGN}/meta`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${DESIGN}/meta`)[0]!.body as MetaBody;
    expect(body).toMatchObject({
      baseVersion: 3,
      meta: { securitySchemes: { partnerKey: { type: 'apiKey' } }, security: [{ partnerKey: [] }] },
      renamedSchemes: [{ from: 'apiKey', to: 'partnerKey' }],
    });
  });

  it('refuses to save an empty server URL and says what to fix', async () => {
    const { api } = renderSettings();
    const panel = await openSettings();
    fireEvent.click(within(panel).getByTestId('design-settings-add-server'));
    fireEvent.click(within(panel).getByTestId('design-settings-save'));
    expect(
      await within(panel).findByText('Fix the highlighted fields before saving.'),
    ).toBeTruthy();
    expect(api.callsTo(`PUT ${DESIGN}/meta`)).toHaveLength(0);
  });

  it('shows a conflict when the settings were saved meanwhile, and keeps mine over theirs', async () => {
    let current = EMPTY_META as { version: number; meta: DesignMeta };
    const { api } = renderSettings({
      routes: {
        [`GET ${DESIGN}/meta`]: () => json(current),
        [`PUT ${DESIGN}/meta`]: (request) => {
          const body = request.body as MetaBody;
          if (body.baseVersion !== current.version) return problem('EDIT_CONFLICT');
          current = { version: current.version + 1, meta: body.meta };
          return json(current);
        },
      },
    });
    const panel = await openSettings();
    fireEvent.click(within(panel).getByTestId('design-settings-add-server'));
    fireEvent.change(within(panel).getByLabelText('Server 1 URL'), {
      target: { value: 'https://mine.example.com' },
    });
    // Someone saves a title and a server meanwhile.
    current = {
      version: 4,
      meta: {
        ...EMPTY_META.meta,
        info: { title: 'Their title', version: '2' },
        servers: [{ url: 'https://theirs.example.com' }],
      } as DesignMeta,
    };
    fireEvent.click(within(panel).getByTestId('design-settings-save'));
    const conflict = await screen.findByTestId('design-conflict');
    const view = await within(conflict).findByTestId('design-compare', undefined, {
      timeout: 10_000,
    });
    await waitFor(() => expect(view.textContent).toContain('theirs.example.com'));
    expect(view.textContent).toContain('mine.example.com');
    fireEvent.click(buttonNamed('Keep mine (overwrite)'));
    await waitFor(() => expect(api.callsTo(`PUT ${DESIGN}/meta`)).toHaveLength(2));
    const second = api.callsTo(`PUT ${DESIGN}/meta`)[1]!.body as MetaBody;
    expect(second.baseVersion).toBe(4);
    expect(second.meta.servers).toEqual([{ url: 'https://mine.example.com' }]);
    // What the form does not edit stays as they saved it.
    expect(second.meta.info).toEqual({ title: 'Their title', version: '2' });
  });
});
