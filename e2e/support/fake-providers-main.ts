/** Runs the fake sign-in providers for the browser tests (playwright.config starts it). */
import { startFakeProviders } from './fake-providers.js';

const port = Number(process.env.FAKE_PROVIDERS_PORT ?? 3198);
const providers = await startFakeProviders(port);
console.log(`fake providers on ${providers.url}`);
const stop = () => void providers.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
