import { createRng, seedOf, type Rng } from './generate/rng.js';
import { renderResponse, type Rendered } from './answer/render-response.js';
import { safeHeaderValue } from './answer/safe-header-value.js';
import { responseForCode, type ResponsePlan } from './answer/response-plan.js';
import { addCorsHeaders, preflightHeaders } from './cors.js';
import type { EndpointPlan } from './endpoint-plan.js';
import { mockProblem, MOCK_PROBLEM_CONTENT_TYPE, type MockProblem } from './problem.js';
import { RequestView } from './request-view.js';
import { splitSegments } from './route/path-template.js';
import type { RouteMatch, RouteTable } from './route/route-table.js';
import type { RouteSuggester } from './route/suggest-routes.js';
import { ResourceStore } from './stateful/resource-store.js';
import { answerStateful } from './stateful/stateful-answer.js';
import type {
  MockAnswer,
  MockOptions,
  MockProgram,
  MockRequest,
  MockRule,
  MockStats,
} from './types.js';

/**
 * Answers requests with what `buildMock` compiled. The stages, in order:
 * 1. an `OPTIONS` preflight answers 204 at once;
 * 2. a body over the limit answers 413;
 * 3. routing (the path as sent, then without a server base path; HEAD falls back to GET);
 *    nothing found → 404 with the closest endpoints; a switched-off endpoint → 404;
 * 4. the endpoint's expectations, in order: the first whose conditions hold answers;
 * 5. request validation, when on: a violation answers 400, 415 or 422;
 * 6. `__code` / `x-mock-code` and `__example` / `x-mock-example` choose the answer;
 * 7. otherwise stateful mode answers resource endpoints from its store;
 * 8. otherwise the usual response: an example, or data generated from its schema.
 * CORS headers go on every answer; HEAD gets no body.
 */

export interface ProgramParts {
  options: MockOptions;
  routes: RouteTable<EndpointPlan>;
  basePaths: string[][];
  suggester: RouteSuggester;
  maxBodyBytes: number;
  stats: MockStats;
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

export class MockProgramImpl implements MockProgram {
  readonly stats: MockStats;
  private readonly store = new ResourceStore();
  /** Without a seed, one stream of random numbers serves every answer. */
  private readonly sharedRng: Rng = createRng(Date.now());
  private readonly seedText: string | undefined;

  constructor(private readonly parts: ProgramParts) {
    this.stats = parts.stats;
    const { seed } = parts.options;
    this.seedText = seed === undefined ? undefined : String(seedOf(seed));
  }

  reset(): void {
    this.store.clear();
  }

  handle(request: MockRequest): MockAnswer {
    try {
      return this.answer(request);
    } catch (error) {
      const problem = mockProblem('MOCK_INTERNAL_ERROR', (error as Error).message ?? String(error));
      return this.finish(request, problemAnswer(problem, { kind: 'error' }), 0);
    }
  }

  private answer(request: MockRequest): MockAnswer {
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return this.finish(request, preflight(request), 0);
    }
    if (
      (request.bodyBytes ?? 0) > this.parts.maxBodyBytes ||
      isTooLarge(request.body, this.parts.maxBodyBytes)
    ) {
      const problem = mockProblem(
        'MOCK_BODY_TOO_LARGE',
        `The body is larger than ${this.parts.maxBodyBytes} bytes.`,
      );
      return this.finish(request, problemAnswer(problem, { kind: 'too-large' }), 0);
    }
    const path = pathOnly(request.path);
    const segments = splitSegments(path);
    let match = this.route(method, segments);
    if (!match && method === 'HEAD') match = this.route('GET', segments);
    if (match) return this.answerEndpoint(request, method, path, match);
    if (method === 'OPTIONS') return this.finish(request, this.bareOptions(request, segments), 0);
    const problem = mockProblem('MOCK_ROUTE_NOT_FOUND', `No endpoint answers ${method} ${path}.`, {
      suggestions: this.parts.suggester.suggest(method, path),
    });
    const rendered = problemAnswer(problem, { kind: 'not-found' });
    return this.finish(request, rendered, this.parts.options.latencyMs);
  }

  private answerEndpoint(
    request: MockRequest,
    method: string,
    path: string,
    match: RouteMatch<EndpointPlan>,
  ): MockAnswer {
    const plan = match.value;
    const endpointKey = plan.key;
    if (!plan.enabled) {
      const problem = mockProblem(
        'MOCK_ENDPOINT_DISABLED',
        `${plan.method} ${plan.path} is switched off in this mock.`,
      );
      const rendered = problemAnswer(problem, { kind: 'disabled', endpointKey });
      return this.finish(request, rendered, plan.latencyMs);
    }
    const view = new RequestView(request, method, match.params);
    const rng = this.rngFor(method, path);
    for (const expectation of plan.expectations) {
      if (!expectation.matches(view)) continue;
      const answer = expectation.answer(view, rng);
      for (const name of Object.keys(answer.headers)) {
        answer.headers[name] = safeHeaderValue(answer.headers[name]!);
      }
      const rendered: Rendered = {
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
        rule: { kind: 'expectation', endpointKey, expectationId: expectation.id },
      };
      return this.finish(request, rendered, answer.delayMs ?? plan.latencyMs);
    }
    if (this.parts.options.validateRequests && plan.validator) {
      const problem = plan.validator.validate(view);
      if (problem) {
        const rendered = problemAnswer(problem, { kind: 'validation', endpointKey });
        return this.finish(request, rendered, plan.latencyMs);
      }
    }
    return this.finish(request, this.answerDesigned(plan, view, rng), plan.latencyMs);
  }

  /** The answer the design gives: chosen by `__code` / `__example`, stateful, or the usual one. */
  private answerDesigned(plan: EndpointPlan, view: RequestView, rng: Rng): Rendered {
    const endpointKey = plan.key;
    // An empty `__code=` or `__example=` asks for nothing.
    const code = (view.queryFirst('__code') ?? view.header('x-mock-code')) || undefined;
    const exampleName =
      (view.queryFirst('__example') ?? view.header('x-mock-example')) || undefined;
    const accept = view.header('accept');
    if (this.parts.options.stateful && plan.stateful && !code && !exampleName) {
      const answer = answerStateful({
        endpoint: plan.stateful,
        endpointKey,
        plan: plan.responses,
        view,
        accept,
        rng,
        store: this.store,
        seedRng: (key) =>
          this.seedText === undefined ? this.sharedRng : createRng(`${this.seedText}|${key}`),
      });
      return asRendered(answer, {
        kind: 'stateful',
        endpointKey,
        action: plan.stateful.role.action,
      });
    }
    const chosen =
      code === undefined ? plan.responses.usual : responseForCode(plan.responses, code);
    if (chosen) {
      const answer = renderResponse({
        chosen,
        endpointKey,
        accept,
        rng,
        exampleName,
        mayPool: this.seedText === undefined,
      });
      return asRendered(answer, { kind: 'bad-choice', endpointKey });
    }
    if (code === undefined) {
      // Nothing declared, nothing to send.
      return {
        status: 204,
        headers: {},
        body: '',
        rule: { kind: 'generated', endpointKey, status: '' },
      };
    }
    const problem = mockProblem(
      'MOCK_UNKNOWN_STATUS',
      `${plan.method} ${plan.path} declares no response for ${code}; it declares ${declaredList(plan.responses)}.`,
    );
    return problemAnswer(problem, { kind: 'bad-choice', endpointKey });
  }

  /** The path as sent, then without each server base path that prefixes it. */
  private route(method: string, segments: readonly string[]): RouteMatch<EndpointPlan> | undefined {
    const { routes, basePaths } = this.parts;
    const direct = routes.match(method, segments);
    if (direct) return direct;
    for (const base of basePaths) {
      if (base.length > segments.length) continue;
      let prefixed = true;
      for (let i = 0; i < base.length; i += 1) {
        if (segments[i] !== base[i]) {
          prefixed = false;
          break;
        }
      }
      if (prefixed) {
        const found = routes.match(method, segments.slice(base.length));
        if (found) return found;
      }
    }
    return undefined;
  }

  /** `OPTIONS` that is not a preflight, on a path without its own OPTIONS endpoint. */
  private bareOptions(request: MockRequest, segments: readonly string[]): Rendered {
    const allowed = HTTP_METHODS.filter((m) => m !== 'OPTIONS' && this.route(m, segments));
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    const answer = preflight(request);
    answer.headers.allow = [...allowed, 'OPTIONS'].join(', ');
    return answer;
  }

  /**
   * With a seed, each request's numbers come from the seed and its method and path, so the same
   * request gets the same data every time (and from one build to the next).
   */
  private rngFor(method: string, path: string): Rng {
    return this.seedText === undefined
      ? this.sharedRng
      : createRng(`${this.seedText}|${method}|${path}`);
  }

  private finish(request: MockRequest, rendered: Rendered, delayMs: number): MockAnswer {
    const { headers } = rendered;
    addCorsHeaders(request, headers);
    // `handle` reports its own failures through here, so this must not throw on a bad request.
    const isHead = typeof request.method === 'string' && request.method.toUpperCase() === 'HEAD';
    const answer: MockAnswer = {
      status: rendered.status,
      headers,
      body: isHead ? '' : rendered.body,
      delayMs: Math.max(0, delayMs),
      rule: rendered.rule,
    };
    if (rendered.unsatisfiable) answer.unsatisfiable = rendered.unsatisfiable;
    return answer;
  }
}

function preflight(request: MockRequest): Rendered {
  return { status: 204, headers: preflightHeaders(request), body: '', rule: { kind: 'preflight' } };
}

function problemAnswer(problem: MockProblem, rule: MockRule): Rendered {
  return {
    status: problem.status,
    headers: { 'content-type': MOCK_PROBLEM_CONTENT_TYPE },
    body: JSON.stringify(problem),
    rule,
  };
}

/** A rendered answer as it is; a problem with the rule given. */
function asRendered(answer: Rendered | MockProblem, rule: MockRule): Rendered {
  return 'rule' in answer ? answer : problemAnswer(answer, rule);
}

function declaredList(plan: ResponsePlan): string {
  const statuses = plan.responses.map((r) => r.declared);
  return statuses.length === 0 ? 'none' : statuses.join(', ');
}

/** The path without a query string or fragment, should the caller have left one. */
function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** Bytes of the body, counted only as far as needed: a string's UTF-8 size is at most 3 per unit. */
function isTooLarge(body: MockRequest['body'], limit: number): boolean {
  if (body === undefined) return false;
  if (typeof body !== 'string') return body.byteLength > limit;
  if (body.length * 3 <= limit) return false;
  if (body.length > limit) return true;
  return new TextEncoder().encode(body).byteLength > limit;
}
