import { z } from 'zod';
import { debugRequestSchema } from '../debug/request.js';

/**
 * Automated tests (issue 22). A scenario is an ordered list of steps: requests with assertions
 * built visually and values extracted into variables, groups, conditions, loops, waits and
 * scripts. The same shapes are stored on the server, exported as a test-suite file, and run by
 * the server and by `heron run`; every text may hold `{{variables}}`, resolved when it runs.
 */

const MAX_TEXT = 100_000;
/** How deep groups, conditions and loops may nest. */
export const MAX_STEP_DEPTH = 8;
/** Steps in a scenario, counted through every group, condition and loop. */
export const MAX_SCENARIO_STEPS = 1_000;

/** A step's or an assertion's own id: made by whoever adds it, unique within its scenario. */
export const stepIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.stepId');

/** A variable a step writes: letters, digits, `_`, `-` and `.`, as `{{name}}` reads them. */
export const testVariableNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z_][\w.-]*$/, 'validation.variableName');

/* ------------------------------------------------------------------ assertions */

/**
 * What an assertion reads from the answer. `status`: the status code. `header`: the header named
 * by `path`. `json`: the value at the JSONPath `path` of the JSON body. `text`: the body as text.
 * `response-time`: milliseconds. `size`: body bytes. `design`: the answer checked against the
 * endpoint's declared response (as the debugger's Check does); its comparator is ignored.
 */
export const ASSERTION_SOURCES = [
  'status',
  'header',
  'json',
  'text',
  'response-time',
  'size',
  'design',
] as const;
export type AssertionSource = (typeof ASSERTION_SOURCES)[number];

export const COMPARATORS = [
  'equals',
  'not-equals',
  'greater',
  'greater-or-equal',
  'less',
  'less-or-equal',
  'contains',
  'not-contains',
  'matches',
  'exists',
  'not-exists',
  'is-type',
  'in-list',
] as const;
export type Comparator = (typeof COMPARATORS)[number];

/** Comparators that need no expected value. */
export const VALUELESS_COMPARATORS: readonly Comparator[] = ['exists', 'not-exists'];

/** What `is-type` may expect: JSON's types, with integer as a kind of number. */
export const VALUE_TYPES = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'array',
  'object',
] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export const assertionSchema = z.object({
  id: stepIdSchema,
  enabled: z.boolean().default(true),
  source: z.enum(ASSERTION_SOURCES),
  /** The header's name (`header`) or a JSONPath (`json`, `$.data[0].id`); empty otherwise. */
  path: z.string().max(2_000).default(''),
  comparator: z.enum(COMPARATORS).default('equals'),
  /**
   * What is expected, `{{variables}}` allowed: a text or number; a regular expression for
   * `matches`; a type name for `is-type`; a JSON array or comma-separated list for `in-list`.
   */
  value: z.string().max(MAX_TEXT).default(''),
});
export type Assertion = z.infer<typeof assertionSchema>;
export type AssertionInput = z.input<typeof assertionSchema>;

/* ------------------------------------------------------------------ extraction */

/**
 * Where an extracted value comes from. `json`: JSONPath `path` of the body. `header` and
 * `cookie`: by name. `regex`: the first match of the regular expression `path` in the body, its
 * capture group `group` (0: the whole match). `status`: the status code. `text`: the whole body.
 */
export const EXTRACTION_SOURCES = ['json', 'header', 'cookie', 'regex', 'status', 'text'] as const;
export type ExtractionSource = (typeof EXTRACTION_SOURCES)[number];

/**
 * Where the value goes: `run` (this run's variables, read by later steps as `{{name}}`),
 * `environment` (the run's environment, kept after the run), or `project` (the project's
 * variables, kept after the run).
 */
export const EXTRACTION_SCOPES = ['run', 'environment', 'project'] as const;
export type ExtractionScope = (typeof EXTRACTION_SCOPES)[number];

export const extractionSchema = z.object({
  id: stepIdSchema,
  enabled: z.boolean().default(true),
  variable: testVariableNameSchema,
  source: z.enum(EXTRACTION_SOURCES),
  path: z.string().max(2_000).default(''),
  group: z.number().int().min(0).max(99).default(1),
  scope: z.enum(EXTRACTION_SCOPES).default('run'),
});
export type Extraction = z.infer<typeof extractionSchema>;
export type ExtractionInput = z.input<typeof extractionSchema>;

/* ------------------------------------------------------------------ steps */

/**
 * Where a request step's request comes from. `custom`: its own `request`. `endpoint`: built from
 * the endpoint's design when the run starts, so a later edit of the endpoint is picked up.
 * `case`: the endpoint's saved case, as it is when the run starts. In a suite file every request
 * is written out whole, and the reference is kept for the record.
 */
export const requestSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('custom') }),
  z.object({ kind: z.literal('endpoint'), endpointId: z.uuid() }),
  z.object({ kind: z.literal('case'), endpointId: z.uuid(), caseId: z.uuid() }),
]);
export type RequestSource = z.infer<typeof requestSourceSchema>;

/** An expression a condition tests: two texts (with variables) and how they compare. */
export const conditionSchema = z.object({
  left: z.string().max(MAX_TEXT),
  comparator: z.enum(COMPARATORS),
  right: z.string().max(MAX_TEXT).default(''),
});
export type Condition = z.infer<typeof conditionSchema>;

const stepBase = {
  id: stepIdSchema,
  name: z.string().max(200).default(''),
  enabled: z.boolean().default(true),
};

export const requestStepSchema = z.object({
  ...stepBase,
  type: z.literal('request'),
  source: requestSourceSchema.default({ kind: 'custom' }),
  request: debugRequestSchema,
  assertions: z.array(assertionSchema).max(200).default([]),
  extractions: z.array(extractionSchema).max(200).default([]),
});
export type RequestStep = z.infer<typeof requestStepSchema>;

export const waitStepSchema = z.object({
  ...stepBase,
  type: z.literal('wait'),
  ms: z.number().int().min(0).max(600_000),
});

export const scriptStepSchema = z.object({
  ...stepBase,
  type: z.literal('script'),
  code: z.string().max(200_000),
});

export type TestStep =
  | RequestStep
  | z.infer<typeof waitStepSchema>
  | z.infer<typeof scriptStepSchema>
  | { id: string; name: string; enabled: boolean; type: 'group'; steps: TestStep[] }
  | {
      id: string;
      name: string;
      enabled: boolean;
      type: 'if';
      condition: Condition;
      then: TestStep[];
      else: TestStep[];
    }
  | {
      id: string;
      name: string;
      enabled: boolean;
      type: 'for-each';
      /** A text that resolves to a JSON array (`{{ids}}`), or a variable's name. */
      list: string;
      /** Each item is set as this run variable (objects and arrays as JSON text). */
      as: string;
      steps: TestStep[];
    }
  | {
      id: string;
      name: string;
      enabled: boolean;
      type: 'repeat';
      times: number;
      steps: TestStep[];
    };

export type TestStepType = TestStep['type'];

const stepList: z.ZodType<TestStep[], unknown> = z
  .array(z.lazy(() => testStepSchema))
  .max(MAX_SCENARIO_STEPS)
  .meta({ id: 'TestStepList' });

// Registered by id: a recursive schema needs a name to be referenced from the OpenAPI document.
export const testStepSchema: z.ZodType<TestStep, unknown> = z
  .lazy(() =>
    z.discriminatedUnion('type', [
      requestStepSchema,
      waitStepSchema,
      scriptStepSchema,
      z.object({ ...stepBase, type: z.literal('group'), steps: stepList.default([]) }),
      z.object({
        ...stepBase,
        type: z.literal('if'),
        condition: conditionSchema,
        then: stepList.default([]),
        else: stepList.default([]),
      }),
      z.object({
        ...stepBase,
        type: z.literal('for-each'),
        list: z.string().max(MAX_TEXT),
        as: testVariableNameSchema,
        steps: stepList.default([]),
      }),
      z.object({
        ...stepBase,
        type: z.literal('repeat'),
        times: z.number().int().min(1).max(10_000),
        steps: stepList.default([]),
      }),
    ]),
  )
  .meta({ id: 'TestStep' });

/** The steps nested inside a step (a group's, a condition's two branches, a loop's). */
export function childStepsOf(step: TestStep): TestStep[] {
  switch (step.type) {
    case 'group':
    case 'for-each':
    case 'repeat':
      return step.steps;
    case 'if':
      return [...step.then, ...step.else];
    default:
      return [];
  }
}

/** Every step, depth first, with how deep it sits (0 at the top). */
export function* walkSteps(steps: readonly TestStep[], depth = 0): Generator<[TestStep, number]> {
  for (const step of steps) {
    yield [step, depth];
    yield* walkSteps(childStepsOf(step), depth + 1);
  }
}

/* ------------------------------------------------------------------ scenario settings */

/** What a failed step does to the rest: go on, stop the run, or skip the rest of its group. */
export const ON_FAILURE = ['continue', 'stop', 'skip-group'] as const;
export type OnFailure = (typeof ON_FAILURE)[number];

/** A data file's text: at most 5 MB. */
export const MAX_DATA_FILE_CHARS = 5 * 1024 * 1024;
/** Rows of iteration data, and iterations, a run may have. */
export const MAX_ITERATIONS = 1_000;

/**
 * Iteration data: each row's columns become run variables, one iteration per row. CSV (a header
 * row, then values) or JSON (an array of objects).
 */
export const iterationDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.enum(['csv', 'json']),
    fileName: z.string().max(500).default(''),
    text: z.string().max(MAX_DATA_FILE_CHARS),
  }),
]);
export type IterationData = z.infer<typeof iterationDataSchema>;

export const scenarioSettingsSchema = z.object({
  onFailure: z.enum(ON_FAILURE).default('continue'),
  /** Pause before each request after the first, in milliseconds. */
  delayMs: z.number().int().min(0).max(60_000).default(0),
  /** Iterations when there is no data (with data: one per row). */
  iterations: z.number().int().min(1).max(MAX_ITERATIONS).default(1),
  data: iterationDataSchema.default({ kind: 'none' }),
  /** Per request; a step's own request settings win when lower. */
  timeoutMs: z.number().int().min(100).max(300_000).default(30_000),
});
export type ScenarioSettings = z.infer<typeof scenarioSettingsSchema>;
export type ScenarioSettingsInput = z.input<typeof scenarioSettingsSchema>;

export const scenarioBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(10_000).default(''),
  settings: scenarioSettingsSchema.default({
    onFailure: 'continue',
    delayMs: 0,
    iterations: 1,
    data: { kind: 'none' },
    timeoutMs: 30_000,
  }),
  steps: stepList.default([]),
});
export type ScenarioBody = z.infer<typeof scenarioBodySchema>;
export type ScenarioBodyInput = z.input<typeof scenarioBodySchema>;

/** A step that breaks a limit the schema cannot see, and where it is in the scenario. */
export interface ScenarioStepIssue {
  /** The step's id; null for a problem of the whole list (too many steps). */
  stepId: string | null;
  /** JSON pointer from the scenario body (`/steps/0/then/2`), so a form can mark the step. */
  pointer: string;
  message: string;
}

/**
 * Every step, depth first, with how deep it sits and its JSON pointer from the scenario body
 * (`/steps/0/then/2`), so an error can name where a step is.
 */
export function* walkStepsWithPointers(
  steps: readonly TestStep[],
  at = '/steps',
  depth = 0,
): Generator<[TestStep, number, string]> {
  for (const [index, step] of steps.entries()) {
    const pointer = `${at}/${index}`;
    yield [step, depth, pointer];
    if (step.type === 'if') {
      yield* walkStepsWithPointers(step.then, `${pointer}/then`, depth + 1);
      yield* walkStepsWithPointers(step.else, `${pointer}/else`, depth + 1);
    } else if ('steps' in step) {
      yield* walkStepsWithPointers(step.steps, `${pointer}/steps`, depth + 1);
    }
  }
}

/**
 * scenarioStepProblems with where each problem is: the pointer of the step (of its second use,
 * for an id used twice) from the scenario body.
 */
export function scenarioStepIssues(steps: readonly TestStep[]): ScenarioStepIssue[] {
  const issues: ScenarioStepIssue[] = [];
  const seen = new Set<string>();
  let count = 0;
  for (const [step, depth, pointer] of walkStepsWithPointers(steps)) {
    count += 1;
    if (depth >= MAX_STEP_DEPTH) {
      issues.push({
        stepId: step.id,
        pointer,
        message: `step ${step.id}: nested deeper than ${MAX_STEP_DEPTH}`,
      });
    }
    if (seen.has(step.id)) {
      issues.push({ stepId: step.id, pointer, message: `step ${step.id}: the id is used twice` });
    }
    seen.add(step.id);
  }
  if (count > MAX_SCENARIO_STEPS) {
    issues.push({
      stepId: null,
      pointer: '/steps',
      message: `${count} steps: at most ${MAX_SCENARIO_STEPS}`,
    });
  }
  return issues;
}

/**
 * Where a scenario's steps break the limits the schema cannot see: nesting deeper than
 * MAX_STEP_DEPTH, more than MAX_SCENARIO_STEPS in all, or an id used twice. Each problem names the
 * step by its id.
 */
export function scenarioStepProblems(steps: readonly TestStep[]): string[] {
  return scenarioStepIssues(steps).map((issue) => issue.message);
}
