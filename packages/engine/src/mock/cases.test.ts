import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { mockExpectationSchema, type DesignBundle, type MockExpectation } from '@heron/contract';
import { importDesign } from '../design/import/index.js';
import { FIXTURES } from '../design/openapi/test-support/fixtures.js';
import { buildMock } from './build-mock.js';
import type { EndpointMockSettings, MockAnswer, MockOptions, MockRequest } from './types.js';

/**
 * Runs every case file in `cases/`: each is a short OpenAPI document (inline, or a fixture by
 * path), the mock's options, and steps — a request and the answer expected — run in order against
 * one mock, so stateful cases can build on what earlier steps did. See `cases/README.md`.
 */

const CASES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases');

interface CaseFile {
  description?: string;
  spec?: unknown;
  /** A fixture under the shared fixtures folder, instead of `spec`. */
  specFile?: string;
  options?: Partial<MockOptions>;
  /** Endpoint settings by `METHOD /path` (endpoint keys are the importer's). */
  endpoints?: Record<string, EndpointMockSettings>;
  expectations?: Record<string, unknown[]>;
  /** Texts the build's warnings must contain, in order; without it, the build must warn of nothing. */
  warnings?: string[];
  steps: Step[];
}

interface Step {
  name: string;
  /** Forget stateful mode's store before this step. */
  reset?: boolean;
  /** Repeat the request this many times; each answer must be as expected. */
  repeat?: number;
  request: {
    method?: string;
    path: string;
    query?: Record<string, string | string[]>;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    /** An object or list is sent as JSON (Content-Type application/json unless `contentType`). */
    body?: unknown;
    /** A body of this many `bodyChar` (default `x`). */
    bodyLength?: number;
    bodyChar?: string;
    contentType?: string;
  };
  expect: {
    status?: number;
    /** Each header as written; `null` for a header that must be absent. */
    headers?: Record<string, string | null>;
    /** Each header must match the regular expression. */
    headerPatterns?: Record<string, string>;
    /** The whole body: JSON compared deeply, a string exactly. */
    body?: unknown;
    /** Values at JSON pointers of the body. */
    fields?: Record<string, unknown>;
    /** A JSON Schema the body must satisfy. */
    matches?: unknown;
    /** The body must contain this text. */
    bodyContains?: string;
    /** The rule fields given must equal the answer's. */
    rule?: Record<string, unknown>;
    delayMs?: number;
    /** The answer must (true) or must not (false) be flagged unsatisfiable. */
    unsatisfiable?: boolean;
    /** With `repeat`: every answer's body is the same as the first's. */
    stable?: boolean;
  };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });

async function bundleOf(file: CaseFile): Promise<DesignBundle> {
  const text = file.specFile
    ? fs.readFileSync(path.join(FIXTURES, file.specFile), 'utf8')
    : JSON.stringify(file.spec);
  const name = file.specFile ? path.basename(file.specFile) : 'spec.json';
  const result = await importDesign({ files: [{ name, text }] });
  if (!result.bundle) throw new Error(`the spec did not import: ${JSON.stringify(result.issues)}`);
  return result.bundle;
}

function keyOf(bundle: DesignBundle, label: string): string {
  const [method = '', route = ''] = label.split(' ');
  const endpoint = bundle.endpoints.find(
    (e) => e.data.method === method.toLowerCase() && e.data.path === route,
  );
  if (!endpoint) throw new Error(`no endpoint ${label} in the case's spec`);
  return endpoint.key;
}

function optionsOf(file: CaseFile, bundle: DesignBundle): MockOptions {
  const byKey = <T>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([label, v]) => [keyOf(bundle, label), v]));
  return {
    locale: 'en',
    seed: 1,
    validateRequests: false,
    stateful: false,
    latencyMs: 0,
    ...file.options,
    endpoints: byKey(file.endpoints),
    expectations: byKey(
      Object.fromEntries(
        Object.entries(file.expectations ?? {}).map(([label, list]) => [
          label,
          list.map((e): MockExpectation => mockExpectationSchema.parse(e)),
        ]),
      ),
    ),
  };
}

function requestOf(step: Step): MockRequest {
  const { request } = step;
  let body: string | undefined;
  let contentType = request.contentType;
  if (request.bodyLength !== undefined) body = (request.bodyChar ?? 'x').repeat(request.bodyLength);
  else if (typeof request.body === 'string') body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    contentType ??= 'application/json';
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  if (contentType !== undefined) headers['content-type'] ??= contentType;
  const [pathPart = '', queryPart] = request.path.split('?');
  const query = new URLSearchParams(queryPart ?? '');
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  return {
    method: request.method ?? 'GET',
    path: pathPart,
    query,
    headers,
    cookies: request.cookies ?? {},
    body,
    contentType,
  };
}

function checkAnswer(answer: MockAnswer, expected: Step['expect']) {
  const seen = { ...answer, body: answer.body.slice(0, 2000) };
  if (expected.status !== undefined)
    expect(answer.status, JSON.stringify(seen)).toBe(expected.status);
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    expect(answer.headers[name], `header ${name}`).toBe(value ?? undefined);
  }
  for (const [name, pattern] of Object.entries(expected.headerPatterns ?? {})) {
    expect(answer.headers[name], `header ${name}`).toMatch(new RegExp(pattern));
  }
  const parsed = (): unknown => {
    try {
      return JSON.parse(answer.body) as unknown;
    } catch {
      return answer.body;
    }
  };
  if (expected.body !== undefined) {
    if (typeof expected.body === 'string') expect(answer.body).toBe(expected.body);
    else expect(parsed()).toEqual(expected.body);
  }
  for (const [pointer, value] of Object.entries(expected.fields ?? {})) {
    expect(atPointer(parsed(), pointer), `field ${pointer} of ${answer.body}`).toEqual(value);
  }
  if (expected.matches !== undefined) {
    const validate = ajv.compile(expected.matches as object);
    expect(validate(parsed()), `${answer.body}\n${JSON.stringify(validate.errors)}`).toBe(true);
  }
  if (expected.bodyContains !== undefined) expect(answer.body).toContain(expected.bodyContains);
  if (expected.rule !== undefined) expect(answer.rule).toMatchObject(expected.rule);
  if (expected.delayMs !== undefined) expect(answer.delayMs).toBe(expected.delayMs);
  if (expected.unsatisfiable !== undefined) {
    expect((answer.unsatisfiable?.length ?? 0) > 0, JSON.stringify(answer.unsatisfiable)).toBe(
      expected.unsatisfiable,
    );
  }
}

function atPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const files = fs
  .readdirSync(CASES)
  .filter((name) => name.endsWith('.yaml'))
  .sort();

describe('mock cases', () => {
  it('has case files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const name of files) {
    const file = load(fs.readFileSync(path.join(CASES, name), 'utf8')) as CaseFile;
    const needsFixtures = file.specFile !== undefined && !fs.existsSync(FIXTURES);
    describe.skipIf(needsFixtures)(`${name}: ${file.description ?? ''}`, () => {
      it.each(file.steps.map((step, index) => [step.name, index] as const))(
        '%s',
        async (_, index) => {
          // Each step replays the file's steps before it, so a step can be run alone and still
          // see what earlier ones did to a stateful mock.
          const bundle = await bundleOf(file);
          const program = buildMock(bundle, optionsOf(file, bundle));
          const { warnings } = program.stats;
          if (file.warnings === undefined) expect(warnings).toEqual([]);
          else {
            expect(warnings).toHaveLength(file.warnings.length);
            file.warnings.forEach((text, i) => expect(warnings[i]).toContain(text));
          }
          for (let i = 0; i <= index; i += 1) {
            const step = file.steps[i]!;
            if (step.reset) program.reset();
            const bodies = new Set<string>();
            for (let n = 0; n < (step.repeat ?? 1); n += 1) {
              const answer = program.handle(requestOf(step));
              bodies.add(answer.body);
              if (i === index) checkAnswer(answer, step.expect);
            }
            if (i === index && step.expect.stable) expect(bodies.size).toBe(1);
          }
        },
      );
    });
  }
});
