import { evaluateTask, type EvaluationTask } from '@heron/engine';
import type { TaskHandler } from '../../workers/index.js';

/**
 * A test step's evaluation on a worker thread of the `scripts` lane (see run-host.ts): parsing
 * the answer, JSONPath, regular expressions and comparisons, whose cost the scenario's author
 * chooses.
 */
const evaluateStepTask: TaskHandler<EvaluationTask, unknown> = (task) => evaluateTask(task);

export default evaluateStepTask;
