import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, problem, stubApi, type StubHandler } from '../../../test/stub-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { OAuthCallbackPage } from './oauth-callback-page';
import { SIGN_IN_CHANNEL, SIGN_IN_MESSAGE_TYPE } from './sign-in-message';
import { DEBUG_OAUTH_TEST_IDS } from './test-ids';

const EXCHANGE = 'POST /api/v1/debug/oauth/exchange';
const EXPIRES_AT = '2030-01-01T10:00:00.000Z';

/** What went out on the fallback channel. */
const broadcast: { name: string; data: unknown }[] = [];
class RecordingChannel {
  constructor(readonly name: string) {}
  postMessage(data: unknown) {
    broadcast.push({ name: this.name, data });
  }
  close() {}
}

let opener: { postMessage: ReturnType<typeof vi.fn> };
let close: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  broadcast.length = 0;
  vi.stubGlobal('BroadcastChannel', RecordingChannel);
  opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  close.mockRestore();
});

function open(query: string, exchange: StubHandler) {
  const api = stubApi({ [EXCHANGE]: exchange });
  renderRoutes(
    [{ path: '/oauth/callback', element: <OAuthCallbackPage /> }],
    `/oauth/callback${query}`,
  );
  return api;
}

describe('OAuthCallbackPage', () => {
  it('hands the code to the server, tells the opener and closes itself', async () => {
    const api = open('?code=the-code&state=st-1', () => json({ ok: true, expiresAt: EXPIRES_AT }));
    expect(await screen.findByText(/Signed in\. The access token is kept/)).toBeTruthy();
    expect(api.callsTo(EXCHANGE).map((call) => call.body)).toEqual([
      { state: 'st-1', code: 'the-code' },
    ]);
    const message = {
      type: SIGN_IN_MESSAGE_TYPE,
      state: 'st-1',
      outcome: { ok: true, expiresAt: EXPIRES_AT },
    };
    // Only a page of our own origin may hear it.
    expect(opener.postMessage).toHaveBeenCalledWith(message, window.location.origin);
    expect(broadcast).toEqual([{ name: SIGN_IN_CHANNEL, data: message }]);
    expect(close).toHaveBeenCalled();
  });

  it("passes the provider's error on, shows it and stays open", async () => {
    const api = open('?error=access_denied&error_description=The+person+said+no&state=st-2', () =>
      json({
        ok: false,
        error: {
          code: 'PROVIDER_ERROR',
          message: 'The authorization server gave no code: access_denied (The person said no).',
        },
      }),
    );
    const outcome = await screen.findByTestId(DEBUG_OAUTH_TEST_IDS.callbackOutcome);
    expect(outcome.textContent).toContain('The provider refused the sign-in');
    expect(outcome.textContent).toContain('access_denied (The person said no)');
    expect(api.callsTo(EXCHANGE)[0]?.body).toEqual({
      state: 'st-2',
      error: 'access_denied',
      errorDescription: 'The person said no',
    });
    expect(opener.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        state: 'st-2',
        outcome: expect.objectContaining({ ok: false, code: 'PROVIDER_ERROR' }) as unknown,
      }),
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
    // The close button is there for the person.
    screen.getByTestId(DEBUG_OAUTH_TEST_IDS.callbackClose).click();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows a refused state in the person’s language and tells the opener', async () => {
    open('?code=c&state=used', () => problem('OAUTH_STATE_INVALID'));
    const outcome = await screen.findByTestId(DEBUG_OAUTH_TEST_IDS.callbackOutcome);
    expect(outcome.textContent).toContain('No access token was obtained');
    expect(outcome.textContent).toContain('This login attempt has expired or was already used');
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({
          outcome: expect.objectContaining({ ok: false, code: 'OAUTH_STATE_INVALID' }) as unknown,
        }),
        window.location.origin,
      ),
    );
    expect(close).not.toHaveBeenCalled();
  });

  it('asks nothing of the server when the address holds no sign-in', async () => {
    const api = open('', () => json({ ok: true, expiresAt: null }));
    expect(await screen.findByText(/There is no sign-in to finish here/)).toBeTruthy();
    expect(api.requests).toEqual([]);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});
