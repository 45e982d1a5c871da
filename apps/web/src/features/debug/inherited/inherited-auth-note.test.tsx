import { describe, expect, it } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import type { DebugAuth, DesignItem, SecurityRequirement } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import {
  ADMIN,
  DELETE_PET,
  DESIGN,
  designRoutes,
  EMPTY_META,
  makeEndpoint,
  makeFolder,
  PETS,
} from '../../../test/design-fixtures';
import { P1 } from '../../../test/project-fixtures';
import { AuthEditor } from '../request/auth-editor';
import { InheritedAuthScopeContext, type InheritedAuthScope } from './inherited-auth-scope';

// antd renders a lot; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

const INHERIT: DebugAuth = { type: 'inherit' };
const PROJECT_BEARER = {
  version: 1,
  meta: {
    ...EMPTY_META.meta,
    security: [{ bearerAuth: [] }],
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer' },
      partnerKey: { type: 'apiKey', in: 'header', name: 'X-Partner-Key' },
    },
  },
};

/**
 * The request "Remove a pet" sits in folder Admin, inside folder Pets (the design fixtures).
 * Each folder's auth, the endpoint's own security and the design settings are what the server
 * would answer.
 */
function routes(options: {
  pets?: DebugAuth;
  admin?: DebugAuth;
  security?: SecurityRequirement[] | null;
  meta?: unknown;
  extra?: Record<string, StubHandler>;
}): Record<string, StubHandler> {
  const folder = (id: string, name: string, auth: DebugAuth) =>
    makeFolder({ id, name, data: { description: '', auth } } as Partial<DesignItem>);
  const endpoint = makeEndpoint({ id: DELETE_PET, parentId: ADMIN });
  (endpoint.data as { security: SecurityRequirement[] | null }).security = options.security ?? null;
  return {
    ...designRoutes(),
    [`GET ${DESIGN}/meta`]: () => json(options.meta ?? PROJECT_BEARER),
    [`GET ${DESIGN}/items/${PETS}`]: () => json(folder(PETS, 'Pets', options.pets ?? INHERIT)),
    [`GET ${DESIGN}/items/${ADMIN}`]: () => json(folder(ADMIN, 'Admin', options.admin ?? INHERIT)),
    [`GET ${DESIGN}/items/${DELETE_PET}`]: () => json(endpoint),
    ...options.extra,
  };
}

/** The debugger's auth editor on an `inherit` request, in the scope its pane gives. */
function renderInherit(scope: InheritedAuthScope | null) {
  const editor = <AuthEditor auth={INHERIT} onChange={() => undefined} />;
  return render(
    <AppProviders>
      {scope ? (
        <InheritedAuthScopeContext value={scope}>{editor}</InheritedAuthScopeContext>
      ) : (
        editor
      )}
    </AppProviders>,
  );
}

const RUN_DELETE_PET = { projectId: P1, endpointId: DELETE_PET };

describe('the inherited-auth note of a request', () => {
  it('names the nearest folder that sets an auth, and what it is', async () => {
    stubApi(routes({ pets: { type: 'bearer', token: '{{token}}' } }));
    renderInherit(RUN_DELETE_PET);
    expect(await screen.findByText('From folder Pets: Bearer token')).toBeTruthy();
  });

  it('lets a nearer folder win, "No auth" included', async () => {
    stubApi(routes({ pets: { type: 'bearer', token: 't' }, admin: { type: 'none' } }));
    renderInherit(RUN_DELETE_PET);
    expect(await screen.findByText('From folder Admin: No auth')).toBeTruthy();
  });

  it("names the project's security and the variables that hold its credentials", async () => {
    stubApi(routes({}));
    renderInherit(RUN_DELETE_PET);
    expect(
      await screen.findByText("From the project's security: bearerAuth (HTTP bearer)"),
    ).toBeTruthy();
    expect(screen.getByText('Credentials come from {{bearerAuth}}.')).toBeTruthy();
  });

  it("names the endpoint's own security, or says it asks for none", async () => {
    stubApi(routes({ security: [{ partnerKey: [] }] }));
    const view = renderInherit(RUN_DELETE_PET);
    expect(
      await screen.findByText(
        "From the endpoint's security: partnerKey (API key in header X-Partner-Key)",
      ),
    ).toBeTruthy();
    view.unmount();
    stubApi(routes({ security: [] }));
    renderInherit(RUN_DELETE_PET);
    expect(await screen.findByText("No auth: the endpoint's security says none.")).toBeTruthy();
  });

  it('says when nothing sets an auth, for a request of no endpoint too', async () => {
    stubApi(routes({ meta: EMPTY_META }));
    renderInherit({ projectId: P1, endpointId: null });
    expect(
      await screen.findByText('No auth: nothing in the folders or the project sets one.'),
    ).toBeTruthy();
  });

  it('says so when the design cannot be loaded', async () => {
    stubApi(routes({ extra: { [`GET ${DESIGN}/meta`]: () => problem('PERMISSION_DENIED') } }));
    renderInherit(RUN_DELETE_PET);
    expect(
      await screen.findByText(
        'The design could not be loaded, so where the auth comes from is not known.',
      ),
    ).toBeTruthy();
  });

  it('keeps the general hint outside a debugger pane', () => {
    const { fetchMock } = stubApi({});
    renderInherit(null);
    expect(screen.getByText(/Uses the security the design declares/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
