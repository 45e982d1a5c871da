// The loopback model the app's AI features call in the browser tests (issue 24); no Playwright
// import here, since the fake providers' process loads this file too.
/** The loopback model of the browser tests (e2e/support/fake-providers-main.ts starts it). */
export const FAKE_MODEL_PORT = Number(process.env.FAKE_MODEL_PORT ?? 3196);
/** What each call to it reports using: 30,000 tokens, 30 points at the default price. */
export const FAKE_MODEL_USAGE = { promptTokens: 29_000, completionTokens: 1_000 };
export const FAKE_MODEL_POINTS_PER_CALL = 30;

/** The app's settings for that model. */
export const fakeModelEnv = (): Record<string, string> => ({
  AI_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
  AI_MODEL: 'fake-model',
  AI_API_KEY: 'sk-e2e',
});
