import type { MockExpectation } from '@heron/contract';
import type { MockLocale } from './generate/types.js';

/**
 * The mock engine's public shapes (issue 7). `buildMock(bundle, options)` compiles a design once
 * into a `MockProgram`; the server's `/mock/{projectId}/*` route, the separate mock port and the
 * CLI (`heron mock file.yaml`) turn each HTTP request into a `MockRequest`, call `handle`, wait
 * `delayMs` and send the `MockAnswer`.
 */

export type { MockLocale } from './generate/types.js';

/** One endpoint's own mock settings, by endpoint key. */
export interface EndpointMockSettings {
  /** Replaces the project's `latencyMs` for this endpoint. */
  latencyMs?: number;
  /** `false` takes the endpoint out of the mock: its requests answer 404 (rule `disabled`). Default true. */
  enabled?: boolean;
}

export interface MockOptions {
  /** The language of realistic generated values (names, addresses, phones …). */
  locale: MockLocale;
  /**
   * Makes answers repeatable: the same request (method and path) gets the same generated data
   * from one build to the next. Without it, every answer is drawn afresh.
   */
  seed?: number | string;
  /** Check each request against the design first; a violation answers 400 or 422. */
  validateRequests: boolean;
  /** Keep what resource-shaped endpoints create, change and delete (see `stateful/`). */
  stateful: boolean;
  /** The delay every answer asks for, in milliseconds, unless an endpoint or expectation says otherwise. */
  latencyMs: number;
  /** Per-endpoint settings, by endpoint key. */
  endpoints?: Readonly<Record<string, EndpointMockSettings>>;
  /** Each endpoint's expectations in the order they are tried, by endpoint key. */
  expectations?: Readonly<Record<string, readonly MockExpectation[]>>;
  /** A request body longer than this many bytes answers 413. Default 1 MB (`MOCK_MAX_BODY_BYTES`). */
  maxBodyBytes?: number;
  /** How deep recursive `$ref`s are followed when generating data. Default 3. */
  maxRefDepth?: number;
  /**
   * Compile every data generator and request validator during the build rather than at each
   * endpoint's first request. The build is then slower (GitHub's 1,223 operations: about 0.1 s
   * more for generators, 2 s more for validators) but no first request waits. Default false: the
   * server rebuilds a mock whenever its design is saved and must not block for long; the CLI,
   * which builds once, may turn it on.
   */
  precompile?: boolean;
}

/** Query parameters as the server has them: one value or several per name. */
export type MockQuery = URLSearchParams | Readonly<Record<string, string | readonly string[]>>;

export interface MockRequest {
  /** Any case (`GET`, `get`). */
  method: string;
  /** The path after `/mock/{projectId}`, still percent-encoded, without the query string. */
  path: string;
  query: MockQuery;
  /** Header names in lower case, as Node gives them. */
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  cookies: Readonly<Record<string, string | undefined>>;
  /** The raw body (a Node `Buffer` is a `Uint8Array`), or undefined when there is none. */
  body: Uint8Array | string | undefined;
  /**
   * The body's size in bytes when the caller stopped reading it because it is over the limit
   * (`body` is then undefined): the answer is 413 without the body ever being held.
   */
  bodyBytes?: number;
  /** The request's `Content-Type`, or undefined. */
  contentType: string | undefined;
}

/** What answered a request: shown in the mock's live log. */
export type MockRule =
  /** A named example of the response (`name` is `example` for OpenAPI's single `example`). */
  | { kind: 'example'; endpointKey: string; status: string; example: string }
  /** Data generated from the response's schema (or no body, when none is declared). */
  | { kind: 'generated'; endpointKey: string; status: string }
  | { kind: 'expectation'; endpointKey: string; expectationId: string }
  /** Stateful mode's store; `read` also answers a missing item with 404. */
  | { kind: 'stateful'; endpointKey: string; action: StatefulAction }
  /** The request broke the design (400, 415 or 422). */
  | { kind: 'validation'; endpointKey: string }
  /** No endpoint has this method and path (404 with suggestions). */
  | { kind: 'not-found' }
  /** The endpoint is switched off in the mock settings (404). */
  | { kind: 'disabled'; endpointKey: string }
  /** A CORS preflight or a bare `OPTIONS` (204). */
  | { kind: 'preflight' }
  /** The request body is over the size limit (413). */
  | { kind: 'too-large' }
  /** `__code`, `__example` or `Accept` asked for something the endpoint does not declare (400, 406). */
  | { kind: 'bad-choice'; endpointKey: string }
  /** The mock engine itself failed (500); never the design's fault. */
  | { kind: 'error' };

export type StatefulAction = 'create' | 'list' | 'read' | 'replace' | 'update' | 'delete';

export interface MockAnswer {
  status: number;
  /** Lower-case names; CORS headers are always there. */
  headers: Record<string, string>;
  /** Empty for HEAD and for answers without content. */
  body: string;
  /** How long the caller waits before sending (latency settings, an expectation's delay). */
  delayMs: number;
  rule: MockRule;
  /** Why generated data could not satisfy its schema (JSON pointer: reason); also in `x-mock-unsatisfiable`. */
  unsatisfiable?: string[];
}

export interface MockStats {
  /** Endpoints the mock routes to (switched-off ones included). */
  routes: number;
  /** Endpoints that stateful mode serves as resources. */
  resources: number;
  /** How long `buildMock` took. */
  buildMs: number;
  /**
   * What could not be used, each naming the endpoint: a schema ajv refused (that part of the
   * request is then not validated), an expectation that does not compile (left out). Schemas
   * compiled at an endpoint's first request (see `precompile`) add theirs then.
   */
  warnings: string[];
}

export interface MockProgram {
  /** Synchronous and never throws: a mock's own errors are problem documents. */
  handle(request: MockRequest): MockAnswer;
  /** Forgets everything stateful mode stored; the next request starts from the seed items. */
  reset(): void;
  readonly stats: MockStats;
}
