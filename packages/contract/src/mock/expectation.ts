import { z } from 'zod';

/**
 * A mock expectation (issue 7): a conditional answer of one endpoint's mock, as in Apifox's
 * expectations and Mockoon's rules. An endpoint's expectations are tried in order; the first
 * enabled one whose conditions all hold answers, and the endpoint's usual answer is sent when none
 * does. Shared by the server (which stores them and refuses a bad one when it is saved), the web
 * app's editor and the mock engine (`compileExpectations`).
 *
 * This schema checks the shape; the engine's `checkExpectation` checks what only compiling can
 * tell (a regex that does not parse, a template that names an unknown value).
 */

/** Where a condition reads its value from. */
export const MOCK_CONDITION_SOURCES = ['path', 'query', 'header', 'cookie', 'body'] as const;
export const mockConditionSourceSchema = z.enum(MOCK_CONDITION_SOURCES);
export type MockConditionSource = z.infer<typeof mockConditionSourceSchema>;

/**
 * How a condition compares. Values are compared as text (a JSON body's number 5 equals "5"); a
 * value given several times (a repeated query parameter, a JSON array) matches when any of its
 * items does, and a negation holds when none does.
 */
export const MOCK_CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  /** A JavaScript regular expression, unanchored: add `^…$` to match the whole value. */
  'regex',
  'notRegex',
  'exists',
  'notExists',
] as const;
export const mockConditionOperatorSchema = z.enum(MOCK_CONDITION_OPERATORS);
export type MockConditionOperator = z.infer<typeof mockConditionOperatorSchema>;

/** The longest regular expression a condition may hold (the mock runs it on every request). */
export const MOCK_REGEX_MAX_LENGTH = 500;

export const mockConditionSchema = z.object({
  source: mockConditionSourceSchema,
  /**
   * A path parameter, query parameter, header (any case) or cookie name; for `body`, a field of
   * the JSON (or form) body as a dotted path (`owner.emails.0`) or a JSON pointer
   * (`/owner/emails/0`), or `''` for the whole body.
   */
  name: z.string().max(500),
  operator: mockConditionOperatorSchema,
  /** What to compare with; ignored by `exists` and `notExists`. */
  value: z.string().max(10_000).default(''),
});
export type MockCondition = z.infer<typeof mockConditionSchema>;

export const mockHeaderSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(200)
    // An HTTP token (RFC 9110): anything else would break the answer's header block.
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/),
  /** A template, like the body. */
  value: z.string().max(8_000),
});
export type MockHeader = z.infer<typeof mockHeaderSchema>;

export const MOCK_EXPECTATION_BODY_MAX_LENGTH = 1_000_000;
export const MOCK_DELAY_MAX_MS = 60_000;

export const mockExpectationResponseSchema = z.object({
  status: z.number().int().min(100).max(599).default(200),
  /** Sent as written (after templating); a `content-type` here wins over `contentType`. */
  headers: z.array(mockHeaderSchema).max(100).default([]),
  contentType: z.string().min(1).max(200).default('application/json'),
  /**
   * A template: `{{request.path.id}}`, `{{request.query.q}}`, `{{request.headers.x-name}}`,
   * `{{request.cookies.c}}`, `{{request.body.owner.email}}`, `{{request.method}}`, fake data
   * (`{{$fake.email}}`, `{{$fake.name}}` …) and `{{$randomInt}}`, `{{$guid}}`, `{{$timestamp}}`,
   * `{{$isoTimestamp}}`, `{{$randomBoolean}}`. In a JSON body, a value placed inside a JSON
   * string is escaped for it.
   */
  body: z.string().max(MOCK_EXPECTATION_BODY_MAX_LENGTH).default(''),
  /** Replaces the endpoint's and the project's latency for this answer. */
  delayMs: z.number().int().min(0).max(MOCK_DELAY_MAX_MS).optional(),
});
export type MockExpectationResponse = z.infer<typeof mockExpectationResponseSchema>;

export const mockExpectationSchema = z.object({
  /** Stable within the endpoint; the mock's log names the expectation that answered by it. */
  id: z.string().min(1).max(100),
  name: z.string().max(200).default(''),
  enabled: z.boolean().default(true),
  /** All must hold; none means the expectation always answers (when enabled). */
  conditions: z.array(mockConditionSchema).max(50).default([]),
  response: mockExpectationResponseSchema,
});
export type MockExpectation = z.infer<typeof mockExpectationSchema>;
/** What a client sends: defaults may be left out. */
export type MockExpectationInput = z.input<typeof mockExpectationSchema>;

/** An endpoint's expectations, in the order they are tried. */
export const mockExpectationListSchema = z.array(mockExpectationSchema).max(200);
