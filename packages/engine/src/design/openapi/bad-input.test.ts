import type { ImportIssue } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { readOpenApi } from './import-openapi.js';
import { DEFAULT_LIMITS, type ImportLimits } from './limits.js';

async function issuesOf(text: string, name = 'api.yaml', limits: Partial<ImportLimits> = {}) {
  const result = await readOpenApi(
    { files: [{ name, text }] },
    {},
    { ...DEFAULT_LIMITS, ...limits },
  );
  expect(result.bundle).toBeNull();
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  expect(errors.length).toBeGreaterThan(0);
  return errors;
}

function only(issues: ImportIssue[]): ImportIssue {
  expect(issues).toHaveLength(1);
  return issues[0]!;
}

const yamlHead = 'openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\n';

describe('bad input is refused with findings that say where and what', () => {
  it('JSON syntax error: line and column', async () => {
    const issue = only(await issuesOf('{\n  "openapi": "3.1.0",\n  "info": {,\n}', 'api.json'));
    expect(issue).toMatchObject({ code: 'SYNTAX', file: 'api.json', line: 3, column: 12 });
    expect(issue.message).toMatch(/^JSON syntax error/);
  });

  it('YAML syntax error: line and column', async () => {
    const issue = only(await issuesOf(`${yamlHead}paths:\n  /a:\n    get: [\n`));
    expect(issue).toMatchObject({ code: 'SYNTAX', file: 'api.yaml', line: 8 });
    expect(issue.column).toBeGreaterThan(0);
    expect(issue.message).toMatch(/^YAML syntax error/);
  });

  it('a wrong type: pointer, line and column, in YAML', async () => {
    const text = `${yamlHead}paths:\n  /pets:\n    get:\n      parameters: yes-please\n      responses: {}\n`;
    const issue = only(await issuesOf(text));
    expect(issue).toMatchObject({
      code: 'WRONG_TYPE',
      pointer: '/paths/~1pets/get/parameters',
      line: 8,
      column: 7,
    });
    expect(issue.message).toBe('"parameters" must be an array, not a string.');
  });

  it('a wrong type: pointer, line and column, in JSON', async () => {
    const text = JSON.stringify(
      {
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: { '/a': { get: { tags: 'pets' } } },
      },
      null,
      2,
    );
    const issue = only(await issuesOf(text, 'api.json'));
    expect(issue).toMatchObject({
      code: 'WRONG_TYPE',
      pointer: '/paths/~1a/get/tags',
      line: 10,
      column: 9,
    });
  });

  it('missing info, paths and responses', async () => {
    const noInfo = await issuesOf('openapi: 3.0.0\npaths: {}\n');
    expect(noInfo.map((i) => [i.code, i.pointer, i.message])).toEqual([
      ['MISSING_FIELD', '', 'The document needs the field "info".'],
    ]);
    const noPaths = only(await issuesOf(yamlHead));
    expect(noPaths).toMatchObject({
      code: 'MISSING_FIELD',
      message: 'An OpenAPI 3.0 document needs the field "paths".',
    });
    const noResponses = only(
      await issuesOf(`${yamlHead}paths:\n  /a:\n    get:\n      summary: x\n`),
    );
    expect(noResponses).toMatchObject({
      code: 'MISSING_FIELD',
      pointer: '/paths/~1a/get',
      line: 7,
      column: 5,
    });
  });

  it('an unresolved $ref, pointed at', async () => {
    const text = `${yamlHead}paths:\n  /a:\n    get:\n      responses:\n        "200":\n          $ref: "#/components/responses/Gone"\n`;
    const issue = only(await issuesOf(text));
    expect(issue).toMatchObject({
      code: 'REF_UNRESOLVED',
      pointer: '/paths/~1a/get/responses/200/$ref',
      line: 10,
      column: 11,
    });
    expect(issue.message).toContain('#/components/responses/Gone');
  });

  it('an unresolved schema $ref, pointed at', async () => {
    const text = `${yamlHead}paths: {}\ncomponents:\n  schemas:\n    A:\n      properties:\n        b:\n          $ref: "#/components/schemas/B"\n`;
    const issue = only(await issuesOf(text));
    expect(issue).toMatchObject({
      code: 'REF_UNRESOLVED',
      pointer: '/components/schemas/A/properties/b',
      line: 10,
      column: 9,
    });
  });

  it('a $ref cycle through parameters is an error; through schemas it is a recursive model', async () => {
    const cycle = `${yamlHead}paths:\n  /a:\n    get:\n      parameters:\n        - $ref: "#/components/parameters/A"\n      responses: {}\ncomponents:\n  parameters:\n    A:\n      $ref: "#/components/parameters/B"\n    B:\n      $ref: "#/components/parameters/A"\n`;
    const issue = only(await issuesOf(cycle));
    expect(issue.code).toBe('REF_CYCLE');
    expect(issue.pointer).toMatch(/^\/components\/parameters\/[AB]\/\$ref$/);

    const recursive = `${yamlHead}paths: {}\ncomponents:\n  schemas:\n    Node:\n      properties:\n        next:\n          $ref: "#/components/schemas/Node"\n`;
    const result = await readOpenApi(
      { files: [{ name: 'a.yaml', text: recursive }] },
      {},
      DEFAULT_LIMITS,
    );
    expect(result.issues).toEqual([]);
    expect(result.bundle!.models[0]!.data.schema).toEqual({
      properties: { next: { $ref: '#/components/schemas/Node' } },
    });
  });

  it('a schema $ref cycle through a place that is not a model is an error', async () => {
    const text = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: {
        schemas: { A: { properties: { b: { $ref: '#/components/schemas/A/properties/b' } } } },
      },
    });
    expect(only(await issuesOf(text, 'a.json')).code).toBe('REF_CYCLE');
  });

  it('too deep', async () => {
    let schema: unknown = { type: 'string' };
    for (let i = 0; i < 30; i += 1) schema = { items: schema };
    const text = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: { schemas: { Deep: schema } },
    });
    const issue = only(await issuesOf(text, 'a.json', { maxDepth: 20 }));
    expect(issue).toMatchObject({ code: 'TOO_DEEP', line: 1 });
    expect(issue.pointer).toMatch(/^\/components\/schemas\/Deep(\/items)+$/);
    expect(issue.message).toBe('Values nest deeper than 20 levels.');
    // The real limit, with JSON nested far beyond it.
    const deep = `{"openapi":"3.1.0","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(only(await issuesOf(deep, 'a.json')).code).toBe('TOO_DEEP');
  });

  it('too many endpoints, models, files or bytes', async () => {
    const paths = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`/p${i}`, { get: { responses: {} } }]),
    );
    const schemas = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`S${i}`, {}]));
    const text = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths,
      components: { schemas },
    });
    expect(only(await issuesOf(text, 'a.json', { maxEndpoints: 5 }))).toMatchObject({
      code: 'TOO_MANY_ENDPOINTS',
      message: 'The document has 6 operations; at most 5 can be imported.',
      pointer: '/paths',
    });
    expect(only(await issuesOf(text, 'a.json', { maxModels: 5 })).code).toBe('TOO_MANY_MODELS');
    expect(only(await issuesOf(text, 'a.json', { maxBytes: 100 }))).toMatchObject({
      code: 'TOO_LARGE',
    });
    const multi = `swagger: "2.0"\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    $ref: a.yaml\n`;
    const result = await readOpenApi(
      {
        files: [
          { name: 'main.yaml', text: multi },
          { name: 'a.yaml', text: 'get: {responses: {}}' },
        ],
      },
      {},
      { ...DEFAULT_LIMITS, maxFiles: 1 },
    );
    expect(result.issues.map((i) => i.code)).toEqual(['TOO_MANY_FILES']);
    expect(result.issues[0]!.message).toBe(
      'An import reads at most 1 files; this source has more.',
    );
  });

  it('an empty file, a list, a single value', async () => {
    expect(only(await issuesOf('  \n'))).toMatchObject({
      code: 'EMPTY',
      message: 'The file is empty.',
    });
    expect(only(await issuesOf('[1, 2]', 'a.json')).code).toBe('NOT_AN_OBJECT');
    expect(only(await issuesOf('just words')).code).toBe('NOT_AN_OBJECT');
    const none = await readOpenApi({ files: [] }, {}, DEFAULT_LIMITS);
    expect(none.issues.map((i) => i.code)).toEqual(['EMPTY']);
  });

  it('an unknown version, or no version at all', async () => {
    expect(only(await issuesOf('openapi: 4.0.0\ninfo: {}\n'))).toMatchObject({
      code: 'UNSUPPORTED_VERSION',
      pointer: '/openapi',
      line: 1,
      column: 1,
    });
    expect(only(await issuesOf('swagger: "1.2"\n')).code).toBe('UNSUPPORTED_VERSION');
    expect(only(await issuesOf('openapi: 3.1\n'))).toMatchObject({
      code: 'WRONG_TYPE',
      pointer: '/openapi',
    });
    expect(only(await issuesOf('info: {title: T}\npaths: {}\n'))).toMatchObject({
      code: 'UNKNOWN_FORMAT',
    });
  });

  it('YAML aliases that repeat too much, or contain themselves', async () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i += 1)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const bomb = `${yamlHead}paths: {}\n${lines.join('\n')}\n`;
    expect(only(await issuesOf(bomb)).code).toBe('TOO_COMPLEX');
    const loop = `${yamlHead}paths: {}\nx-a: &a\n  b: *a\n`;
    expect(only(await issuesOf(loop))).toMatchObject({ code: 'ALIAS_CYCLE', pointer: '/x-a/b' });
  });

  it('lists every structural problem in one go', async () => {
    const text = `${yamlHead}paths:\n  pets:\n    get: {responses: {}}\n  /a:\n    get:\n      summary: 3\n      responses:\n        "200": {description: ok, content: {application/json: {schema: 5}}}\n`;
    const errors = await issuesOf(text);
    expect(errors.map((i) => [i.code, i.pointer, i.line])).toEqual([
      ['INVALID_PATH', '/paths/pets', 6],
      ['WRONG_TYPE', '/paths/~1a/get/summary', 10],
      ['WRONG_TYPE', '/paths/~1a/get/responses/200/content/application~1json/schema', 12],
    ]);
  });
});
