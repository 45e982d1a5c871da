import { checkResponse, type CheckInput, type ResponseCheck } from '@heron/engine';
import type { TaskHandler } from '../../workers/index.js';

/**
 * The check of an answer against the endpoint's design, on a worker thread of the `scripts`
 * lane (see response-checker.ts): it compiles the design's schemas and walks the body, and both
 * are as large as the person and their server make them.
 */
const checkResponseTask: TaskHandler<CheckInput, ResponseCheck> = (input) => checkResponse(input);

export default checkResponseTask;
