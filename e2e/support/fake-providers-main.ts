/**
 * Runs the fake sign-in providers for the browser tests (playwright.config starts it), and the
 * OpenAI-compatible model the app's AI features call (issue 24).
 */
import { featureReply, startFakeModelServer } from '../../apps/server/test/fake-model-server.js';
import { startFakeProviders } from './fake-providers.js';
import { FAKE_MODEL_PORT, FAKE_MODEL_USAGE } from './fake-model.js';

const port = Number(process.env.FAKE_PROVIDERS_PORT ?? 3198);
const providers = await startFakeProviders(port);
// Every call answers the prompt it gets, and reports the same tokens: a call costs 30 points.
const model = await startFakeModelServer(
  { kind: 'reply', reply: featureReply, ...FAKE_MODEL_USAGE },
  FAKE_MODEL_PORT,
);
console.log(`fake providers on ${providers.url}, fake model on ${model.baseUrl}`);
const stop = () => void Promise.all([providers.close(), model.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
