// A worker thread's entry when the server runs from its TypeScript source (tests, `npm run
// dev`): TypeScript is compiled as it loads, then the entry is the one the built server uses.
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./task-worker.ts');

export default runTask;
