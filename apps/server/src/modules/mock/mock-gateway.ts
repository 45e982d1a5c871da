import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { MOCK_TOKEN_HEADER, MOCK_TOKEN_QUERY, type MockRuleKind } from '@heron/contract';
import { MOCK_PROBLEM_CONTENT_TYPE, type MockAnswer, type MockRule } from '@heron/engine/mock';
import { toMockRequest, type ReadBody } from '@heron/engine/mock-node';
import type { BuiltMock } from './mock-source.js';
import { MockBusyError, type MockRegistry } from './mock-registry.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Between an HTTP request for `/mock/{projectId}/…` (on the Heron server or the mock port) and the
 * project's mock program: finds the mock, checks a private mock's token, answers and writes the
 * live log. A project that does not exist, is in the trash or has a malformed id answers the same
 * 404, so the mock tells nothing about which projects exist.
 */
export class MockGateway {
  constructor(private readonly registry: MockRegistry) {}

  /**
   * `target` is the path and query after `/mock/{projectId}` (`/pets?limit=2`, or `''`). The
   * answer's `delayMs` is for the caller to wait.
   */
  serve(
    projectId: string,
    method: string,
    target: string,
    headers: IncomingHttpHeaders,
    read: ReadBody,
  ): MockAnswer | Promise<MockAnswer> {
    if (!UUID.test(projectId)) return NO_MOCK;
    const found = this.registry.get(projectId);
    if (found === null) return NO_MOCK;
    if (!('then' in found)) return this.answer(found, projectId, method, target, headers, read);
    return found.then(
      (built) =>
        built === null ? NO_MOCK : this.answer(built, projectId, method, target, headers, read),
      (error: unknown) => (error instanceof MockBusyError ? busy() : BUILD_FAILED),
    );
  }

  private answer(
    built: BuiltMock,
    projectId: string,
    method: string,
    target: string,
    headers: IncomingHttpHeaders,
    read: ReadBody,
  ): MockAnswer {
    const started = performance.now();
    const request = toMockRequest(method, target, headers, read);
    const given = request.query.get(MOCK_TOKEN_QUERY);
    if (given !== null) request.query.delete(MOCK_TOKEN_QUERY);
    let answer: MockAnswer;
    let rule: MockRuleKind;
    // A browser's preflight never carries the token: it is answered, the real request is checked.
    const preflight =
      method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
    if (
      built.access === 'private' &&
      !preflight &&
      !tokenMatches(built.token, headerValue(headers[MOCK_TOKEN_HEADER]) ?? given)
    ) {
      answer = unauthorized(headers.origin);
      rule = 'unauthorized';
    } else {
      answer = built.program.handle(request);
      rule = answer.rule.kind;
    }
    this.registry.log(projectId).add({
      seq: this.registry.nextSeq(),
      at: Date.now(),
      method: request.method,
      path: request.query.size === 0 ? request.path : `${request.path}?${request.query}`,
      status: answer.status,
      rule,
      endpointId: endpointOf(answer.rule),
      detail: detailOf(answer.rule),
      durationMs: Math.round((performance.now() - started + answer.delayMs) * 100) / 100,
    });
    return answer;
  }
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
