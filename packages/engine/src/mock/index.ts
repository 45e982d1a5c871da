/**
 * The mock engine (issue 7): `buildMock(bundle, options)` compiles a design into a program whose
 * `handle(request)` answers synchronously. The server's mock route, the mock port and the CLI all
 * drive it; see `types.ts` for the request and answer shapes and `mock-program.ts` for the order
 * in which a request is answered.
 */
export { buildMock, MOCK_MAX_BODY_BYTES } from './build-mock.js';
/** The seeded generator behind mock data, for anything that must be random yet repeatable. */
export { createRng, type Rng } from './generate/rng.js';
export type {
  EndpointMockSettings,
  MockAnswer,
  MockLocale,
  MockOptions,
  MockProgram,
  MockQuery,
  MockRequest,
  MockRule,
  MockStats,
  StatefulAction,
} from './types.js';
export {
  checkExpectation,
  compileExpectations,
  MockExpectationError,
  type ExpectationProblem,
} from './expectations/compile-expectations.js';
export {
  MOCK_PROBLEM_CONTENT_TYPE,
  MOCK_PROBLEMS,
  type MockProblem,
  type MockProblemCode,
  type MockViolation,
} from './problem.js';
