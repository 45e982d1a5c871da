import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Environment, ProjectVariables, VariableInput } from '@heron/contract';
import { renderPage } from '../../../test/render-with-providers';
import { json, noContent, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { EnvironmentsDrawer } from './environments-drawer';
import {
  CREATED,
  environmentRoute,
  ENVIRONMENTS_ROUTE,
  makeEnvironment,
  NO_PROJECT_VARIABLES,
  PRODUCTION_ENV,
  PROJECT,
  STAGING,
  STAGING_ENV,
  VARIABLES_ROUTE,
} from './environments-test-fixtures';
import { DEBUG_ENV_TEST_IDS, debugEnvTestIdOf } from './test-ids';
import { hasUnsavedWork } from '../../../lib/unsaved-work';

// antd renders a lot per table row; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

type SaveBody = { name: string; baseUrl: string; variables: VariableInput[]; baseVersion?: number };

function stub(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [STAGING_ENV, PRODUCTION_ENV] }),
    [`GET ${VARIABLES_ROUTE}`]: () => json(NO_PROJECT_VARIABLES),
    ...routes,
  });
}

function renderDrawer(
  options: { readOnly?: boolean; environmentId?: string | null; onClose?: () => void } = {},
) {
  return renderPage(
    <EnvironmentsDrawer
      projectId={PROJECT}
      open
      onClose={options.onClose ?? (() => {})}
      readOnly={options.readOnly ?? false}
      environmentId={options.environmentId ?? null}
    />,
  );
}

/** The form on the right: an environment's or the project variables'. */
async function form() {
  return screen.findByTestId(DEBUG_ENV_TEST_IDS.form);
}

async function openEntry(environmentId: string) {
  fireEvent.click(await screen.findByTestId(debugEnvTestIdOf.entry(environmentId)));
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('EnvironmentsDrawer', { timeout: 30_000 }, () => {
  it('creates an environment with a secret: the secret value is sent once, then shown masked', async () => {
    const items: Environment[] = [STAGING_ENV, PRODUCTION_ENV];
    const api = stub({
      [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items }),
      [`POST ${ENVIRONMENTS_ROUTE}`]: (request) => {
        const body = request.body as SaveBody;
        const created: Environment = makeEnvironment({
          id: CREATED,
          name: body.name,
          baseUrl: body.baseUrl,
          variables: body.variables.map((variable) => ({
            name: variable.name,
            value: variable.secret ? null : variable.value,
            secret: variable.secret ?? false,
            enabled: variable.enabled ?? true,
            description: variable.description ?? '',
            isSet: variable.value !== '',
          })),
        });
        items.push(created);
        return json(created, 201);
      },
    });
    renderDrawer();
    fireEvent.click(await screen.findByTestId(DEBUG_ENV_TEST_IDS.add));
    const panel = await form();
    type(within(panel).getByLabelText('Environment name'), 'Local');
    type(within(panel).getByLabelText('Base URL'), 'http://localhost:3000');
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.addVariable));
    type(within(panel).getByLabelText('Variable 1 name'), 'token');
    fireEvent.click(within(panel).getByLabelText('Variable 1 secret'));
    type(within(panel).getByLabelText('Variable 1 value'), 's3cret-value');
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));

    await waitFor(() => expect(api.callsTo(`POST ${ENVIRONMENTS_ROUTE}`)).toHaveLength(1));
    const body = api.callsTo(`POST ${ENVIRONMENTS_ROUTE}`)[0]!.body as SaveBody;
    expect(body).toEqual({
      name: 'Local',
      baseUrl: 'http://localhost:3000',
      variables: [
        { name: 'token', value: 's3cret-value', secret: true, enabled: true, description: '' },
      ],
    });
    expect(occurrences(JSON.stringify(body), 's3cret-value')).toBe(1);
    expect(await screen.findByText('Created successfully')).toBeTruthy();

    // Now the saved environment: in the list, its secret stored and shown as the mask only.
    expect(await screen.findByTestId(debugEnvTestIdOf.entry(CREATED))).toBeTruthy();
    const saved = await form();
    await waitFor(() =>
      expect(within(saved).getByLabelText('Variable 1 value').getAttribute('placeholder')).toBe(
        '••••••',
      ),
    );
    expect((within(saved).getByLabelText('Variable 1 value') as HTMLInputElement).value).toBe('');
    expect(saved.textContent).not.toContain('s3cret-value');
  });

  it('saves an edit from the loaded version and keeps an untouched secret as value null', async () => {
    const api = stub({
      [`PUT ${environmentRoute(STAGING)}`]: (request) =>
        json({ ...STAGING_ENV, baseUrl: (request.body as SaveBody).baseUrl, version: 4 }),
    });
    renderDrawer({ environmentId: STAGING });
    const panel = await form();
    const secret = within(panel).getByLabelText('Variable 2 value');
    expect(secret.getAttribute('placeholder')).toBe('••••••');
    type(within(panel).getByLabelText('Base URL'), 'https://staging-2.example.com');
    // Changed and not saved: leaving the project would ask first.
    await waitFor(() => expect(hasUnsavedWork()).toBe(true));
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));

    await waitFor(() => expect(api.callsTo(`PUT ${environmentRoute(STAGING)}`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${environmentRoute(STAGING)}`)[0]!.body as SaveBody;
    expect(body.baseVersion).toBe(3);
    expect(body.baseUrl).toBe('https://staging-2.example.com');
    expect(body.variables).toEqual([
      { name: 'user', value: 'ada', secret: false, enabled: true, description: 'Who signs in' },
      { name: 'token', value: null, secret: true, enabled: true, description: '' },
    ]);
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
    await waitFor(() => expect(hasUnsavedWork()).toBe(false));
  });

  it('sends a secret typed over the stored one, and warns when a rename would drop it', async () => {
    const api = stub({
      [`PUT ${environmentRoute(STAGING)}`]: () => json({ ...STAGING_ENV, version: 4 }),
    });
    renderDrawer({ environmentId: STAGING });
    const panel = await form();
    type(within(panel).getByLabelText('Variable 2 name'), 'apiToken');
    expect(
      await within(panel).findByText(
        'Saving removes the stored secret value. Type it again to keep it.',
      ),
    ).toBeTruthy();
    type(within(panel).getByLabelText('Variable 2 value'), 'fresh-token');
    expect(
      within(panel).queryByText(
        'Saving removes the stored secret value. Type it again to keep it.',
      ),
    ).toBeNull();
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${environmentRoute(STAGING)}`)).toHaveLength(1));
    const body = api.callsTo(`PUT ${environmentRoute(STAGING)}`)[0]!.body as SaveBody;
    expect(body.variables[1]).toMatchObject({
      name: 'apiToken',
      value: 'fresh-token',
      secret: true,
    });
  });

  it('on an edit conflict says so, writes nothing more, and reloads their version on request', async () => {
    let current: Environment = STAGING_ENV;
    const api = stub({
      [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [current, PRODUCTION_ENV] }),
      [`PUT ${environmentRoute(STAGING)}`]: (request) => {
        const body = request.body as SaveBody & { baseVersion: number };
        if (body.baseVersion !== current.version) return problem('EDIT_CONFLICT');
        current = { ...current, baseUrl: body.baseUrl, version: current.version + 1 };
        return json(current);
      },
    });
    renderDrawer({ environmentId: STAGING });
    const panel = await form();
    type(within(panel).getByLabelText('Base URL'), 'https://mine.example.com');
    // Someone saves the environment meanwhile.
    current = { ...STAGING_ENV, baseUrl: 'https://theirs.example.com', version: 7 };
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));

    const conflict = await screen.findByTestId(DEBUG_ENV_TEST_IDS.conflict);
    expect(conflict.textContent).toContain('Someone else saved this environment');
    expect(api.callsTo(`PUT ${environmentRoute(STAGING)}`)).toHaveLength(1);
    // Mine is still on screen until the person reloads: nothing was lost silently either.
    expect((within(panel).getByLabelText('Base URL') as HTMLInputElement).value).toBe(
      'https://mine.example.com',
    );

    fireEvent.click(within(conflict).getByTestId(DEBUG_ENV_TEST_IDS.reload));
    await waitFor(() =>
      expect((within(panel).getByLabelText('Base URL') as HTMLInputElement).value).toBe(
        'https://theirs.example.com',
      ),
    );
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.conflict)).toBeNull();
    type(within(panel).getByLabelText('Base URL'), 'https://mine-again.example.com');
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${environmentRoute(STAGING)}`)).toHaveLength(2));
    expect((api.callsTo(`PUT ${environmentRoute(STAGING)}`)[1]!.body as SaveBody).baseVersion).toBe(
      7,
    );
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
  });

  it('refuses duplicate, empty and braced names before sending anything', async () => {
    const api = stub();
    renderDrawer({ environmentId: STAGING });
    const panel = await form();
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.addVariable));
    type(within(panel).getByLabelText('Variable 3 name'), 'user');
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));
    expect(await within(panel).findAllByText('This name is used twice')).toHaveLength(2);
    expect(within(panel).getByText('Fix the highlighted fields before saving.')).toBeTruthy();

    type(within(panel).getByLabelText('Variable 3 name'), '{{user}}');
    expect(await within(panel).findByText('A variable name cannot hold { or }')).toBeTruthy();
    type(within(panel).getByLabelText('Variable 3 name'), ' ');
    expect(await within(panel).findByText('This field is required')).toBeTruthy();

    // An environment's name is checked against the others too.
    type(within(panel).getByLabelText('Environment name'), 'Production');
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));
    expect(
      await within(panel).findByText('An environment with this name already exists in the project'),
    ).toBeTruthy();
    expect(api.callsTo(`PUT ${environmentRoute(STAGING)}`)).toHaveLength(0);
  });

  it('edits the project variables the same way, from their version', async () => {
    const loaded: ProjectVariables = {
      version: 2,
      variables: [
        { name: 'region', value: 'eu', secret: false, enabled: true, description: '', isSet: true },
        { name: 'apiKey', value: null, secret: true, enabled: true, description: '', isSet: true },
      ],
    };
    const api = stub({
      [`GET ${VARIABLES_ROUTE}`]: () => json(loaded),
      [`PUT ${VARIABLES_ROUTE}`]: () => json({ ...loaded, version: 3 }),
    });
    renderDrawer();
    const panel = await form();
    expect(within(panel).getByText('Project variables')).toBeTruthy();
    await waitFor(() =>
      expect((within(panel).getByLabelText('Variable 1 name') as HTMLInputElement).value).toBe(
        'region',
      ),
    );
    fireEvent.click(within(panel).getByLabelText('Variable 1 enabled'));
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.save));
    await waitFor(() => expect(api.callsTo(`PUT ${VARIABLES_ROUTE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${VARIABLES_ROUTE}`)[0]!.body).toEqual({
      baseVersion: 2,
      variables: [
        { name: 'region', value: 'eu', secret: false, enabled: false, description: '' },
        { name: 'apiKey', value: null, secret: true, enabled: true, description: '' },
      ],
    });
  });

  it('deletes an environment after the person confirms', async () => {
    let items: Environment[] = [STAGING_ENV, PRODUCTION_ENV];
    const api = stub({
      [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items }),
      [`DELETE ${environmentRoute(STAGING)}`]: () => {
        items = [PRODUCTION_ENV];
        return noContent();
      },
    });
    renderDrawer({ environmentId: STAGING });
    const panel = await form();
    fireEvent.click(within(panel).getByTestId(DEBUG_ENV_TEST_IDS.delete));
    expect(await screen.findByText('Delete the environment "Staging"?')).toBeTruthy();
    expect(api.callsTo(`DELETE ${environmentRoute(STAGING)}`)).toHaveLength(0);
    const confirm = [
      ...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button'),
    ].find((button) => button.textContent === 'Delete')!;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo(`DELETE ${environmentRoute(STAGING)}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId(debugEnvTestIdOf.entry(STAGING))).toBeNull());
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });

  it('asks before dropping unsaved changes when another entry is chosen', async () => {
    stub();
    renderDrawer({ environmentId: STAGING });
    const panel = await form();
    type(within(panel).getByLabelText('Base URL'), 'https://changed.example.com');
    await openEntry(PRODUCTION_ENV.id);
    await screen.findByText('Discard unsaved changes?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(
      [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm-btns button')].find(
        (button) => button.textContent === 'Discard',
      )!,
    );
    await waitFor(() =>
      expect(
        (
          within(screen.getByTestId(DEBUG_ENV_TEST_IDS.form)).getByLabelText(
            'Environment name',
          ) as HTMLInputElement
        ).value,
      ).toBe('Production'),
    );
  });

  it('read-only: shows everything, offers no input, no add, no delete and no save', async () => {
    stub();
    const onClose = vi.fn();
    renderDrawer({ readOnly: true, environmentId: STAGING, onClose });
    const panel = await form();
    await waitFor(() => expect(panel.textContent).toContain('https://staging.example.com'));
    expect(panel.textContent).toContain('Staging');
    expect(panel.textContent).toContain('ada');
    expect(panel.textContent).toContain('Who signs in');
    expect(panel.textContent).toContain('••••••');
    const drawer = screen.getByTestId(DEBUG_ENV_TEST_IDS.drawer);
    expect(drawer.querySelectorAll('input:not([disabled]), textarea')).toHaveLength(0);
    expect(drawer.querySelectorAll('[role="switch"]:not([disabled])')).toHaveLength(0);
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.save)).toBeNull();
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.add)).toBeNull();
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.delete)).toBeNull();
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.addVariable)).toBeNull();

    // The project variables are read-only too.
    fireEvent.click(screen.getByTestId(DEBUG_ENV_TEST_IDS.projectVariables));
    await waitFor(() =>
      expect(screen.getByTestId(DEBUG_ENV_TEST_IDS.form).textContent).toContain(
        'Project variables',
      ),
    );
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.save)).toBeNull();
    expect(drawer.querySelectorAll('input:not([disabled]), textarea')).toHaveLength(0);
  });
});
