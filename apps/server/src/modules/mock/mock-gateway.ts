import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { MOCK_TOKEN_HEADER, MOCK_TOKEN_QUERY, type MockRuleKind } from '@heron/contract';
import { MOCK_PROBLEM_CONTENT_TYPE, type MockAnswer, type MockRule } from '@heron/engine/mock';
import type { ReadBody } from '@heron/engine/mock-node';
import { WorkerBusyError, WorkerStoppedError, WorkerTimeoutError } from '../../workers/index.js';
import { MISSING, type HostedRequest } from './mock-hosts.js';
import { MockBusyError, type MockRegistry } from './mock-registry.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MockGatewayOptions {
  /** A failure that is not the design's nor the load's (logged by the caller). */
  onError?: (error: unknown, projectId: string) => void;
}

/**
 * Between an HTTP request for `/mock/{projectId}/…` (on the Heron server or the mock port) and the
 * project's mock program on its host thread: finds the mock, checks a private mock's token,
 * has the host answer and writes the live log. A project that does not exist, is in the trash or
 * has a malformed id answers the same 404, so the mock tells nothing about which projects exist.
 * A program its host no longer has is rebuilt and the request tried once more; a request that
 * held its host too long, or a host that cannot take it, answers 503 MOCK_UNAVAILABLE.
 */
export class MockGateway {
  constructor(
    private readonly registry: MockRegistry,
    private readonly options: MockGatewayOptions = {},
  ) {}

  /**
   * `target` is the path and query after `/mock/{projectId}` (`/pets?limit=2`, or `''`). The
   * answer's `delayMs` is for the caller to wait.
   */
  async serve(
    projectId: string,
    method: string,
    target: string,
    headers: IncomingHttpHeaders,
    read: ReadBody,
  ): Promise<MockAnswer> {
    if (!UUID.test(projectId)) return NO_MOCK;
    const started = performance.now();
    const { request, token } = hostedRequest(method, target, headers, read);
    // A browser's preflight never carries the token: it is answered, the real request is checked.
    const preflight =
      method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
    for (let attempt = 0; ; attempt += 1) {
      let built;
      try {
        built = await this.registry.get(projectId);
      } catch (error) {
        return error instanceof MockBusyError ? busy() : BUILD_FAILED;
      }
      if (built === null) return NO_MOCK;
      if (
        built.access === 'private' &&
        !preflight &&
        !tokenMatches(built.token, headerValue(headers[MOCK_TOKEN_HEADER]) ?? token)
      ) {
        return this.logged(
          projectId,
          request,
          started,
          unauthorized(headers.origin),
          'unauthorized',
        );
      }
      let answer;
      try {
        answer = await built.program.handle(request);
      } catch (error) {
        if (error instanceof WorkerTimeoutError) {
          return this.logged(projectId, request, started, timedOut(error.timeoutMs), 'error');
        }
        if (error instanceof WorkerBusyError) return busy();
        if (!(error instanceof WorkerStoppedError)) this.options.onError?.(error, projectId);
        return UNAVAILABLE;
      }
      if (answer !== MISSING) return this.logged(projectId, request, started, answer);
      // Its host lost the program: rebuilt by the next `get`, once.
      this.registry.lost(projectId, built);
      if (attempt > 0) return UNAVAILABLE;
    }
  }

  private logged(
    projectId: string,
    request: HostedRequest,
    started: number,
    answer: MockAnswer,
    rule: MockRuleKind = answer.rule.kind,
  ): MockAnswer {
    this.registry.log(projectId).add({
      seq: this.registry.nextSeq(),
      at: Date.now(),
      method: request.method,
      path: request.query === '' ? request.path : `${request.path}?${request.query}`,
      status: answer.status,
      rule,
      endpointId: endpointOf(answer.rule),
      detail: detailOf(answer.rule),
      durationMs: Math.round((performance.now() - started + answer.delayMs) * 100) / 100,
    });
    return answer;
  }
}

/**
 * The request as it crosses to the host, and the token its query carried (taken out, so that
 * neither the program nor the live log sees it).
 */
function hostedRequest(
  method: string,
  target: string,
  headers: IncomingHttpHeaders,
  read: ReadBody,
): { request: HostedRequest; token: string | null } {
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  let query = '';
  let token: string | null = null;
  if (mark !== -1) {
    const params = new URLSearchParams(target.slice(mark + 1));
    token = params.get(MOCK_TOKEN_QUERY);
    if (token !== null) params.delete(MOCK_TOKEN_QUERY);
    query = params.toString();
  }
  const request: HostedRequest = { method, path: path === '' ? '/' : path, query, headers };
  if (read.body !== undefined) request.body = read.body;
  if (read.tooLargeBytes !== undefined) request.bodyBytes = read.tooLargeBytes;
  return { request, token };
}

function tokenMatches(expected: string, given: string | undefined | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function endpointOf(rule: MockRule): string | null {
  return 'endpointKey' in rule ? rule.endpointKey : null;
}

function detailOf(rule: MockRule): string | null {
  switch (rule.kind) {
    case 'example':
      return rule.example;
    case 'expectation':
      return rule.expectationId;
    case 'stateful':
      return rule.action;
    default:
      return null;
  }
}

function problem(status: number, code: string, title: string, detail: string, origin?: string) {
  const body = JSON.stringify({ type: `urn:heron:mock:${code}`, title, status, code, detail });
  const answer: MockAnswer = {
    status,
    headers: {
      'content-type': MOCK_PROBLEM_CONTENT_TYPE,
      'access-control-allow-origin': origin ?? '*',
      ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    },
    body,
    delayMs: 0,
    rule: { kind: 'error' },
  };
  return answer;
}

const NO_MOCK = problem(
  404,
  'MOCK_PROJECT_NOT_FOUND',
  'No mock here',
  'No project has a mock at this address.',
);
const BUILD_FAILED = problem(
  503,
  'MOCK_UNAVAILABLE',
  'The mock could not be built',
  'The project’s mock could not be built from its design; try again shortly.',
);
const UNAVAILABLE = problem(
  503,
  'MOCK_UNAVAILABLE',
  'The mock could not answer',
  'The project’s mock could not answer this request; try again shortly.',
);

function timedOut(limitMs: number): MockAnswer {
  return problem(
    503,
    'MOCK_UNAVAILABLE',
    'The mock took too long',
    `Answering this request took longer than ${limitMs / 1000} s, so it was stopped.`,
  );
}

function busy(): MockAnswer {
  const answer = problem(
    503,
    'MOCK_UNAVAILABLE',
    'The mock is busy',
    'Too many mocks are being built at once; try again in a moment.',
  );
  answer.headers['retry-after'] = '1';
  return answer;
}

function unauthorized(origin: string | string[] | undefined): MockAnswer {
  const answer = problem(
    401,
    'MOCK_TOKEN_REQUIRED',
    'This mock is private',
    `Send the project's mock token in the ${MOCK_TOKEN_HEADER} header or the ${MOCK_TOKEN_QUERY} query parameter.`,
    headerValue(origin),
  );
  answer.headers['www-authenticate'] = `MockToken header="${MOCK_TOKEN_HEADER}"`;
  return answer;
}
