/**
 * The mock's own errors, as RFC 9457 problem documents (`application/problem+json`) with a stable
 * code. They go to the API's clients, not to Heron's interface, so they are in English and carry
 * their own catalogue here rather than in the contract's.
 */

export const MOCK_PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const MOCK_PROBLEMS = {
  MOCK_ROUTE_NOT_FOUND: {
    status: 404,
    title: 'No endpoint of the design matches this request',
    when: 'No endpoint has this method and path; `suggestions` lists the closest ones.',
  },
  MOCK_ENDPOINT_DISABLED: {
    status: 404,
    title: 'This endpoint is switched off in the mock',
    when: "The endpoint's mock setting `enabled` is false.",
  },
  MOCK_RESOURCE_NOT_FOUND: {
    status: 404,
    title: 'No such item',
    when: 'Stateful mode: the item was never created, or was deleted (and the design declares no 404 answer).',
  },
  MOCK_INVALID_PARAMETERS: {
    status: 400,
    title: 'The request parameters do not match the design',
    when: 'Request validation: a path, query, header or cookie parameter is missing or invalid; `errors` lists each.',
  },
  MOCK_MALFORMED_BODY: {
    status: 400,
    title: 'The request body cannot be read',
    when: 'Request validation: a body declared as JSON is not valid JSON.',
  },
  MOCK_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: 'The request body has a content type the design does not declare',
    when: 'Request validation: the Content-Type is none of the request body’s media types.',
  },
  MOCK_INVALID_BODY: {
    status: 422,
    title: 'The request body does not match the design',
    when: 'Request validation: the body breaks its schema, or a required body is missing; `errors` lists each.',
  },
  MOCK_UNKNOWN_STATUS: {
    status: 400,
    title: 'The endpoint declares no response for the status asked for',
    when: '`__code` or `x-mock-code` names a status that is neither declared nor covered by `4XX` or `default`.',
  },
  MOCK_UNKNOWN_EXAMPLE: {
    status: 400,
    title: 'The response has no example of that name',
    when: '`__example` or `x-mock-example` names an example the chosen response does not have.',
  },
  MOCK_NOT_ACCEPTABLE: {
    status: 406,
    title: 'The response has no media type the request accepts',
    when: 'The Accept header excludes every media type the chosen response declares.',
  },
  MOCK_INTERNAL_ERROR: {
    status: 500,
    title: 'The mock failed to answer',
    when: 'A fault of the mock engine itself; the design is not to blame. `detail` says what failed.',
  },
  MOCK_BODY_TOO_LARGE: {
    status: 413,
    title: 'The request body is too large',
    when: 'The body is over the mock’s limit (1 MB unless configured).',
  },
} as const;

export type MockProblemCode = keyof typeof MOCK_PROBLEMS;

/** One place where a request broke the design. */
export interface MockViolation {
  in: 'path' | 'query' | 'header' | 'cookie' | 'body';
  /** The parameter's name (parameters). */
  name?: string;
  /** A JSON pointer into the body (body). */
  pointer?: string;
  message: string;
}

export interface MockProblem {
  type: string;
  title: string;
  status: number;
  code: MockProblemCode;
  detail: string;
  errors?: MockViolation[];
  suggestions?: Array<{ method: string; path: string; name: string }>;
}

export function mockProblem(
  code: MockProblemCode,
  detail: string,
  extra: Pick<MockProblem, 'errors' | 'suggestions'> = {},
): MockProblem {
  const entry = MOCK_PROBLEMS[code];
  return {
    // A URN rather than a web address: the mock serves other people's APIs, not Heron's own.
    type: `urn:heron:mock:${code}`,
    title: entry.title,
    status: entry.status,
    code,
    detail,
    ...extra,
  };
}
