import {
  updateEndpointMockBody,
  type EndpointMock,
  type MockCondition,
  type MockConditionOperator,
  type MockExpectation,
  type MockHeader,
  type UpdateEndpointMockBody,
} from '@heron/contract';

/** The endpoint mock form's values. */
export interface EndpointMockDraft {
  enabled: boolean;
  /** Null: the project's latency. */
  latencyMs: number | null;
  expectations: MockExpectation[];
}

export function endpointMockDraftOf(mock: EndpointMock): EndpointMockDraft {
  return { enabled: mock.enabled, latencyMs: mock.latencyMs, expectations: mock.expectations };
}

/** The operators that only ask whether the value is there: they have no value to compare. */
export function takesValue(operator: MockConditionOperator): boolean {
  return operator !== 'exists' && operator !== 'notExists';
}

export const DEFAULT_CONTENT_TYPE = 'application/json';

export function newExpectation(id: string): MockExpectation {
  return {
    id,
    name: '',
    enabled: true,
    conditions: [],
    response: { status: 200, headers: [], contentType: DEFAULT_CONTENT_TYPE, body: '' },
  };
}

export function newCondition(): MockCondition {
  return { source: 'query', name: '', operator: 'equals', value: '' };
}

export function newHeader(): MockHeader {
  return { name: '', value: '' };
}

/** A copy under a new id (the log names an expectation by id), placed by the caller. */
export function duplicateOf(
  expectation: MockExpectation,
  id: string,
  name: string,
): MockExpectation {
  return structuredClone({ ...expectation, id, name });
}

/** The list with the item at `index` moved by `delta` places (kept in bounds). */
export function moved<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** The PUT body of a draft: a value hidden by its operator is not sent. */
export function endpointMockBodyOf(
  draft: EndpointMockDraft,
  baseVersion: number,
): UpdateEndpointMockBody {
  return {
    baseVersion,
    enabled: draft.enabled,
    latencyMs: draft.latencyMs,
    expectations: draft.expectations.map((expectation) => ({
      ...expectation,
      conditions: expectation.conditions.map((condition) =>
        takesValue(condition.operator) ? condition : { ...condition, value: '' },
      ),
    })),
  };
}

/**
 * Where a problem is: `scope` is an expectation's id ('' for the endpoint's own fields), `path`
 * the field inside it, dotted (`conditions.0.value`, `response.body`, `latencyMs`).
 */
export interface FieldProblem {
  scope: string;
  path: string;
  /** A `validation.*` key, or text from the schema or the server (never shown as is). */
  message: string;
}

/** The key a field's problems are kept under. */
export function fieldKey(scope: string, path: string): string {
  return `${scope}|${path}`;
}

/**
 * Places a problem at a path of the sent body (`expectations/2/conditions/0/value`, or the
 * same dotted) on the expectation it belongs to, by id: the list may be reordered afterwards.
 * Undefined when the path names nothing the form shows.
 */
export function placeProblem(
  draft: EndpointMockDraft,
  path: readonly (string | number)[] | string,
  message: string,
): FieldProblem | undefined {
  const parts = (
    typeof path === 'string' ? path.replace(/^\//, '').split(/[/.]/) : path.map(String)
  ).filter((part) => part !== '');
  const [head, index, ...rest] = parts;
  if (head === 'enabled' || head === 'latencyMs') return { scope: '', path: head, message };
  if (head !== 'expectations' || index === undefined) return undefined;
  const expectation = draft.expectations[Number(index)];
  if (!expectation) return undefined;
  // A problem with a whole expectation (or a whole list in it) shows at the top of its card.
  return { scope: expectation.id, path: rest.join('.'), message };
}

/** The problems the contract's schema finds in a body before it is sent. */
export function schemaProblems(draft: EndpointMockDraft, body: UpdateEndpointMockBody) {
  const parsed = updateEndpointMockBody.safeParse(body);
  if (parsed.success) return [];
  const problems = new Map<string, FieldProblem>();
  for (const issue of parsed.error.issues) {
    const message = messageOfIssue(issue);
    const problem = placeProblem(draft, issue.path as (string | number)[], message) ?? {
      scope: '',
      path: '',
      message,
    };
    // One sentence per field: the first issue (an empty name is "required", not also "invalid").
    const key = fieldKey(problem.scope, problem.path);
    if (!problems.has(key)) problems.set(key, problem);
  }
  return [...problems.values()];
}

/** The schema's English says little: a missing value reads as "required", the rest by field. */
function messageOfIssue(issue: { code: string; minimum?: unknown; input?: unknown }): string {
  if (issue.code === 'too_small' && issue.minimum === 1) return 'validation.required';
  if (issue.code === 'invalid_type' && issue.input === null) return 'validation.required';
  return 'validation.invalid';
}
