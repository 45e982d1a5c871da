import { MODEL_NAME_MAX_LENGTH } from '@heron/contract';

/** What is wrong with a model name; `isBlocking` problems make the save fail. */
export type ModelNameProblem =
  | { kind: 'empty'; isBlocking: true }
  | { kind: 'tooLong'; isBlocking: true }
  | { kind: 'taken'; isBlocking: true }
  /** Allowed, but OpenAPI wants component names of letters, digits, `.`, `-` and `_`. */
  | { kind: 'notPortable'; isBlocking: false };

const OPENAPI_COMPONENT_NAME = /^[a-zA-Z0-9.\-_]+$/;

export function modelNameProblem(
  name: string,
  savedName: string,
  models: readonly string[],
): ModelNameProblem | null {
  if (name.trim() === '') return { kind: 'empty', isBlocking: true };
  if (name.length > MODEL_NAME_MAX_LENGTH) return { kind: 'tooLong', isBlocking: true };
  if (name !== savedName && models.includes(name)) return { kind: 'taken', isBlocking: true };
  if (!OPENAPI_COMPONENT_NAME.test(name)) return { kind: 'notPortable', isBlocking: false };
  return null;
}
