import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@heron/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { description: string; content: Record<string, { schema: { $ref: string } }> }
        >;
      }
    >
  >;
  components: { schemas: Record<string, unknown>; 'x-error-codes': Record<string, unknown> };
}

let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() throws with the place and reason of any error; it mutates, so give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every API route, each with a response contract', () => {
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !r.hidden && r.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      expect(route.hasContract, `${route.method} ${route.url} has no response contract`).toBe(true);
      const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(
        document.paths[openApiPath]?.[route.method.toLowerCase()],
        `${route.method} ${route.url} missing from the document`,
      ).toBeDefined();
    }
  });

  it('documents errors as problem+json and publishes the error catalogue', () => {
    const responses = document.paths['/api/health']!.get!.responses;
    expect(Object.keys(responses['4XX']!.content)).toEqual(['application/problem+json']);
    expect(responses['4XX']!.content['application/problem+json']!.schema.$ref).toBe(
      '#/components/schemas/Problem',
    );
    expect(responses['200']!.description).toBe('Success');
    expect(Object.keys(document.components['x-error-codes']).sort()).toEqual(
      [...ERROR_CODES].sort(),
    );
  });

  it('keeps only the schema components something refers to', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['FieldError', 'Health', 'Problem', 'Session']));
    // Follow every $ref from the paths, then from each schema reached: what is never reached
    // is dead weight for a client generator. (Whether zod emits an input twin, such as
    // TestStepInput for the recursive steps, depends on what the worker converted before, so
    // the test asks for reachability, not for a fixed list.)
    const reached = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof child === 'string'
            ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1]
            : undefined;
        if (name && !reached.has(name)) {
          reached.add(name);
          visit(document.components.schemas[name]);
        } else visit(child);
      }
    };
    visit(document.paths);
    expect(names.filter((name) => !reached.has(name))).toEqual([]);
  });
});
