// A host thread's entry when the server runs from its TypeScript source (tests, `npm run dev`):
// TypeScript is compiled as it loads, then the entry is the one the built server uses.
import { register } from 'tsx/esm/api';

register();
const { default: runHostBatch } = await import('./host-worker.ts');

export default runHostBatch;
