import { expect, test, type Page } from '@playwright/test';
import { createItemThroughApi, personWithProject, shown } from './support/design.js';
import { FAKE_CLIENT } from './support/fake-providers.js';
import { FAKE_PROVIDERS_URL, setNextPerson } from './support/providers.js';
import { chooseOption } from './support/debug.js';
import { SIGNED_OUT } from './support/state.js';
import { translator } from './support/translations.js';

const en = translator('en');

test.use({ storageState: SIGNED_OUT });

/** The antd select labelled `label`. */
const combobox = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true });
test.setTimeout(120_000);

test('OAuth 2.0 authorization code with PKCE: sign in through a popup, then send with the token', async ({
  page,
}) => {
  const request = page.context().request;
  const projectId = await personWithProject(request, 'OAuth journey');
  // The fake GitHub on loopback: it checks the PKCE verifier, the client secret and the redirect
  // URI at its token endpoint, and answers its user API only with the token it issued.
  await setNextPerson(request, 'github', { subject: 'octo-4242', name: 'Octo Cat' });
  const endpoint = await createItemThroughApi(request, projectId, {
    kind: 'endpoint',
    parentId: null,
    name: 'The signed-in user',
    data: { method: 'get', path: '/github/api/user' },
  });
  const environment = await request.post(`/api/v1/projects/${projectId}/environments`, {
    data: {
      name: 'Fake GitHub',
      baseUrl: FAKE_PROVIDERS_URL,
      variables: [{ name: 'clientSecret', value: FAKE_CLIENT.secret, secret: true }],
    },
  });
  expect(environment.status(), await environment.text()).toBe(201);

  await page.goto(`/project/${projectId}?item=${endpoint.id}`);
  await shown(page, 'debug-mode-switch').getByText(en('debug.panel.run')).click();
  await expect(shown(page, 'debug-panel')).toBeVisible();
  await chooseOption(page, combobox(page, en('debug.env.picker.label')), 'Fake GitHub');

  await shown(page, 'debug-tab-auth').click();
  await chooseOption(
    page,
    combobox(page, en('debug.request.auth.type')),
    en('debug.request.auth.types.oauth2'),
  );
  await chooseOption(
    page,
    combobox(page, en('debug.request.auth.fields.grant')),
    en('debug.request.auth.grants.authorization_code'),
  );
  await shown(page, 'debug-auth-authorizationUrl').fill(
    `${FAKE_PROVIDERS_URL}/github/login/oauth/authorize`,
  );
  await shown(page, 'debug-auth-tokenUrl').fill(
    `${FAKE_PROVIDERS_URL}/github/login/oauth/access_token`,
  );
  await shown(page, 'debug-auth-clientId').fill(FAKE_CLIENT.id);
  await shown(page, 'debug-auth-clientSecret').fill('{{clientSecret}}');
  await chooseOption(
    page,
    combobox(page, en('debug.request.auth.fields.clientAuth')),
    en('debug.request.auth.clientAuth.body'),
  );
  // Heron's own page is the redirect URI the provider must know.
  const origin = new URL(page.url()).origin;
  await expect(shown(page, 'debug-oauth-callback-url')).toContainText(`${origin}/oauth/callback`);
  await expect(shown(page, 'debug-oauth-status')).toHaveText(en('debug.oauth.status.none'));

  // Before signing in, a send says there is no token yet and reaches nothing.
  await shown(page, 'debug-send').click();
  await expect(shown(page, 'debug-response-error')).toHaveAttribute('data-code', 'AUTH_FAILED');

  // The popup goes to the provider, which sends it back to Heron's callback page.
  const opened = page.waitForEvent('popup');
  await shown(page, 'debug-oauth-get-token').click();
  const popup = await opened;
  await popup.waitForURL(/\/oauth\/callback\?/);
  await expect(shown(page, 'debug-oauth-status')).toHaveText(en('debug.oauth.status.noExpiry'), {
    timeout: 30_000,
  });
  if (!popup.isClosed()) await popup.close();

  // The send carries the token: the provider's user API answers as the person who signed in.
  await shown(page, 'debug-send').click();
  await expect(shown(page, 'debug-response-status')).toHaveText('200 OK');
  await expect(shown(page, 'debug-response-body-code')).toContainText('octo-4242');

  // Cleared, the token is gone for the next send.
  await shown(page, 'debug-oauth-clear-token').click();
  await expect(shown(page, 'debug-oauth-status')).toHaveText(en('debug.oauth.status.none'));
  await shown(page, 'debug-send').click();
  await expect(shown(page, 'debug-response-error')).toHaveAttribute('data-code', 'AUTH_FAILED');
});
