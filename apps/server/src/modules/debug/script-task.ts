import { runScript, type ScriptInput, type ScriptResult } from '@heron/engine';
import type { TaskHandler } from '../../workers/index.js';

/** A debugger script, run on a worker thread of the `scripts` lane (see script-runner.ts). */
const runScriptTask: TaskHandler<ScriptInput, ScriptResult> = (input) => runScript(input);

export default runScriptTask;
